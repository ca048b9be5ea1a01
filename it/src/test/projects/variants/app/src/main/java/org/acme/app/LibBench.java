package org.acme.app;

import org.acme.lib.Work;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** Calls worklib, compiled once against the POM's version (1.0) and linked against each variant. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LibBench {

    private long seed = 42;

    @Benchmark
    public long changed() {
        return seed = Work.changed(seed);
    }

    @Benchmark
    public long unchanged() {
        return seed = Work.unchanged(seed);
    }

    @Benchmark
    public long legacy() {
        return seed = Work.legacy(seed);
    }
}
