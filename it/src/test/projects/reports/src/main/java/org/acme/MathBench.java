package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class MathBench {
    double x = 12345.678;

    @Benchmark
    public double sqrt() {
        return Math.sqrt(x);
    }
}
