package io.github.benchplugin.host.counters;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arithmetic of one measurement iteration: what the counters moved between two snapshots,
 * divided by the operations the iteration did. Per operation, because a count per iteration grows
 * with the runtime's speed (twice as fast: twice the operations, twice the collections for the
 * same garbage per operation) and could not be compared between columns.
 *
 * <p>A figure the JVM did not give is left out, never reported as 0: a collector whose bean says
 * -1, lock counts when no worker thread of the benchmark was found (virtual threads are not
 * listed by ThreadMXBean), the pool figure without a steal count.
 */
public final class IterationFigures {

    private static final double NANOS_PER_MILLI = 1_000_000d;

    private IterationFigures() {
    }

    /** @param operations every operation of the iteration, over all threads (JMH's allOps); none: no figures */
    public static List<Figure> between(Snapshot before, Snapshot after, long operations) {
        List<Figure> figures = new ArrayList<Figure>();
        if (operations <= 0) {
            return figures;
        }
        double ops = operations;
        collections(before, after, ops, figures);
        locks(before, after, ops, figures);
        if (before.poolSteals != Snapshot.UNKNOWN && after.poolSteals != Snapshot.UNKNOWN) {
            figures.add(new Figure(CounterNames.POOL_COMPLETED, Math.max(0, after.poolSteals - before.poolSteals) / ops,
                    CounterNames.EVENTS_UNIT));
        }
        return figures;
    }

    private static void collections(Snapshot before, Snapshot after, double ops, List<Figure> figures) {
        Map<String, CollectorReading> earlier = new LinkedHashMap<String, CollectorReading>();
        for (CollectorReading r : before.collectors) {
            earlier.put(r.name, r);
        }
        long[] counts = new long[CollectorRole.Generation.values().length];
        long[] millis = new long[counts.length];
        boolean[] timed = new boolean[counts.length];
        // No collector bean at all (as with some Epsilon builds): the JVM tells nothing, which is not 0.
        boolean countsKnown = !after.collectors.isEmpty();
        List<Figure> perCollector = new ArrayList<Figure>();
        for (CollectorReading now : after.collectors) {
            CollectorReading then = earlier.get(now.name);
            int g = now.role.generation().ordinal();
            long count = then == null ? -1 : delta(then.count, now.count);
            if (count < 0) {
                countsKnown &= !now.role.countsCollections();
            } else {
                perCollector.add(new Figure(CounterNames.collector(now.name), count * 1000 / ops, CounterNames.PER_1K_UNIT));
                if (now.role.countsCollections()) {
                    counts[g] += count;
                }
            }
            long time = then == null ? -1 : delta(then.millis, now.millis);
            if (now.role.timeIsPause() && time >= 0) {
                millis[g] += time;
                timed[g] = true;
            }
        }
        if (countsKnown) {
            figures.add(new Figure(CounterNames.YOUNG_COUNT, counts[0] * 1000 / ops, CounterNames.PER_1K_UNIT));
            figures.add(new Figure(CounterNames.OLD_COUNT, counts[1] * 1000 / ops, CounterNames.PER_1K_UNIT));
        }
        if (timed[0]) {
            figures.add(new Figure(CounterNames.YOUNG_PAUSE, millis[0] * NANOS_PER_MILLI / ops, CounterNames.TIME_UNIT));
        }
        if (timed[1]) {
            figures.add(new Figure(CounterNames.OLD_PAUSE, millis[1] * NANOS_PER_MILLI / ops, CounterNames.TIME_UNIT));
        }
        figures.addAll(perCollector);
    }

    /** A thread that started during the iteration counts from 0; one that ended during it is lost (rare: JMH keeps its workers). */
    private static void locks(Snapshot before, Snapshot after, double ops, List<Figure> figures) {
        if (after.workers.isEmpty()) {
            return;
        }
        long blocked = 0;
        long waited = 0;
        for (Map.Entry<Long, long[]> now : after.workers.entrySet()) {
            long[] then = before.workers.get(now.getKey());
            blocked += Math.max(0, now.getValue()[0] - (then == null ? 0 : then[0]));
            waited += Math.max(0, now.getValue()[1] - (then == null ? 0 : then[1]));
        }
        figures.add(new Figure(CounterNames.CONTENTIONS, blocked / ops, CounterNames.EVENTS_UNIT));
        figures.add(new Figure(CounterNames.WAITS, waited / ops, CounterNames.EVENTS_UNIT));
    }

    /** After - before, or -1 when either is unknown (a bean answers -1 when it cannot count). */
    private static long delta(long before, long after) {
        return before < 0 || after < 0 ? -1 : Math.max(0, after - before);
    }
}
