package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * A difference with a known cause: JDK 21 added the vectorizedHashCode intrinsic
 * (jdk.internal.util.ArraysSupport), so Arrays.hashCode(int[]) runs a plain loop on 17
 * (~1 us here) and an intrinsic on 25 (~60 ns). The loop's method is hot on 17 only.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HashBench {

    private int[] values;

    @Setup
    public void fill() {
        values = new int[1000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i * 31;
        }
    }

    @Benchmark
    public int hash() {
        return Arrays.hashCode(values);
    }
}
