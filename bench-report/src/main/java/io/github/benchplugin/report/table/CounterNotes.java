package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the columns of the plugin's own JVM counters count, for the legend of a table that shows
 * them (bench.metrics): in particular what the JVM cannot tell, so that a "-" or a figure that leaves
 * something out is read for what it is, never as a zero. docs/reports.md says the same at length.
 */
final class CounterNotes {

    private static final String NO_FIGURE = " - = the JVM gave no figure for that cell.";

    private static final Map<String, String> NOTES = new LinkedHashMap<>();

    static {
        NOTES.put(SecondaryMetricNames.YOUNG_GC_PER_1K_OPS, "young collections per 1,000 operations of the"
                + " measurement iterations (G1 young and mixed pauses: the JVM does not tell them apart; Parallel"
                + " PS Scavenge; Serial Copy; generational ZGC's minor cycles). A collector with one generation"
                + " (ZGC before its generational mode, Shenandoah) has none: its collections count as old.");
        NOTES.put(SecondaryMetricNames.OLD_GC_PER_1K_OPS, "old-generation and whole-heap collections per 1,000"
                + " operations (G1 full collections, PS MarkSweep, MarkSweepCompact, ZGC's major cycles, every"
                + " single-generation ZGC or Shenandoah cycle). G1 frees old regions in concurrent cycles and"
                + " mixed collections, which the JVM does not count as old: G1's figure is its full collections.");
        NOTES.put(SecondaryMetricNames.YOUNG_PAUSE_PER_OP, "time young collections paused the application, per"
                + " operation, from the collectors' millisecond totals.");
        NOTES.put(SecondaryMetricNames.OLD_PAUSE_PER_OP, "time old and whole-heap collections paused the"
                + " application, per operation (concurrent phases not included; G1's remark and cleanup pauses,"
                + " reported from JDK 20 only, neither).");
        NOTES.put(SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP, "entries of the benchmark's threads into a"
                + " synchronized block or method that had to block because another thread held the monitor, per"
                + " operation (an entry won by spinning is not counted; java.util.concurrent locks park instead:"
                + " lock.waits.perOp). Virtual benchmark threads are not listed by the JVM." + NO_FIGURE);
        NOTES.put(SecondaryMetricNames.LOCK_WAITS_PER_OP, "Object.wait and LockSupport.park calls of the"
                + " benchmark's threads (java.util.concurrent locks, queues, latches), per operation, with the few"
                + " parks of JMH's own at each iteration's start." + NO_FIGURE);
        NOTES.put(SecondaryMetricNames.POOL_COMPLETED_PER_OP, "tasks the common ForkJoinPool's workers took from"
                + " a queue, per operation (its steal count: CompletableFuture's async methods, parallel streams'"
                + " split-off parts). Not counted: subtasks a worker forks and runs itself, tasks the calling"
                + " thread runs, and any executor the benchmark creates: the JVM keeps no count of those without"
                + " instrumenting the code." + NO_FIGURE);
    }

    private CounterNotes() {
    }

    /** One legend line per shown metric the plugin counts, in column order; none for other metrics. */
    static List<String> of(List<String> shownMetrics) {
        List<String> lines = new ArrayList<>();
        boolean collectorNoted = false;
        for (String name : shownMetrics) {
            String note = NOTES.get(name);
            if (note != null) {
                lines.add(name + ": " + note);
            } else if (!collectorNoted && name.startsWith(SecondaryMetricNames.COLLECTOR_PREFIX)
                    && name.endsWith(SecondaryMetricNames.COLLECTOR_SUFFIX)) {
                collectorNoted = true;
                lines.add("gc.collector.<name>.count.per1k: collections per 1,000 operations of the collector bean of"
                        + " that name (for a \"Pauses\" bean: its pauses), as the JVM reports it; runtimes with"
                        + " different collectors have different names.");
            }
        }
        return lines;
    }
}
