package io.github.benchplugin.host.counters;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * The JMH profiler the plugin adds to every measured fork ({@code -prof} with this class's name,
 * which every JMH from 1.16 on resolves by class name): collections per generation, their pause
 * time, lock contentions and waits of the benchmark's threads, and the common ForkJoinPool's tasks,
 * each per operation of a measurement iteration (warm-up iterations report nothing). It runs in the
 * measured JVM; bench-host is on its class path. Only the API of JMH 1.16's InternalProfiler is
 * used (getDescription, beforeIteration, afterIteration; ScalarResult; allOps), so that every
 * supported JMH loads it.
 *
 * <p>Its cost lands between iterations: one read of the collector beans, one ThreadInfo array
 * without stack traces and the pool's steal count, before and after each measurement iteration.
 */
public class JvmCountersProfiler implements InternalProfiler {

    /**
     * {@code -Dbenchplugin.counters=off} in a measured JVM's flags (a runtime profile's jvmArgs): the
     * profiler reads nothing there. Not for users: it is how scripts/aa-counters.sh measures the
     * counters' cost, the same code with and without them side by side in one run.
     */
    public static final String OFF_PROPERTY = "benchplugin.counters";

    /** JMH's worker thread names: {@code <benchmark>-jmh-worker-<n>} (WorkerThreadFactory, 1.16 to 1.37). */
    static final String WORKER_SUFFIX = "-jmh-worker-";

    private final JvmProbe probe;
    private Snapshot before;

    public JvmCountersProfiler() {
        this("off".equals(System.getProperty(OFF_PROPERTY)) ? null : new PlatformProbe());
    }

    /** @param probe null: read nothing */
    JvmCountersProfiler(JvmProbe probe) {
        this.probe = probe;
    }

    @Override
    public String getDescription() {
        return "bench-maven-plugin: collections per generation, lock contentions and pool tasks per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = probe != null && iterationParams.getType() == IterationType.MEASUREMENT
                ? probe.take(workerPrefix(benchmarkParams)) : null;
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        if (before == null || iterationParams.getType() != IterationType.MEASUREMENT) {
            return Collections.<Result>emptyList();
        }
        Snapshot after = probe.take(workerPrefix(benchmarkParams));
        List<Result> results = new ArrayList<Result>();
        for (Figure f : IterationFigures.between(before, after, result.getMetadata().getAllOps())) {
            results.add(new ScalarResult(f.name, f.value, f.unit, AggregationPolicy.AVG));
        }
        before = null;
        return results;
    }

    static String workerPrefix(BenchmarkParams params) {
        return params.getBenchmark() + WORKER_SUFFIX;
    }
}
