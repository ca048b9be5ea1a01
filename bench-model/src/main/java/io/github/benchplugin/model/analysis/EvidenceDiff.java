package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.AllocationSite;
import io.github.benchplugin.model.result.Evidence.Inlining;
import io.github.benchplugin.model.result.Evidence.MethodShare;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.Explanation.Difference;
import io.github.benchplugin.model.result.RowKey;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Puts the runtimes' evidence of one row side by side and keeps what differs, largest first: a
 * hot method or allocation site whose share moved, or that is in one runtime's top list only; an
 * inlining decision the JITs took differently; a hot method compiled to another tier; collections
 * or contention on one side. Small share moves are sampling noise and left out.
 *
 * <p>What happens inside JMH's harness ({@link JmhHarness}) is kept but ranked after everything
 * else and marked: its inlining and compilation differ between JDKs as much as anyone's, and in a
 * benchmark with locks or threads they filled most of the top of the list, above the user's code.
 */
public final class EvidenceDiff {

    /** An allocation site must differ by this many bytes per operation (JMH's own threshold for alloc verdicts). */
    static final double MIN_BYTES_PER_OP = 8;
    /** A share must move by this much (5 points of the samples) to count as a difference. */
    static final double MIN_SHARE_MOVE = 0.05;
    /** A method or site in one runtime's top list only counts from this share on. */
    static final double MIN_ONE_SIDED_SHARE = 0.02;
    /** Weights of the kinds that have no share: below a large share move, above noise. */
    private static final double INLINING_FLIP = 0.10;
    private static final double INLINING_REASON = 0.03;
    private static final double TIER = 0.04;

    /** What a runtime shows for an entry that is not in its top list. */
    public static final String ABSENT = "not in its top list";

    private EvidenceDiff() {
    }

    /** The row's explanation: its evidence per runtime (column order) and their differences. */
    public static Explanation explain(RowKey row, Map<String, Evidence> evidence, List<String> notes) {
        return new Explanation(row.benchmark(), row.mode(), row.params(), evidence, differences(evidence), notes);
    }

    public static List<Difference> differences(Map<String, Evidence> evidence) {
        if (evidence.size() < 2) {
            return List.of();
        }
        List<Difference> found = new ArrayList<>();
        found.addAll(shares("hot method", evidence, Evidence::hotSelf, MethodShare::method, MethodShare::share, " self",
                JmhHarness::isHarnessMethod));
        found.addAll(allocations(evidence));
        found.addAll(tiers(evidence));
        found.addAll(inlining(evidence));
        found.addAll(counts("gc", "collections", evidence, e -> e.gc().collections()));
        found.addAll(counts("locks", "contended monitor enters", evidence, e -> e.locks().monitorEnters()));
        found.addAll(counts("jit", "deoptimizations", evidence, e -> e.jit().deoptimizations()));
        found.sort(Comparator.comparing(Difference::harness)
                .thenComparing(Comparator.comparingDouble(Difference::weight).reversed()));
        return found;
    }

    /**
     * The same list entry (method, site) on each runtime: one-sided entries and large share moves.
     *
     * @param inHarness whether an entry, by its name, is inside JMH's harness
     */
    private static <T> List<Difference> shares(String kind, Map<String, Evidence> evidence,
                                               Function<Evidence, List<T>> list, Function<T, String> name,
                                               Function<T, Double> share, String suffix, Predicate<String> inHarness) {
        Map<String, Map<String, Double>> byName = SideBySide.of(evidence, list, name, share, Double::sum);
        List<Difference> found = new ArrayList<>();
        for (Map.Entry<String, Map<String, Double>> entry : byName.entrySet()) {
            Map<String, Double> shares = entry.getValue();
            double max = shares.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
            double min = shares.size() < evidence.size() ? 0
                    : shares.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
            String onlyOn = shares.size() == 1 ? shares.keySet().iterator().next() : null;
            boolean counts = onlyOn != null ? max >= MIN_ONE_SIDED_SHARE : max - min >= MIN_SHARE_MOVE;
            if (!counts) {
                continue;
            }
            Map<String, String> values = new LinkedHashMap<>();
            evidence.keySet().forEach(runtime -> values.put(runtime,
                    shares.containsKey(runtime) ? percent(shares.get(runtime)) + suffix : ABSENT));
            found.add(new Difference(kind, entry.getKey(), values, onlyOn, max - min, inHarness.test(entry.getKey())));
        }
        return found;
    }

