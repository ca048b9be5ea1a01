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
 * Issue 50's held-out shapes, planted by the clock: each call costs {@link #PLATEAU_COST} times the
 * steady work for the first seconds of each fork (as code that fills a cache, or that a busy machine
 * compiles late, would), counted from the fork's set-up, so the plateau is level and as long in every
 * fork. {@code plateau1s} ... {@code plateau8s} are the 8x plateaus; {@code byRuntime} lasts 1 s on
 * JDK 25 and 4 s on any other (a runtime that reaches its peak later), {@code byRuntime2500ms} 1 s on
 * JDK 25 and 2.5 s on any other (PlateauIT's: long enough to hold a level window of the default
 * preset, short enough for an 8 s probe to see its end on a busy machine); {@code flat} is steady from its
 * first call; {@code drift} costs 1% more every 100 ms, without end; {@code slowdownAfter3s} doubles
 * its cost after 3 s. Steady, every row does {@link #WORK} units: the same cost.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PlateauBench {

    static final long WORK = 256;
    /** 8 times the steady work: the planted cost. */
    static final long PLATEAU_COST = 8;
    /** Before the first iteration: the loop compiled, so that only the planted cost changes over a fork. */
    private static final long COMPILE_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private long startedAt;
    private long byRuntimeNanos;
    private long byRuntime2500msNanos;

    @Setup(Level.Trial)
    public void start() {
        long compiled = System.nanoTime() + COMPILE_NANOS;
        while (System.nanoTime() < compiled) {
            Blackhole.consumeCPU(WORK);
            Blackhole.consumeCPU(PLATEAU_COST * WORK);
        }
        byRuntimeNanos = TimeUnit.MILLISECONDS.toNanos(Runtime.version().feature() >= 25 ? 1000 : 4000);
        byRuntime2500msNanos = TimeUnit.MILLISECONDS.toNanos(Runtime.version().feature() >= 25 ? 1000 : 2500);
        startedAt = System.nanoTime();
    }

    private void plateau(long nanos) {
        Blackhole.consumeCPU(System.nanoTime() - startedAt < nanos ? PLATEAU_COST * WORK : WORK);
    }

    @Benchmark
    public void plateau1s() {
        plateau(1_000_000_000L);
    }

    @Benchmark
    public void plateau2500ms() {
        plateau(2_500_000_000L);
    }

    @Benchmark
    public void plateau5s() {
        plateau(5_000_000_000L);
    }

    @Benchmark
    public void plateau8s() {
        plateau(8_000_000_000L);
    }

    @Benchmark
    public void byRuntime() {
        plateau(byRuntimeNanos);
    }

    @Benchmark
    public void byRuntime2500ms() {
        plateau(byRuntime2500msNanos);
    }

    @Benchmark
    public void flat() {
        Blackhole.consumeCPU(WORK);
    }

    @Benchmark
    public void drift() {
        // 1% more work every 100 ms since the set-up: 1.1x after 1 s, 2.7x after 10 s, and growing.
        long steps = (System.nanoTime() - startedAt) / 100_000_000L;
        Blackhole.consumeCPU((long) (WORK * Math.pow(1.01, steps)));
    }

    @Benchmark
    public void slowdownAfter3s() {
        Blackhole.consumeCPU(System.nanoTime() - startedAt < 3_000_000_000L ? WORK : 2 * WORK);
    }
}
