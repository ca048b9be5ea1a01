package io.github.benchplugin.model;

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
        Set<String> names = new TreeSet<>();
        result.rows().forEach(row -> row.cells().values().forEach(c -> {
            if (c != null) {
                names.addAll(c.metrics().keySet());
            }
        }));
        return names;
    }
}
