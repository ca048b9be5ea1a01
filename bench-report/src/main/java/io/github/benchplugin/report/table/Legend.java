package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.ArrayList;
import java.util.List;

/** What the symbols in the table mean, in plain text, shared by every human-facing format. */
public final class Legend {

    private Legend() {
    }

    public static List<String> lines(BenchResult result) {
        return lines(result, List.of());
    }

    /** @param shownMetrics the metrics the table has columns for ({@link ResultTable#metricNames()}): each the plugin counts gets its note */
    public static List<String> lines(BenchResult result, List<String> shownMetrics) {
        RuntimeInfo baseline = result.baselineRuntime();
        String base = baseline == null ? "the baseline runtime" : "runtime " + baseline.id();
        List<String> lines = new ArrayList<>();
        lines.add("Scores: mean ± half-width of JMH's confidence interval.");
        if (hasProfiles(result)) {
            lines.add("Ratios \"X vs Y\": score of column X / score of column Y, with the ratio's confidence"
                    + " interval [low–high]; ±? = no interval could be computed. A runtime is compared with the first"
                    + " runtime under the same profile; profiles with each other only with bench.compareProfiles.");
        } else {
            lines.add("Ratios: score / score on " + base + " (the baseline), with the ratio's confidence interval"
                    + " [low–high]; ±? = no interval could be computed.");
        }
        String margin = margin(result);
        lines.add("faster / slower: the difference is statistically significant and past the minimum effect (direction"
                + " follows the mode: for thrpt higher is faster, otherwise lower is faster); same = shown within ±"
                + margin + " (bench.margin: the whole equivalence interval, two one-sided tests, lies inside it);"
                + " ~ = undecided: neither a difference nor sameness is shown, and ~ (±N%) says which differences the"
                + " data do exclude (those beyond ±N%); more forks decide it; ? = unknown: no defensible statement,"
                + " for the reasons below.");
        if (result.rows().stream().anyMatch(r -> r.allComparisons().stream()
                .anyMatch(m -> m.values().stream().anyMatch(c -> c != null && c.duet())))) {
            // The method layout pins bench.baseline's method apart from the other methods of the same column.
            boolean methods = result.runtimes().stream().anyMatch(r -> r.baselineMethodCpuSet() != null);
            lines.add(ComparisonText.DUET + " = duet (bench.duet): the two sides ran side by side, each on its own CPUs"
                    + (methods ? " (runtimes[].cpuSet; bench.baseline's method on runtimes[].baselineMethodCpuSet)"
                    : " (runtimes[].cpuSet)") + ", every iteration started together; the ratio and its interval come"
                    + " from the fork pairs' log-ratios, so load that hit both sides at once cancels. A ratio without it"
                    + " was measured one side after the other.");
        }
        if (result.rows().stream().anyMatch(r -> !r.previous().isEmpty())) { // bench.compareTo
            lines.add("vs previous: score / score of the same row on the same runtime id in the earlier run"
                    + " (bench.compareTo), read like the other ratios.");
        }
        if (result.rows().stream().anyMatch(Legend::hasAllocComparison)) {
            lines.add("alloc/op: bytes allocated per operation, then against the baseline runtime (and the earlier run"
                    + " when it differs): Nx more / Nx less = more than 1% and 8 bytes in every fork; same = every fork"
                    + " within ±" + margin + " of every reference fork; ~ = undecided (no difference, but the forks"
                    + " spread wider); ? = the forks disagree or a side has no figure.");
        }
        lines.addAll(CounterNotes.of(shownMetrics));
        unknownReasons(result).forEach(reason -> lines.add("? " + reason));
        if (result.runtimes().size() > 1) { // the geometric-mean row summarises ratios between runtimes
            lines.add("Geometric mean: of the ratios over all rows; its interval shows the spread across rows, no verdict.");
        }
        if (result.runtimes().stream().anyMatch(r -> !r.isolated())) {
            lines.add(ResultTable.UNISOLATED_HEADER + " / (unisolated): measured inside another JVM instead of a"
                    + " fork of its own; such numbers are not comparable with isolated ones.");
        }
        return lines;
    }

    private static boolean hasAllocComparison(io.github.benchplugin.model.result.Row row) {
        return row.comparisons().values().stream().anyMatch(c -> c != null && c.alloc() != null)
                || row.previous().values().stream().anyMatch(c -> c != null && c.alloc() != null);
    }

    private static boolean hasProfiles(BenchResult result) {
        return result.runtimes().stream().anyMatch(r -> r.profile() != null);
    }

    /** The distinct reasons behind the "?" cells, each once. */
    private static List<String> unknownReasons(BenchResult result) {
        java.util.Set<String> reasons = new java.util.LinkedHashSet<>();
        for (var row : result.rows()) {
            row.allComparisons().stream()
                    .flatMap(m -> m.values().stream())
                    .filter(c -> c != null && ComparisonText.shownVerdict(c) == io.github.benchplugin.model.result.Verdict.UNKNOWN)
                    .map(c -> c.note() == null || c.note().isBlank() ? "no interval could be computed" : Texts.oneLine(c.note()))
                    .forEach(reasons::add);
        }
        return List.copyOf(reasons);
    }

    /** bench.margin as the run recorded it ("3%"), else the default. */
    static String margin(BenchResult result) {
        String recorded = result.environment() == null ? null
                : result.environment().settings().get(io.github.benchplugin.model.result.Environment.MARGIN_SETTING);
        return recorded != null ? recorded
                : io.github.benchplugin.model.result.Environment.marginText(io.github.benchplugin.model.stats.RatioEstimator.DEFAULT_MARGIN);
    }
}