    /**
     * Allocation sites: by bytes per operation when JMH measured them on every runtime (a share is
     * of each runtime's own bytes, so a site that is 100% of 1 byte and 100% of 16 bytes would look
     * the same), else by share.
     */
    private static List<Difference> allocations(Map<String, Evidence> evidence) {
        Function<AllocationSite, String> site = s -> s.objectClass() + " at " + s.frame();
        // A site is where the allocating frame is: a user's class allocated by JMH's generated code is JMH's doing.
        Set<String> harnessSites = new HashSet<>();
        evidence.values().forEach(e -> e.allocations().stream().filter(a -> JmhHarness.isHarnessMethod(a.frame()))
                .forEach(a -> harnessSites.add(site.apply(a))));
        boolean perOp = evidence.values().stream().flatMap(e -> e.allocations().stream()).allMatch(a -> a.bytesPerOp() != null);
        if (!perOp) {
            return shares("allocation", evidence, Evidence::allocations, site, AllocationSite::share, " of sampled bytes",
                    harnessSites::contains);
        }
        Map<String, Map<String, Double>> bySite = SideBySide.of(evidence, Evidence::allocations, site,
                AllocationSite::bytesPerOp, Double::sum);
        // Weighed against the most a runtime allocates per operation: a site that moved by 13 KB of 2.6 MB
        // is a detail, one that moved by 24 B of 24 B the whole story.
        double most = evidence.values().stream().mapToDouble(e -> e.allocations().stream()
                .mapToDouble(AllocationSite::bytesPerOp).sum()).max().orElse(0);
        List<Difference> found = new ArrayList<>();
        bySite.forEach((name, bytes) -> {
            double max = bytes.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
            double min = bytes.size() < evidence.size() ? 0 : bytes.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
            if (max - min < MIN_BYTES_PER_OP || max < 2 * min) {
                return;
            }
            Map<String, String> values = new LinkedHashMap<>();
            evidence.keySet().forEach(runtime -> values.put(runtime, bytes.containsKey(runtime)
                    ? "~" + String.format(Locale.ROOT, "%.0f", bytes.get(runtime)) + " B/op" : ABSENT));
            found.add(new Difference("allocation", name, values, bytes.size() == 1 ? bytes.keySet().iterator().next() : null,
                    (max - min) / most, harnessSites.contains(name)));
        });
        return found;
    }

    /** Hot methods (by total samples) found on every runtime but compiled to different tiers. */
    private static List<Difference> tiers(Map<String, Evidence> evidence) {
        Map<String, Map<String, Integer>> byMethod = new LinkedHashMap<>();
        evidence.forEach((runtime, e) -> e.hotTotal().stream().filter(m -> m.tier() != null).forEach(m ->
                byMethod.computeIfAbsent(m.method(), n -> new LinkedHashMap<>()).put(runtime, m.tier())));
        List<Difference> found = new ArrayList<>();
        byMethod.forEach((method, tiers) -> {
            if (tiers.size() == evidence.size() && new LinkedHashSet<>(tiers.values()).size() > 1) {
                Map<String, String> values = new LinkedHashMap<>();
                tiers.forEach((runtime, tier) -> values.put(runtime, "tier " + tier));
                found.add(new Difference("jit", method + " compiled", values, null, TIER, JmhHarness.isHarnessMethod(method)));
            }
        });
        return found;
    }

    /**
     * Call sites of hot methods whose inlining decision differs between runtimes that both recorded
     * one: a call site recorded on one side only usually means the call graph changed, which the hot
     * methods already show.
     */
    private static List<Difference> inlining(Map<String, Evidence> evidence) {
        Map<String, Map<String, Inlining>> bySite = new LinkedHashMap<>();
        evidence.forEach((runtime, e) -> e.jit().inlining().forEach(i ->
                bySite.computeIfAbsent(i.caller() + " -> " + i.callee(), s -> new LinkedHashMap<>()).put(runtime, i)));
        List<Difference> found = new ArrayList<>();
        bySite.forEach((site, decisions) -> {
            Set<Boolean> inlined = new LinkedHashSet<>();
            Set<String> reasons = new LinkedHashSet<>();
            decisions.values().forEach(d -> {
                inlined.add(d.inlined());
                reasons.add(d.message());
            });
            if (decisions.size() < 2 || reasons.size() < 2) {
                return;
            }
            Map<String, String> values = new LinkedHashMap<>();
            evidence.keySet().forEach(runtime -> values.put(runtime, decisions.containsKey(runtime)
                    ? decisions.get(runtime).message() : "not recorded"));
            Inlining call = decisions.values().iterator().next(); // the same caller and callee on every side
            found.add(new Difference("inlining", site, values, null, inlined.size() > 1 ? INLINING_FLIP : INLINING_REASON,
                    JmhHarness.isHarnessCall(call.caller(), call.callee())));
        });
        return found;
    }

    /**
     * A count that is zero on a runtime and not on another, or at least twice as high. Counts are of
     * the whole fork or of the benchmark's threads, not of one method: never put with JMH's harness.
     */
    private static List<Difference> counts(String kind, String what, Map<String, Evidence> evidence,
                                           Function<Evidence, Long> count) {
        Map<String, Long> counts = new LinkedHashMap<>();
        evidence.forEach((runtime, e) -> counts.put(runtime, count.apply(e)));
        long max = counts.values().stream().mapToLong(Long::longValue).max().orElse(0);
        long min = counts.values().stream().mapToLong(Long::longValue).min().orElse(0);
        if (max < 2 || max < 2 * min) {
            return List.of();
        }
        Map<String, String> values = new LinkedHashMap<>();
        counts.forEach((runtime, n) -> values.put(runtime, Long.toString(n)));
        List<String> nonZero = counts.entrySet().stream().filter(c -> c.getValue() > 0).map(Map.Entry::getKey).toList();
        // Relative: 0 against 10 collections weighs like a share that moved by half.
        return List.of(new Difference(kind, what, values, nonZero.size() == 1 ? nonZero.get(0) : null,
                0.5 * (max - min) / max, false));
    }

    /** "41.0%". */
    public static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }
}
