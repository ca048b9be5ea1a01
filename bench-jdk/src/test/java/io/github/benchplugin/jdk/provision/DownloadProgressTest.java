package io.github.benchplugin.jdk.provision;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DownloadProgressTest {

    @Test
    void showsSizePercentAndTimeLeftEveryFewSeconds() {
        List<String> lines = new ArrayList<>();
        AtomicLong clock = new AtomicLong();
        DownloadProgress progress = new DownloadProgress("jdk.tar.gz", lines::add, clock::get);
        progress.start(200L << 20);
        clock.set(1_000_000_000L);
        progress.advance(10L << 20); // too soon for a line
        clock.set(4_000_000_000L);
        progress.advance(50L << 20); // 50 MB in 4 s: 150 MB left take 12 s
        clock.set(16_000_000_000L);
        progress.finish(200L << 20);
        assertEquals(List.of("Downloading jdk.tar.gz (200 MB)", "  50 MB of 200 MB (25%), about 12s left",
                "  200 MB in 16.0 s"), lines);
    }
}
