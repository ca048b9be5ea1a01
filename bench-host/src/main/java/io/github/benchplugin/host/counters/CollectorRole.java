package io.github.benchplugin.host.counters;

import java.util.Locale;

/**
 * What one GarbageCollectorMXBean's figures mean: which generation it collects, whether its count
 * is a count of collections, and whether its time is time the application was paused.
 *
 * <p>Collectors name their beans differently, so that runtimes with different collectors line up
 * only after grouping (names as the JDK's own MemoryManager implementations spell them):
 * <ul>
 *   <li>G1: "G1 Young Generation" (young and mixed pauses: the JVM counts both under this bean),
 *       "G1 Old Generation" (full collections), from JDK 20 "G1 Concurrent GC" (the remark and
 *       cleanup pauses of a concurrent cycle). The last is left out of the groups: JDK 17 to 19 report
 *       those pauses nowhere, so counting them would show a move from 17 to 25 that is only a new
 *       bean; it keeps its own figure per collector.</li>
 *   <li>Parallel: "PS Scavenge", "PS MarkSweep"; Serial: "Copy", "MarkSweepCompact"; CMS (up to
 *       JDK 13): "ParNew", "ConcurrentMarkSweep" (its time includes concurrent phases).</li>
 *   <li>ZGC: "ZGC Cycles" and "ZGC Pauses" (one generation: every cycle collects the whole heap, so
 *       it counts as old), generational ZGC (JDK 21+): "ZGC Minor Cycles", "ZGC Minor Pauses",
 *       "ZGC Major Cycles", "ZGC Major Pauses". Shenandoah: "Shenandoah Cycles", "Shenandoah Pauses"
 *       (whole heap: old). A "Cycles" bean's time runs while the application runs; a "Pauses" bean
 *       counts pauses, several per cycle, so only the cycles are collections.</li>
 * </ul>
 * A name none of these rules knows is grouped by its memory pools (only eden, survivor or young
 * pools: young; otherwise old), its count taken as collections and its time as pauses.
 */
public final class CollectorRole {

    public enum Generation { YOUNG, OLD }

    private final Generation generation;
    private final boolean collections;
    private final boolean pauses;

    CollectorRole(Generation generation, boolean collections, boolean pauses) {
        this.generation = generation;
        this.collections = collections;
        this.pauses = pauses;
    }

    public Generation generation() {
        return generation;
    }

    /** Whether the bean's count is a count of collections (a "Pauses" bean counts several pauses per cycle). */
    public boolean countsCollections() {
        return collections;
    }

    /** Whether the bean's time is time the application stood still (a "Cycles" bean's is concurrent). */
    public boolean timeIsPause() {
        return pauses;
    }

    /** @param poolNames the memory pools the collector manages (GarbageCollectorMXBean.getMemoryPoolNames) */
    public static CollectorRole of(String collectorName, String[] poolNames) {
        String name = collectorName.toLowerCase(Locale.ROOT);
        Generation generation = generationByName(name);
        if (generation == null) {
            generation = youngPoolsOnly(poolNames) ? Generation.YOUNG : Generation.OLD;
        }
        if (name.equals("g1 concurrent gc")) {
            return new CollectorRole(generation, false, false);
        }
        if (name.endsWith(" pauses")) {
            return new CollectorRole(generation, false, true);
        }
        if (name.endsWith(" cycles") || name.equals("concurrentmarksweep")) {
            return new CollectorRole(generation, true, false);
        }
        return new CollectorRole(generation, true, true);
    }

    private static Generation generationByName(String name) {
        if (name.contains("young") || name.contains("minor") || name.contains("scavenge") || name.equals("copy")
                || name.equals("parnew")) {
            return Generation.YOUNG;
        }
        if (name.contains("old") || name.contains("major") || name.contains("marksweep") || name.contains("concurrent")
                || name.contains("full")) {
            return Generation.OLD;
        }
        return null;
    }

    private static boolean youngPoolsOnly(String[] poolNames) {
        if (poolNames == null || poolNames.length == 0) {
            return false;
        }
        for (String pool : poolNames) {
            String p = pool.toLowerCase(Locale.ROOT);
            if (!(p.contains("eden") || p.contains("survivor") || p.contains("young") || p.contains("nursery"))) {
                return false;
            }
        }
        return true;
    }
}
