package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Known truths for bench.duet between JDK 17 and 25: {@code hash} is Arrays.hashCode of an int[1000],
 * which JDK 21 made an intrinsic (vectorizedHashCode): about 1,000 ns on 17, about 60 ns on 25 here, a
 * difference far beyond any noise. {@code steps} is a dependent multiply-add chain both JDKs compile
 * alike. {@code twoThreads} runs on 2 threads, more than the one CPU a column gets on a 2-CPU machine:
 * it cannot be paired and is measured one column after the other.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PairBench {
    int[] values = new int[1000];
    long seed = 7;

    @Setup
    public void fill() {
        for (int i = 0; i < values.length; i++) {
            values[i] = i * 31 + 7;
        }
    }

    @Benchmark
    public int hash() {
        return Arrays.hashCode(values);
    }

    @Benchmark
    public long steps() {
        long x = seed;
        for (int i = 0; i < 2_000; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }

    @Benchmark
    @Threads(2)
    public long twoThreads() {
        return steps();
    }
}
