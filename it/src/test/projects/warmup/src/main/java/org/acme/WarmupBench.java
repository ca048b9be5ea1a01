package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

import java.util.concurrent.TimeUnit;

/**
 * A planted slow warm-up beside a flat benchmark. {@code fillingCache} looks like code whose cache
 * fills during the first second of each fork: until then every call misses and does 16x the work
 * of a call once the cache is full. {@code flat} does the steady work from its first call.
 * {@code drifting} never settles: each call costs a little more than the one a moment before, as
 * code whose data grow without bound (scripts/warmup-validation.sh; WarmupIT leaves it out).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class WarmupBench {

    /** How long the cache takes to fill, from the fork's set-up. */
    private static final long FILL_NANOS = TimeUnit.MILLISECONDS.toNanos(1000);
    private static final long WORK = 64;
    /**
     * A miss does the work of 16 hits. The call's own cost (System.nanoTime, the call) is paid by
     * both, so 4x the work was seen as 3.4x the time on a quiet machine and 1.9x beside a build
     * (time slices of the other core's work land in both); 16x stays far above WarmupIT's 2x there.
     */
    private static final long MISS = 16;
    private static final long COMPILE_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private long filledAt;
    private long startedAt;

    /**
     * Each fork first gives the JIT the work to compile, for half a second before its first
     * iteration: JDK 25 was seen to run this very loop 5-30% slower for its first 0.2-0.8 s (a real
     * warm-up, rightly classified so), and here only the planted cost may change over the iterations.
     */
    @Setup(Level.Trial)
    public void start() {
        long compiled = System.nanoTime() + COMPILE_NANOS;
        while (System.nanoTime() < compiled) {
            Blackhole.consumeCPU(WORK);
            Blackhole.consumeCPU(MISS * WORK);
        }
        startedAt = System.nanoTime();
        filledAt = startedAt + FILL_NANOS;
    }

    @Benchmark
    public void fillingCache() {
        Blackhole.consumeCPU(System.nanoTime() < filledAt ? MISS * WORK : WORK);
    }

    @Benchmark
    public void drifting() {
        // One more unit of work for every 50 ms since the fork's set-up: 3x after 6.4 s, and growing.
        Blackhole.consumeCPU(WORK + (System.nanoTime() - startedAt) / 50_000_000L);
    }

    @Benchmark
    public void flat() {
        Blackhole.consumeCPU(WORK);
    }
}
