package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SumBench {

    @Param({"16", "256"})
    int size;

    @Benchmark
    public long loop() {
        long sum = 0;
        for (int i = 0; i < size; i++) {
            sum += i * 31L;
        }
        return sum;
    }

    /** Allocates an array of the size: bytes per operation grow with it. */
    @Benchmark
    public int[] allocate() {
        return new int[size];
    }
}
