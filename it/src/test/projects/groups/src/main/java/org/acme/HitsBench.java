package org.acme;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** An @AuxCounters event counter beside an allocation, so that -prof gc sees collections. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HitsBench {

    /** JMH reports each public long of this state as a secondary metric named after the field. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Hits {
        public long hits;
    }

    @Benchmark
    public Object allocate(Hits counters) {
        counters.hits += 2;
        return new byte[256];
    }
}
