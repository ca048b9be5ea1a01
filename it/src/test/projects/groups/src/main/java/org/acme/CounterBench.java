package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/** A reader and a writer sharing one counter (@Group), beside a plain benchmark with a @Param. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Group)
public class CounterBench {

    @Param({"atomic", "adder"})
    public String kind;

    private AtomicLong atomic;
    private LongAdder adder;

    @Setup
    public void setUp() {
        atomic = new AtomicLong();
        adder = new LongAdder();
    }

    @Benchmark
    @Group("shared")
    @GroupThreads(1)
    public long write() {
        if (kind.equals("atomic")) {
            return atomic.incrementAndGet();
        }
        adder.increment();
        return 0;
    }

    @Benchmark
    @Group("shared")
    @GroupThreads(1)
    public long read() {
        return kind.equals("atomic") ? atomic.get() : adder.sum();
    }

    @Benchmark
    @Group("alone")
    public long alone() {
        return atomic.incrementAndGet();
    }
}
