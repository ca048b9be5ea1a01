package org.acme;

import org.openjdk.jmh.annotations.*;
import org.openjdk.jmh.infra.Blackhole;
import java.util.concurrent.TimeUnit;

/**
 * The classic benchmark traps beside honest benchmarks: a loop whose sum is never used (JDK 25's
 * JIT removes it, JDK 17's keeps it), a constant the JIT folds, and honest work clearly above any
 * harness floor (hundreds of adds per call), so that DeadCodeIT never fails by chance: a single
 * add of two fields measured 1.2-1.3 times the floor here, where three noisy forks sometimes
 * cannot tell it from an empty call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TrapBench {

    int[] data;
    int a = 7;

    @Setup
    public void setUp() {
        data = new int[1000];
        for (int i = 0; i < data.length; i++) {
            data[i] = i * 31 + 7;
        }
    }

    /** The sum is computed and dropped: dead code for a JIT that can prove the loop has no effect. */
    @Benchmark
    public void unusedSum() {
        int sum = 0;
        for (int value : data) {
            sum += value;
        }
    }

    /** The same loop with its result returned: real work on every runtime. */
    @Benchmark
    public int honestSum() {
        int sum = 0;
        for (int value : data) {
            sum += value;
        }
        return sum;
    }

    /** A constant: the JIT folds it, nothing is left to measure. */
    @Benchmark
    public double foldedSqrt() {
        return Math.sqrt(2.0);
    }

    /** A short loop of 300 adds whose sum goes to a Blackhole: small, but far above the floor. */
    @Benchmark
    public void shortSum(Blackhole blackhole) {
        int sum = a;
        for (int i = 0; i < 300; i++) {
            sum += data[i];
        }
        blackhole.consume(sum);
    }
}
