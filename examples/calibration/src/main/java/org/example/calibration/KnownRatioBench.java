package org.example.calibration;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * Known truths, to see what the verdicts do: {@code twin} is the same code as {@code base}
 * (expect "~"), {@code tenPercentMore} runs the same dependent chain 10% longer (expect
 * "slower", ratio about 1.10). Run with -Dbench.baseline=KnownRatioBench.base; list a JDK twice
 * (-Dbench.jdks=17,17) for an A/A check of the runtime comparison.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KnownRatioBench {

    private static final int STEPS = 2_000;

    /** Not a constant, so the chain cannot be folded at compile time. */
    long seed = 42;

    @Benchmark
    public long base() {
        return chain(seed, STEPS);
    }

    @Benchmark
    public long twin() {
        return chain(seed, STEPS);
    }

    @Benchmark
    public long tenPercentMore() {
        return chain(seed, STEPS + STEPS / 10);
    }

    /**
     * Each step depends on the previous one (a multiply-add chain), so the time is steps x the
     * latency of one step, and 10% more steps take 10% more time.
     */
    private static long chain(long x, int steps) {
        for (int i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }
}
