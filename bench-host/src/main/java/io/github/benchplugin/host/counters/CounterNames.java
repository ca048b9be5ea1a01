package io.github.benchplugin.host.counters;

/**
 * The names and units of the figures {@link JvmCountersProfiler} reports, as results.json keeps
 * them (bench-model's SecondaryMetricNames repeats them for its readers: this module is Java 8 and
 * shares no code with it; a bench-engine test ties the two).
 */
public final class CounterNames {

    /** Young-generation collections per 1,000 operations. */
    public static final String YOUNG_COUNT = "gc.young.count.per1k";
    /** Old-generation (or whole-heap) collections per 1,000 operations. */
    public static final String OLD_COUNT = "gc.old.count.per1k";
    /** Time paused by young collections, per operation. */
    public static final String YOUNG_PAUSE = "gc.young.pause.perOp";
    /** Time paused by old-generation and whole-heap collections, per operation. */
    public static final String OLD_PAUSE = "gc.old.pause.perOp";
    /** Per collector bean: {@code gc.collector.<bean name, blanks as _>.count.per1k}. */
    public static final String COLLECTOR_PREFIX = "gc.collector.";
    public static final String COLLECTOR_SUFFIX = ".count.per1k";
    /** Monitor entries of the benchmark's threads that had to block, per operation. */
    public static final String CONTENTIONS = "lock.contentions.perOp";
    /** Object.wait and LockSupport.park calls of the benchmark's threads, per operation. */
    public static final String WAITS = "lock.waits.perOp";
    /** Tasks the common ForkJoinPool's workers took from a queue (its steal count), per operation. */
    public static final String POOL_COMPLETED = "pool.completed.perOp";

    public static final String PER_1K_UNIT = "counts/1k op";
    public static final String EVENTS_UNIT = "#/op";
    public static final String TIME_UNIT = "ns/op";

    private CounterNames() {
    }

    /** "G1 Young Generation" becomes gc.collector.G1_Young_Generation.count.per1k. */
    public static String collector(String beanName) {
        return COLLECTOR_PREFIX + beanName.trim().replaceAll("\\s+", "_") + COLLECTOR_SUFFIX;
    }
}
