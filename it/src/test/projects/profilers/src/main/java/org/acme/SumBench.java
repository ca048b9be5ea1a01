package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** Enough work for a profiler to sample: sums an array whose size is a @Param. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Thread)
public class SumBench {

    @Param({"1000"})
    public int size;

    private int[] values;

    @Setup
    public void setUp() {
        values = new int[size];
        for (int i = 0; i < size; i++) {
            values[i] = i * 31;
        }
    }

    @Benchmark
    public long sum() {
        long total = 0;
        for (int v : values) {
            total += v;
        }
        return total;
    }
}
