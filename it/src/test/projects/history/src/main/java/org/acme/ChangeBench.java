package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/**
 * A project between two commits. GatesIT edits the marked constants: {@code slows} then does
 * twice the work, {@code allocates} allocates twice the bytes for the same work, {@code improves}
 * does half the work, {@code steady} stays as it is.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ChangeBench {
    static final int SLOWS_STEPS = 2_000;      // @slows
    static final int ALLOCATES_LONGS = 32;     // @allocates
    static final int IMPROVES_STEPS = 4_000;   // @improves
    long seed = 7;
    int longs = ALLOCATES_LONGS;

    @Benchmark
    public long steady() {
        return steps(seed, 2_000);
    }

    @Benchmark
    public long slows() {
        return steps(seed, SLOWS_STEPS);
    }

    @Benchmark
    public long[] allocates() {
        // The work dominates the time, so only the bytes change noticeably.
        long[] out = new long[longs];
        out[0] = steps(seed, 2_000);
        return out;
    }

    @Benchmark
    public long improves() {
        return steps(seed, IMPROVES_STEPS);
    }

    private static long steps(long x, int n) {
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }
}
