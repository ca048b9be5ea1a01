package io.github.benchplugin.host.gc;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The allocation profiler against the real counters of this JVM, side by side with JMH's own GC
 * profiler (1.37 here, which does not wait) over the same iteration: the same figures under the
 * same names, JMH's without its middle dot.
 */
class AllocationProfilerTest {

    private static final IterationParams MEASUREMENT = new IterationParams(IterationType.MEASUREMENT, 1,
            TimeValue.seconds(1), 1);
    private static final BenchmarkParams BENCHMARK = new BenchmarkParams("org.acme.AllocBench.allocate",
            "org.acme.jmh_generated.AllocBench_allocate_jmhTest.allocate_AverageTime", false, 1, new int[] {1},
            List.of(), 1, 0, MEASUREMENT, MEASUREMENT, Mode.AverageTime, new WorkloadParams(), TimeUnit.NANOSECONDS, 1,
            "java", List.of(), "17", "VM", "17", "1.37", TimeValue.minutes(10));

    /** Kept reachable so that the allocations cannot be removed. */
    static volatile Object sink;

    @Test
    void bytesPerOperationAgreeWithJmhsOwnProfilerOnTheSameIteration() throws Exception {
        AllocationProfiler ours = new AllocationProfiler();
        GCProfiler jmh = new GCProfiler("");
        long ops = 1_000;
        jmh.beforeIteration(BENCHMARK, MEASUREMENT);
        ours.beforeIteration(BENCHMARK, MEASUREMENT);
        for (int i = 0; i < 100; i++) {
            sink = new byte[100_000]; // 10 MB in all: 10,000 bytes per operation and a little more
        }
        IterationResult iteration = new IterationResult(BENCHMARK, MEASUREMENT, new IterationResultMetaData(ops, ops));
        Map<String, Result> mine = byName(ours.afterIteration(BENCHMARK, MEASUREMENT, iteration));
        Map<String, Result> theirs = byName(jmh.afterIteration(BENCHMARK, MEASUREMENT, iteration));

        double norm = mine.get("gc.alloc.rate.norm").getScore();
        assertEquals("B/op", mine.get("gc.alloc.rate.norm").getScoreUnit());
        assertTrue(norm >= 10_000 && norm < 11_000, "10 MB over 1,000 operations: " + norm);
        double jmhNorm = theirs.get("gc.alloc.rate.norm").getScore();
        assertEquals(jmhNorm, norm, 0.02 * jmhNorm, "JMH's own figure for the same iteration");
        assertEquals("MB/sec", mine.get("gc.alloc.rate").getScoreUnit());
        assertTrue(mine.get("gc.alloc.rate").getScore() > 0, mine.toString());
        assertTrue(mine.keySet().containsAll(List.of("gc.alloc.rate", "gc.alloc.rate.norm", "gc.count")), mine::toString);
        assertEquals(mine.get("gc.count").getScore() > 0, mine.containsKey("gc.time"),
                "as JMH, the time only for an iteration that collected: " + mine);
        java.util.Set<String> names = java.util.Set.of("gc.alloc.rate", "gc.alloc.rate.norm", "gc.count", "gc.time");
        assertTrue(names.containsAll(mine.keySet()) && names.containsAll(theirs.keySet()),
                "JMH's names (churn is off in 1.37): " + mine.keySet() + " and " + theirs.keySet());
    }

    @Test
    void aThreadThatStartedDuringTheIterationCountsWholeAndOneThatEndedIsNotNegative() {
        Map<Long, Long> before = Map.of(1L, 100L, 2L, 500L);
        Map<Long, Long> after = Map.of(1L, 350L, 3L, 40L);
        assertEquals(250 + 40, AllocationProfiler.allocatedBetween(before, after));
    }

    private static Map<String, Result> byName(java.util.Collection<? extends Result> results) {
        return results.stream().collect(Collectors.toMap(r -> r.getLabel().replace("\u00b7", ""), r -> r));
    }
}
