package io.github.benchplugin.regression;

import io.github.benchplugin.model.AllocVerdict;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * bench.failOnAllocRegression: every row and runtime whose allocation verdict is {@code more}
 * (against the baseline runtime, or against the earlier run of bench.compareTo) by a ratio larger
 * than 1 + threshold. The verdict already demands 1% and 8 bytes and every fork agreeing
 * ({@link io.github.benchplugin.stats.AllocationComparator}), so a threshold under 1% acts like 1%.
 * Allocating less never fails, and neither do comparisons against bench.baseline methods.
 */
public final class AllocRegressionGate {

    private AllocRegressionGate() {
    }

    /** In table order; per row the baseline-runtime comparisons first, then the previous run. */
    public static List<AllocRegression> find(BenchResult result, Threshold threshold) {
        List<AllocRegression> found = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Regression.Reference reference : Regression.Reference.values()) {
                Map<String, Comparison> comparisons = reference.of(row);
                collect(row, comparisons, reference, reference == Regression.Reference.PREVIOUS_RUN ? id -> null
                        : id -> referenceCell(row, comparisons, id), threshold, found);
            }
        }
        return found;
    }

    private static void collect(Row row, Map<String, Comparison> comparisons, Regression.Reference reference,
                                Function<String, Cell> referenceCell, Threshold threshold, List<AllocRegression> found) {
        for (Map.Entry<String, Comparison> entry : comparisons.entrySet()) {
            Comparison c = entry.getValue();
            if (c == null || c.shownAllocVerdict() != AllocVerdict.MORE || !(c.alloc().ratio() - 1 > threshold.fraction())) {
                continue;
            }
            Cell now = row.cells().get(entry.getKey());
            double bytes = now == null || now.allocBytesPerOp() == null ? Double.NaN : now.allocBytesPerOp();
            // The earlier run's cell is not at hand here: its bytes follow from the ratio.
            Cell then = referenceCell.apply(entry.getKey());
            double referenceBytes = then != null && then.allocBytesPerOp() != null ? then.allocBytesPerOp()
                    : bytes / c.alloc().ratio();
            found.add(new AllocRegression(row.key(), entry.getKey(), reference, c, bytes, referenceBytes));
        }
    }

    /** The cell a comparison within the run was taken against: its {@code against} is a column id. */
    private static Cell referenceCell(Row row, Map<String, Comparison> comparisons, String runtimeId) {
        Comparison c = comparisons.get(runtimeId);
        return c == null ? null : row.cells().get(c.against());
    }
}
