package io.github.benchplugin.model.result;

import java.util.Set;
import java.util.TreeSet;

/** The names of secondary metrics the plugin knows by name, and the one rule for writing any name. */
public final class SecondaryMetricNames {

    /** Bytes allocated per operation (-prof gc); the cell's allocBytesPerOp. */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";
    /** Garbage collections during each iteration (-prof gc). */
    public static final String GC_COUNT = "gc.count";
    /** Derived: garbage collections per 1,000 operations (BenchmarkDotNet's "Gen0/1k op"). */
    public static final String GC_PER_1K_OPS = "gc.count.per1k";
    /**
     * Time to steady state in seconds (the median over a cell's steady forks): not per operation, but
     * compared between runtimes all the same (a ratio below 1 reads "faster to peak").
     */
    public static final String WARMUP_STEADY_AT = "warmup.steadyAtSeconds";
    /** Appended to an event counter's name for its derived figure per operation ("hits.norm"). */
    public static final String PER_OPERATION_SUFFIX = ".norm";

    /**
     * The figures of the plugin's own profiler in every measured fork (bench-host's JvmCountersProfiler,
     * whose CounterNames spell the same names), each per operation of a measurement iteration.
     * Young-generation collections per 1,000 operations.
     */
    public static final String YOUNG_GC_PER_1K_OPS = "gc.young.count.per1k";
    /** Old-generation and whole-heap collections per 1,000 operations. */
    public static final String OLD_GC_PER_1K_OPS = "gc.old.count.per1k";
    /** Time young collections paused the application, per operation. */
    public static final String YOUNG_PAUSE_PER_OP = "gc.young.pause.perOp";
    /** Time old-generation and whole-heap collections paused the application, per operation. */
    public static final String OLD_PAUSE_PER_OP = "gc.old.pause.perOp";
    /** Per collector bean: this prefix, the bean's name with blanks as "_", then {@link #COLLECTOR_SUFFIX}. */
    public static final String COLLECTOR_PREFIX = "gc.collector.";
    public static final String COLLECTOR_SUFFIX = ".count.per1k";
    /** Monitor entries of the benchmark's threads that had to block, per operation. */
    public static final String LOCK_CONTENTIONS_PER_OP = "lock.contentions.perOp";
    /** Object.wait and LockSupport.park calls of the benchmark's threads, per operation. */
    public static final String LOCK_WAITS_PER_OP = "lock.waits.perOp";
    /** Tasks the common ForkJoinPool's workers took from a queue, per operation. */
    public static final String POOL_COMPLETED_PER_OP = "pool.completed.perOp";
    /** The columns the README and the report header offer: bench.metrics with these shows them. */
    public static final java.util.List<String> RUNTIME_COUNTERS = java.util.List.of(YOUNG_GC_PER_1K_OPS,
            OLD_GC_PER_1K_OPS, LOCK_CONTENTIONS_PER_OP, POOL_COMPLETED_PER_OP);

    /** JMH 1.36 and older prefixed the GC profiler's metrics with a middle dot ("·gc.count"). */
    private static final String OLD_PREFIX = "\u00b7";

    private SecondaryMetricNames() {
    }

    /**
     * Whether a metric is compared between runtimes as a ratio of its fork values: figures per
     * operation (not bytes per operation, which the allocation comparison judges), and the time to
     * steady state, whose forks replicate like any per-operation figure's.
     */
    public static boolean compared(String name, Metric metric) {
        return WARMUP_STEADY_AT.equals(name) || (metric.perOperation() && !ALLOC_NORM.equals(name));
    }

    /** The name as results.json keeps it: without JMH's old prefix, so that 1.36 and 1.37 rows line up. */
    public static String normalise(String jmhName) {
        return jmhName.startsWith(OLD_PREFIX) ? jmhName.substring(OLD_PREFIX.length()) : jmhName;
    }

    /** Every metric name any cell of the result has, sorted. */
    public static Set<String> of(BenchResult result) {
        Set<String> names = new java.util.HashSet<>(); // hashed, then sorted once: 40,000 cells of 15 metrics
        result.rows().forEach(row -> row.cells().values().forEach(c -> {
            if (c != null) {
                names.addAll(c.metrics().keySet());
            }
        }));
        return new TreeSet<>(names);
    }
}
