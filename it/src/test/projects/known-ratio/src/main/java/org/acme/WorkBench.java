package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/**
 * Known truths for the verdicts: same is identical to base, more does 10% more dependent steps,
 * twice does twice the steps (a difference many times any noise this machine adds).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class WorkBench {
    private static final int STEPS = 2_000;
    long seed = 7;

    @Benchmark
    public long base() {
        return steps(seed, STEPS);
    }

    @Benchmark
    public long same() {
        return steps(seed, STEPS);
    }

    @Benchmark
    public long twice() {
        return steps(seed, 2 * STEPS);
    }

    @Benchmark
    public long more() {
        return steps(seed, STEPS + STEPS / 10);
    }

    private static long steps(long x, int n) {
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }
}
