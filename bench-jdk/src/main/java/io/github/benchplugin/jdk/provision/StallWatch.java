package io.github.benchplugin.jdk.provision;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Closes a download's stream when no byte arrived for a while, so the blocked read fails instead of
 * hanging the build: the JDK's HTTP client times out waiting for the headers, not for the body.
 */
final class StallWatch implements Closeable {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "bench-provision-stall-watch");
        t.setDaemon(true);
        return t;
    });
    private final long limitNanos;
    private volatile long lastProgress = System.nanoTime();
    private volatile boolean stalled;

    StallWatch(InputStream in, Duration limit) {
        this.limitNanos = limit.toNanos();
        long period = Math.max(1, limit.toMillis() / 6);
        timer.scheduleAtFixedRate(() -> {
            if (System.nanoTime() - lastProgress > limitNanos && !stalled) {
                stalled = true;
                try {
                    in.close();
                } catch (IOException ignored) {
                    // closing is only to wake the reader; it reports the stall
                }
            }
        }, period, period, TimeUnit.MILLISECONDS);
    }

    void progressed() {
        lastProgress = System.nanoTime();
    }

    boolean stalled() {
        return stalled;
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
