package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.Blackhole;

import java.util.concurrent.TimeUnit;

/**
 * Two threads, one monitor: each holds it long enough (a few microseconds of work) that the other,
 * arriving meanwhile, gives up spinning and blocks. Its contentions per operation are far above 0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class LockBench {

    private final Object monitor = new Object();

    @Benchmark
    @Threads(2)
    public void contended() {
        synchronized (monitor) {
            Blackhole.consumeCPU(2_000);
        }
    }
}
