package io.github.benchplugin.host.counters;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Measurement iterations only, the benchmark's own workers, JMH's operation count of the iteration. */
class JvmCountersProfilerTest {

    private static final IterationParams WARMUP = new IterationParams(IterationType.WARMUP, 1, TimeValue.seconds(1), 1);
    private static final IterationParams MEASUREMENT = new IterationParams(IterationType.MEASUREMENT, 1,
            TimeValue.seconds(1), 1);
    private static final BenchmarkParams BENCHMARK = new BenchmarkParams("org.acme.LockBench.contended",
            "org.acme.jmh_generated.LockBench_contended_jmhTest.contended_AverageTime", false, 2, new int[] {2},
            List.of(), 1, 0, WARMUP, MEASUREMENT, Mode.AverageTime, new WorkloadParams(), TimeUnit.NANOSECONDS, 1,
            "java", List.of(), "17", "VM", "17", "1.37", TimeValue.minutes(10));

    /** Each snapshot: 1 young collection and 50 blocked entries more than the one before. */
    private static final class CountingProbe implements JvmProbe {
        final List<String> prefixes = new ArrayList<>();
        long reads;

        @Override
        public Snapshot take(String workerPrefix) {
            prefixes.add(workerPrefix);
            reads++;
            CollectorRole young = CollectorRole.of("G1 Young Generation", new String[] {"G1 Eden Space"});
            return new Snapshot(List.of(new CollectorReading("G1 Young Generation", young, reads, reads)),
                    Map.of(7L, new long[] {50 * reads, 0}), 0);
        }
    }

    @Test
    void aWarmupIterationReadsNothingAndReportsNothing() {
        CountingProbe probe = new CountingProbe();
        JvmCountersProfiler profiler = new JvmCountersProfiler(probe);
        profiler.beforeIteration(BENCHMARK, WARMUP);
        Collection<? extends Result> results = profiler.afterIteration(BENCHMARK, WARMUP, iteration(WARMUP, 1000));
        assertTrue(results.isEmpty(), results::toString);
        assertEquals(0, probe.reads);
    }

    @Test
    void aMeasurementIterationReportsItsFiguresPerOperationOfTheBenchmarksWorkers() {
        CountingProbe probe = new CountingProbe();
        JvmCountersProfiler profiler = new JvmCountersProfiler(probe);
        profiler.beforeIteration(BENCHMARK, MEASUREMENT);
        Map<String, Result> results = profiler.afterIteration(BENCHMARK, MEASUREMENT, iteration(MEASUREMENT, 1000))
                .stream().collect(Collectors.toMap(Result::getLabel, r -> r));
        assertEquals(List.of("org.acme.LockBench.contended-jmh-worker-", "org.acme.LockBench.contended-jmh-worker-"),
                probe.prefixes);
        assertEquals(50 / 1000d, results.get("lock.contentions.perOp").getScore(), 1e-12);
        assertEquals("#/op", results.get("lock.contentions.perOp").getScoreUnit());
        assertEquals(1.0, results.get("gc.young.count.per1k").getScore(), 1e-12, "1 collection in 1,000 operations");
    }

    @Test
    void switchedOffItReadsNothing() {
        JvmCountersProfiler profiler = new JvmCountersProfiler(null);
        profiler.beforeIteration(BENCHMARK, MEASUREMENT);
        assertTrue(profiler.afterIteration(BENCHMARK, MEASUREMENT, iteration(MEASUREMENT, 1000)).isEmpty());
    }

    private static IterationResult iteration(IterationParams params, long ops) {
        return new IterationResult(BENCHMARK, params, new IterationResultMetaData(ops, ops));
    }
}
