package io.github.benchplugin.engine.recording;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputRefreshTest {

    private final AtomicLong clock = new AtomicLong(1_000);
    private final OutputRefresh refresh = new OutputRefresh(clock::get);

    @Test
    void theFirstRewriteComesTheMinimumIntervalAfterTheStart() {
        advance(Duration.ofSeconds(9));
        assertFalse(refresh.due());
        advance(Duration.ofSeconds(1));
        assertTrue(refresh.due());
    }

    @Test
    void aQuickRewriteIsFollowedByTheNextAfterTheMinimumInterval() {
        advance(Duration.ofSeconds(10));
        long start = clock.get();
        advance(Duration.ofMillis(50));
        refresh.rewrote(start);
        advance(Duration.ofSeconds(9));
        assertFalse(refresh.due());
        advance(Duration.ofSeconds(1));
        assertTrue(refresh.due());
    }

    @Test
    void aSlowRewriteWaitsTenTimesItsOwnDuration() {
        advance(Duration.ofSeconds(10));
        long start = clock.get();
        advance(Duration.ofSeconds(3)); // a large result
        refresh.rewrote(start);
        advance(Duration.ofSeconds(29));
        assertFalse(refresh.due(), "rewriting may take no more than a tenth of the run");
        advance(Duration.ofSeconds(1));
        assertTrue(refresh.due());
    }

    private void advance(Duration d) {
        clock.addAndGet(d.toNanos());
    }
}
