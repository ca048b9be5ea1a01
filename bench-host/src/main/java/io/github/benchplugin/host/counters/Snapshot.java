package io.github.benchplugin.host.counters;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM's counters at one iteration boundary: every collector's totals, the blocked and waited
 * counts of each of the benchmark's worker threads (by thread id), and the common ForkJoinPool's
 * steal count. Taken before and after a measurement iteration; {@link IterationFigures} subtracts.
 */
public final class Snapshot {

    /** A steal count the JVM did not give. */
    public static final long UNKNOWN = -1;

    final List<CollectorReading> collectors;
    /** Thread id to {blocked entries, waits} since the thread started. */
    final Map<Long, long[]> workers;
    final long poolSteals;

    public Snapshot(List<CollectorReading> collectors, Map<Long, long[]> workers, long poolSteals) {
        this.collectors = Collections.unmodifiableList(new ArrayList<CollectorReading>(collectors));
        this.workers = Collections.unmodifiableMap(new HashMap<Long, long[]>(workers));
        this.poolSteals = poolSteals;
    }
}
