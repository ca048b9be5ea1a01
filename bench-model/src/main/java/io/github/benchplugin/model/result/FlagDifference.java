package io.github.benchplugin.model.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A JVM setting whose effective value differs between columns: before a difference between two columns is
 * blamed on the runtime, these say whether the columns even ran with the same collector, heap, object headers
 * or intrinsics. Computed from {@link RuntimeInfo#flags()} whenever a result is written, so a merge of runs
 * gets the differences of its columns.
 *
 * @param flag   the flag's name ("UseG1GC")
 * @param values its value by column id, in column order; a column whose JVM does not know the flag has none
 * @param origin {@code user} when the command line set it in some column (bench.jvmArgs, a profile), else
 *               {@code runtime}: the JDK's default or its ergonomics chose differently
 */
public record FlagDifference(String flag, Map<String, String> values, String origin) {

    /** The flag was set by bench.jvmArgs or a profile in at least one column. */
    public static final String USER = "user";
    /** Every column left the flag to its JDK. */
    public static final String RUNTIME = "runtime";

    /**
     * Flags whose value changes from one start of the same JVM to the next (the CDS archive's address is
     * randomised): a difference in them says nothing about the columns.
     */
    private static final java.util.Set<String> VARIES_PER_START = java.util.Set.of("SharedBaseAddress");

    public FlagDifference {
        values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * The differences among the columns that read their flags (a column without flags, in-process or from
     * an older file, takes no part). A flag only one JDK knows counts only where the command line set it
     * (a flag the user gave that another runtime ignores or does not know); otherwise a newer JDK's
     * hundreds of new flags would bury the few that changed.
     */
    public static List<FlagDifference> of(List<RuntimeInfo> runtimes) {
        List<RuntimeInfo> read = runtimes.stream().filter(r -> !r.flags().isEmpty()).toList();
        if (read.size() < 2) {
            return List.of();
        }
        TreeSet<String> names = new TreeSet<>();
        read.forEach(r -> names.addAll(r.flags().keySet()));
        List<FlagDifference> found = new ArrayList<>();
        names.removeAll(VARIES_PER_START);
        // Choosing a collector switches the default one off: a user who set -XX:+UseSerialGC on one column also
        // caused its UseG1GC=false, so every collector switch counts as the user's once any of them is.
        boolean collectorByUser = read.stream().anyMatch(r -> r.userFlags().stream().anyMatch(FlagDifference::isCollector));
        for (String name : names) {
            Map<String, String> values = new LinkedHashMap<>();
            boolean everywhere = true;
            boolean byUser = false;
            for (RuntimeInfo r : read) {
                String value = r.flags().get(name);
                everywhere &= value != null;
                byUser |= r.userFlags().contains(name) || (collectorByUser && isCollector(name));
                if (value != null) {
                    values.put(r.id(), value);
                }
            }
            boolean differs = values.values().stream().map(FlagDifference::comparable).distinct().count() > 1
                    || (!everywhere && byUser);
            if (differs && (everywhere || byUser)) {
                found.add(new FlagDifference(name, values, byUser ? USER : RUNTIME));
            }
        }
        found.sort(java.util.Comparator.comparingInt((FlagDifference d) -> consequence(d.flag()))
                .thenComparing(FlagDifference::flag));
        return found;
    }

    /** UseG1GC, UseSerialGC, UseParallelGC, UseZGC, UseShenandoahGC, UseEpsilonGC: the switches that pick a collector. */
    private static boolean isCollector(String flag) {
        return COLLECTOR.matcher(flag).matches();
    }

    private static final Pattern COLLECTOR = Pattern.compile("Use(G1|Serial|Parallel|Z|Shenandoah|Epsilon)GC");

    /**
     * The kinds of flag that change what a benchmark measures most, in the order a reader should see them:
     * the collector, the heap, pointer and header layout, intrinsics and vectors, then the JIT's tiers.
     */
    private static final List<Pattern> CONSEQUENTIAL = List.of(
            Pattern.compile("Use\\w*GC|ParallelGCThreads|ConcGCThreads"),
            Pattern.compile("\\w*HeapSize|AlwaysPreTouch|\\w*RAMPercentage|UseLargePages|UseTransparentHugePages"),
            Pattern.compile("UseCompressed\\w*|UseCompactObjectHeaders|ObjectAlignmentInBytes"),
            Pattern.compile("Use\\w*Intrinsic\\w*|UseAVX|UseSSE|MaxVectorSize|UseSuperWord|UseVectorCmov|OptimizeFill|\\w*Vector\\w*"),
            Pattern.compile("TieredCompilation|TieredStopAtLevel|\\w*Threshold|CICompilerCount|Inline\\w*|MaxInlineSize|FreqInlineSize"));

    /** Where a flag sorts: the index of its kind in {@link #CONSEQUENTIAL}, the rest after them. */
    private static int consequence(String flag) {
        for (int i = 0; i < CONSEQUENTIAL.size(); i++) {
            if (CONSEQUENTIAL.get(i).matcher(flag).matches()) {
                return i;
            }
        }
        return CONSEQUENTIAL.size();
    }

    /** A number by its value: JDK 25 prints some integer flags of 17 as doubles ("10000" and "10000.000000"). */
    private static Object comparable(String value) {
        try {
            return new java.math.BigDecimal(value.strip()).stripTrailingZeros();
        } catch (NumberFormatException e) {
            return value.strip();
        }
    }
}
