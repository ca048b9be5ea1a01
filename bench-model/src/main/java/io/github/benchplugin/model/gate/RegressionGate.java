package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * bench.failOnRegression: finds every row and runtime that is significantly slower (against the
 * baseline runtime, the first variant of bench.variants, or the earlier run of bench.compareTo) by
 * more than the threshold.
 *
 * <p>The gate reads the interval, not the verdict word: significant means the comparison's
 * confidence interval (99% in a fixed run, docs/statistics.md) lies wholly on the slower side of 1,
 * and the size test uses the point estimate ("slower by more than 5%"; the interval already guards
 * against noise). The verdict's {@code same} depends on bench.margin, which is the user's notion of
 * "the same", not this gate's: with the word, a 10% margin once let a 1.08 [1.08–1.08] slowdown
 * through a 5% gate. So the threshold is the gate's alone.
 *
 * <p>A comparison without an interval (one fork, a failed cell, unisolated against isolated,
 * different machines) cannot be judged: it is counted, with why, in the gate's coverage.
 * Comparisons against bench.baseline methods are not gated: a method slower than another method is
 * a design fact, not a regression.
 */
public final class RegressionGate {

    private RegressionGate() {
    }

    /** The rows that fail the gate, in table order. */
    public static List<Regression> find(BenchResult result, Threshold threshold) {
        return judge(result, threshold).failing();
    }

    /** @param threshold smallest relative slowdown that counts, as a fraction (0.05 = 5%) */
    public static List<Regression> find(BenchResult result, double threshold) {
        return judge(result, new Threshold(threshold)).failing();
    }

    /**
     * @return the failing comparisons in table order (per row the baseline-runtime comparisons first, then
     * the variants', then the previous run), and how many comparisons were judged
     */
    public static GateJudgement<Regression> judge(BenchResult result, Threshold threshold) {
        List<Regression> found = new ArrayList<>();
        GateCoverage.Tally tally = new GateCoverage.Tally();
        for (Row row : result.rows()) {
            boolean higherIsBetter = row.jmhMode().higherIsBetter();
            for (Regression.Reference reference : Regression.Reference.values()) {
                for (Map.Entry<String, Comparison> entry : reference.of(row).entrySet()) {
                    Comparison c = entry.getValue();
                    if (!judgeable(c)) {
                        tally.notJudged(c == null ? null : c.note());
                        continue;
                    }
                    tally.judged();
                    slowerThan(row, entry.getKey(), reference, c, higherIsBetter, threshold.fraction())
                            .ifPresent(found::add);
                }
            }
        }
        return new GateJudgement<>(found, tally.coverage());
    }

    /** As the tables show it: no interval, no verdict, whatever a hand-edited file claims. */
    public static boolean judgeable(Comparison c) {
        return c != null && c.shownVerdict() != Verdict.UNKNOWN && c.ratio() > 0 && c.ciLow() > 0;
    }

    private static java.util.Optional<Regression> slowerThan(Row row, String runtimeId, Regression.Reference reference,
                                                             Comparison c, boolean higherIsBetter, double threshold) {
        // A throughput ratio of 0.8 takes 1.25 times as long per operation: gate on time, in both modes.
        double slowdown = higherIsBetter ? 1 / c.ratio() : c.ratio();
        double low = higherIsBetter ? 1 / c.ciHigh() : c.ciLow();
        double high = higherIsBetter ? 1 / c.ciLow() : c.ciHigh();
        if (low > 1 && slowdown - 1 > threshold) {
            return java.util.Optional.of(new Regression(row.key(), runtimeId, reference, c, slowdown, low, high));
        }
        return java.util.Optional.empty();
    }
}
