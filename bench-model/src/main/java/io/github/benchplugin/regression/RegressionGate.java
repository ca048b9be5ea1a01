package io.github.benchplugin.regression;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * bench.failOnRegression: finds every row and runtime whose verdict is {@code slower} (against
 * the baseline runtime, the first variant of bench.variants, or the earlier run of
 * bench.compareTo) and whose slowdown is
 * larger than the threshold.
 *
 * <p>The verdict is the significance test: it already needs the 99% interval to exclude 1 and
 * a 3% minimum effect (docs/statistics.md), so a threshold under 3% acts like 3%. The size test
 * uses the point estimate, not the interval's near end: the threshold reads as "slower by more
 * than 5%", and the verdict already guards against noise. Comparisons against bench.baseline
 * methods are not gated: a method slower than another method is a design fact, not a regression.
 */
public final class RegressionGate {

    private RegressionGate() {
    }

    public static List<Regression> find(BenchResult result, Threshold threshold) {
        return find(result, threshold.fraction());
    }

    /**
     * @param threshold smallest relative slowdown that counts, as a fraction (0.05 = 5%)
     * @return in table order; per row the baseline-runtime comparisons first, then the variants', then the previous run
     */
    public static List<Regression> find(BenchResult result, double threshold) {
        List<Regression> found = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Regression.Reference reference : Regression.Reference.values()) {
                collect(row, reference.of(row), reference, threshold, found);
            }
        }
        return found;
    }

    private static void collect(Row row, Map<String, Comparison> comparisons, Regression.Reference reference,
                                double threshold, List<Regression> found) {
        boolean higherIsBetter = row.jmhMode().higherIsBetter();
        for (Map.Entry<String, Comparison> entry : comparisons.entrySet()) {
            Comparison c = entry.getValue();
            if (!isSignificantSlowdown(c)) {
                continue;
            }
            // A throughput ratio of 0.8 takes 1.25 times as long per operation: gate on time, in both modes.
            double slowdown = higherIsBetter ? 1 / c.ratio() : c.ratio();
            if (slowdown - 1 > threshold) {
                double low = higherIsBetter ? 1 / c.ciHigh() : c.ciLow();
                double high = higherIsBetter ? 1 / c.ciLow() : c.ciHigh();
                found.add(new Regression(row.key(), entry.getKey(), reference, c, slowdown, low, high));
            }
        }
    }

    /** As the tables show it: no interval, no verdict, whatever a hand-edited file claims. */
    private static boolean isSignificantSlowdown(Comparison c) {
        return c != null && c.shownVerdict() == Verdict.SLOWER && c.ratio() > 0 && c.ciLow() > 0;
    }
}
