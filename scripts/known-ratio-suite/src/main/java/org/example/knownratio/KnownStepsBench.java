package org.example.knownratio;

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
 * A dependent multiply-add chain: each step waits for the previous one, so the time is the
 * number of steps times one step's latency. The number of steps comes from the system property
 * knownRatio.steps (2000 unless a runtime profile sets it), so two columns of the same JDK
 * differ only by that number. The copy parameter only makes identical rows.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KnownStepsBench {

    @Param({"1", "2", "3", "4", "5"})
    int copy;

    /** Read at setup, not a constant: the same compiled code runs whatever the column's value. */
    int steps;

    long seed = 42;

    @Setup
    public void readSteps() {
        steps = Integer.getInteger("knownRatio.steps", 2000);
    }

    @Benchmark
    public long chain() {
        long x = seed;
        for (int i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + i;
        }
        return x;
    }
}
