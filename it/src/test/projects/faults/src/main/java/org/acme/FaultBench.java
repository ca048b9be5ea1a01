package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/** One healthy benchmark beside three that fail in the ways real suites do. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FaultBench {

    double x = 3.0;

    @Benchmark
    public double healthy() {
        return Math.log(x);
    }

    @Benchmark
    public double throwsInBenchmark() {
        throw new IllegalStateException("fixture says no");
    }

    @Benchmark
    public double hangs() throws InterruptedException {
        Thread.sleep(Long.MAX_VALUE);
        return x;
    }

    @State(Scope.Thread)
    public static class Halting {
        @Setup
        public void setup() {
            Runtime.getRuntime().halt(3);
        }
    }

    @Benchmark
    public double halts(Halting h) {
        return x;
    }
}
