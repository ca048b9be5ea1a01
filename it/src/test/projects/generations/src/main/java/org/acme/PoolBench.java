package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

/** A parallel stream: the common ForkJoinPool's workers take split-off parts from its queues. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PoolBench {

    @Benchmark
    public long parallelSum() {
        return LongStream.range(0, 100_000).parallel().map(x -> x * x).sum();
    }
}
