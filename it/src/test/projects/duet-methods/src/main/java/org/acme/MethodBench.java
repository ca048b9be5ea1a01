package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/**
 * Known truths for bench.duet with bench.baseline=MethodBench.base on one JDK: {@code same} is the same
 * dependent multiply-add chain as {@code base}, {@code twice} runs it twice as long (about 2x the time),
 * and {@code wide} runs on 2 threads, more than the one CPU a side gets on a 2-CPU machine: it cannot be
 * paired and is measured one method after the other.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MethodBench {
    long seed = 7;

    private long chain(int steps) {
        long x = seed;
        for (int i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }

    @Benchmark
    public long base() {
        return chain(2_000);
    }

    @Benchmark
    public long same() {
        return chain(2_000);
    }

    @Benchmark
    public long twice() {
        return chain(4_000);
    }

    @Benchmark
    @Threads(2)
    public long wide() {
        return chain(2_000);
    }
}
