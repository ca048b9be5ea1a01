package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.RuntimeInfo;

import java.util.ArrayList;
import java.util.List;

/** What the symbols in the table mean, in plain text, shared by every human-facing format. */
public final class Legend {

    private Legend() {
    }

    public static List<String> lines(BenchResult result) {
        RuntimeInfo baseline = result.baselineRuntime();
        String base = baseline == null ? "the baseline runtime" : "runtime " + baseline.id();
        List<String> lines = new ArrayList<>();
        lines.add("Scores: mean ± half-width of JMH's confidence interval.");
        lines.add("Ratios: score / score on " + base + " (the baseline), with the ratio's confidence interval"
                + " [low–high]; ±? = no interval could be computed.");
        lines.add("faster / slower: the difference is statistically significant (direction follows the mode:"
                + " for thrpt higher is faster, otherwise lower is faster); ~ = no significant difference;"
                + " ? (unknown) = no defensible statement (reason given).");
        lines.add("Geometric mean: of the ratios over all rows; its interval shows the spread across rows, no verdict.");
        if (result.runtimes().stream().anyMatch(r -> !r.isolated())) {
            lines.add(ResultTable.UNISOLATED_HEADER + " / (unisolated): measured inside another JVM instead of a"
                    + " fork of its own; such numbers are not comparable with isolated ones.");
        }
        return lines;
    }
}
