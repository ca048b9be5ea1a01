package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * bench.failOnAllocRegression: every row and runtime whose allocation verdict is {@code more}
 * (against the baseline runtime, or against the earlier run of bench.compareTo) by a ratio larger
 * than 1 + threshold. The verdict already demands 1% and 8 bytes and every fork agreeing
 * ({@link io.github.benchplugin.model.stats.AllocationComparator}), so a threshold under 1% acts like 1%.
 * Allocating less never fails, and neither do comparisons against bench.baseline methods.
 */
public final class AllocRegressionGate {

    private AllocRegressionGate() {
    }

    /** In table order; per row the baseline-runtime comparisons first, then the previous run. */
    public static List<AllocRegression> find(BenchResult result, Threshold threshold) {
        return judge(result, threshold).failing();
    }

    /** The rows that allocate more by more than the threshold, and how many comparisons were judged. */
    public static GateJudgement<AllocRegression> judge(BenchResult result, Threshold threshold) {
        List<AllocRegression> found = new ArrayList<>();
        GateCoverage.Tally tally = new GateCoverage.Tally();
        for (Row row : result.rows()) {
            for (Regression.Reference reference : Regression.Reference.values()) {
                Map<String, Comparison> comparisons = reference.of(row);
                Function<String, Cell> referenceCell = reference == Regression.Reference.PREVIOUS_RUN ? id -> null
                        : id -> referenceCell(row, comparisons, id);
                for (Map.Entry<String, Comparison> entry : comparisons.entrySet()) {
                    Comparison c = entry.getValue();
                    if (c == null || c.alloc() == null) {
                        continue; // no allocation figure on either side (no -prof gc): nothing this gate reads
                    }
                    if (c.shownAllocVerdict() == AllocVerdict.UNKNOWN) {
                        tally.notJudged(c.alloc().note());
                        continue;
                    }
                    tally.judged();
                    if (c.shownAllocVerdict() == AllocVerdict.MORE && c.alloc().ratio() - 1 > threshold.fraction()) {
                        found.add(regression(row, entry.getKey(), reference, c, referenceCell));
                    }
                }
            }
        }
        return new GateJudgement<>(found, tally.coverage());
    }

    private static AllocRegression regression(Row row, String runtimeId, Regression.Reference reference, Comparison c,
                                              Function<String, Cell> referenceCell) {
        Cell now = row.cells().get(runtimeId);
        double bytes = now == null || now.allocBytesPerOp() == null ? Double.NaN : now.allocBytesPerOp();
        // The earlier run's cell is not at hand here: its bytes follow from the ratio.
        Cell then = referenceCell.apply(runtimeId);
        double referenceBytes = then != null && then.allocBytesPerOp() != null ? then.allocBytesPerOp()
                : bytes / c.alloc().ratio();
        return new AllocRegression(row.key(), runtimeId, reference, c, bytes, referenceBytes);
    }

    /** The cell a comparison within the run was taken against: its {@code against} is a column id. */
    private static Cell referenceCell(Row row, Map<String, Comparison> comparisons, String runtimeId) {
        Comparison c = comparisons.get(runtimeId);
        return c == null ? null : row.cells().get(c.against());
    }
}
