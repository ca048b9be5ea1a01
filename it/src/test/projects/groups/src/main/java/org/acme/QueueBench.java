package org.acme;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A producer and a consumer sharing a bounded queue (@Group), the consumer counting its hits and
 * misses in an @AuxCounters state: JMH reports them as secondary metrics of the group's row.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Group)
public class QueueBench {

    /** Per consumer thread; JMH sums its public fields into the "hits" and "misses" metrics. */
    @AuxCounters(AuxCounters.Type.EVENTS)
    @State(Scope.Thread)
    public static class Polls {
        public long hits;
        public long misses;
    }

    private ArrayBlockingQueue<Integer> queue;

    @Setup
    public void setUp() {
        queue = new ArrayBlockingQueue<>(1024); // bounded: a fast producer must not fill the heap
    }

    @Benchmark
    @Group("queue")
    @GroupThreads(1)
    public boolean offer() {
        return queue.offer(1);
    }

    @Benchmark
    @Group("queue")
    @GroupThreads(1)
    public Integer poll(Polls polls) {
        Integer taken = queue.poll();
        if (taken == null) {
            polls.misses++;
        } else {
            polls.hits++;
        }
        return taken;
    }
}
