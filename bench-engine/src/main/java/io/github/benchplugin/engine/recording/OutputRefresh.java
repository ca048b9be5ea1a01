package io.github.benchplugin.engine.recording;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * When a run rewrites its output files between cells. Every rewrite imports and renders all that
 * has finished, so it grows with the run, and it takes CPU from the fork measuring beside it (on
 * the one-minute suite, rewriting after every cell cost about 20 ms of wall time per cell). So
 * after a finished cell the files are rewritten only when {@link #MIN_INTERVAL} has passed since
 * the last rewrite, and ten times as long as that rewrite took: rewriting never takes more than a
 * tenth of the run. The end of the run, an interrupt and a stop on an error always rewrite;
 * resume.json, rewritten after every cell, keeps every finished cell meanwhile.
 */
final class OutputRefresh {

    static final Duration MIN_INTERVAL = Duration.ofSeconds(10);
    private static final int SHARE = 10;

    private final LongSupplier nanoTime;
    private long lastEnd;
    private long lastTook;

    /** @param nanoTime {@link System#nanoTime} outside tests */
    OutputRefresh(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
        this.lastEnd = nanoTime.getAsLong(); // the run's start: the first rewrite after MIN_INTERVAL
    }

    /** Whether a finished cell should rewrite the files now. */
    boolean due() {
        long wait = Math.max(MIN_INTERVAL.toNanos(), SHARE * lastTook);
        return nanoTime.getAsLong() - lastEnd >= wait;
    }

    /** A rewrite that started at {@code startNanos} has just ended. */
    void rewrote(long startNanos) {
        lastEnd = nanoTime.getAsLong();
        lastTook = lastEnd - startNanos;
    }

    long now() {
        return nanoTime.getAsLong();
    }
}
