package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * A difference with a known cause on one JDK: the Point never escapes, so C2's escape analysis
 * replaces it by its fields; under -XX:-DoEscapeAnalysis (the noea profile) every call allocates
 * one, and the allocation site is on that side only.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PointBench {

    private int x = 3;
    private int y = 4;

    /** A small object that escape analysis removes. */
    record Point(int x, int y) {
        int lengthSquared() {
            return x * x + y * y;
        }
    }

    @Benchmark
    public int point() {
        return new Point(x++, y).lengthSquared();
    }
}
