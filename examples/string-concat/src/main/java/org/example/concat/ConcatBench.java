package org.example.concat;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * The classic: building a string with += copies everything built so far on every step
 * (quadratic bytes), a StringBuilder appends in place. Run with -Dbench.baseline=ConcatBench.builder
 * to get the ratio of += against the builder on every runtime.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ConcatBench {

    @Param({"10", "1000"})
    int n;

    private int[] values;

    @Setup
    public void setup() {
        values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i * 31;
        }
    }

    @Benchmark
    public String plus() {
        String s = "";
        for (int v : values) {
            s += v + ";";
        }
        return s;
    }

    @Benchmark
    public String builder() {
        StringBuilder sb = new StringBuilder();
        for (int v : values) {
            sb.append(v).append(';');
        }
        return sb.toString();
    }
}
