package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

/**
 * One method, four parameter values: one healthy, one that halts its JVM in a fixture, one whose
 * fixture throws, one that never returns. Only the failing values may fail.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ParamFaultBench {

    @Param({"healthy", "halt", "throw", "hang"})
    public String kind;

    double x = 3.0;

    @Setup
    public void setUp() {
        if (kind.equals("halt")) {
            Runtime.getRuntime().halt(3);
        }
        if (kind.equals("throw")) {
            throw new IllegalStateException("setup refuses " + kind);
        }
    }

    @Benchmark
    public double work() throws InterruptedException {
        if (kind.equals("hang")) {
            Thread.sleep(Long.MAX_VALUE);
        }
        return Math.log(x);
    }
}
