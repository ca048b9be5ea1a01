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
 * Two threads, one monitor, held across a 2 ms sleep (as around a slow call), then a little work
 * outside it. While one thread works outside, the other (woken when the monitor was released)
 * takes it; the first comes back to a monitor held for another 2 ms, spins, gives up and blocks,
 * which is what the JVM counts as a contention: about one per operation.
 *
 * <p>Why not shorter: HotSpot spins before it blocks, and a contended entry won by spinning is not
 * counted (measured on 2 CPUs: holds of about 150 microseconds of work blocked 0.04 times per
 * operation). Why the work outside: with none, the thread that releases takes the monitor again
 * before the woken one runs, and the other thread just stays blocked in one entry.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LockBench {

    private final Object monitor = new Object();

    @Benchmark
    @Threads(2)
    public void contended() throws InterruptedException {
        synchronized (monitor) {
            Thread.sleep(2);
        }
        Blackhole.consumeCPU(100_000);
    }
}
