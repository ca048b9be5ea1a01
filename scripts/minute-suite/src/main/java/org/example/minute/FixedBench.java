package org.example.minute;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Two rows without parameters. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FixedBench {

    final List<Integer> list = new ArrayList<>();

    @Setup
    public void fill() {
        for (int i = 0; i < 1000; i++) {
            list.add(i);
        }
    }

    @Benchmark
    public long sumList() {
        long sum = 0;
        for (int n : list) {
            sum += n;
        }
        return sum;
    }

    @Benchmark
    public double mathMix() {
        double acc = 0;
        for (int i = 1; i < 200; i++) {
            acc += Math.sqrt(i) * Math.log(i);
        }
        return acc;
    }
}
