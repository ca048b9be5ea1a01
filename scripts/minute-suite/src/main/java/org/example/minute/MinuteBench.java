package org.example.minute;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** 5 methods x 3 sizes = 15 rows of ordinary work; {@link FixedBench} adds 2. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MinuteBench {

    @Param({"16", "256", "4096"})
    int size;

    int[] numbers;
    String text;

    @Setup
    public void setUp() {
        numbers = new int[size];
        for (int i = 0; i < size; i++) {
            numbers[i] = (i * 7919) % 1009;
        }
        text = "x".repeat(size);
    }

    @Benchmark
    public int hashArray() {
        return Arrays.hashCode(numbers);
    }

    @Benchmark
    public int[] sortCopy() {
        int[] copy = numbers.clone();
        Arrays.sort(copy);
        return copy;
    }

    @Benchmark
    public String concat() {
        StringBuilder builder = new StringBuilder();
        for (int i = 0; i < numbers.length; i += 4) {
            builder.append(numbers[i]);
        }
        return builder.toString();
    }

    @Benchmark
    public Map<Integer, Integer> countMap() {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int n : numbers) {
            counts.merge(n & 63, 1, Integer::sum);
        }
        return counts;
    }

    @Benchmark
    public int upperLength() {
        return text.toUpperCase().length();
    }
}
