package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;

import java.util.Optional;

/**
 * bench.requireNoAllocRegression: passes only when every compared row with an allocation figure
 * (against the baseline runtime, and against the earlier run of bench.compareTo) is shown to allocate
 * at most 1 + threshold times its reference's bytes per operation: the largest ratio of a candidate fork
 * to a reference fork ({@link AllocComparison#high()}; a pair within 8 bytes counts as equal) is at most
 * that. Allocation is judged per fork, not by an interval (AllocationComparator): whether escape
 * analysis removes an allocation is a JIT choice per fork, so more forks do not narrow a spread; the
 * message says so instead of a fork count. Rows without an allocation figure on either side (no
 * {@code -prof gc}) are not compared. A file without fork ranges (schemaVersion 2 and older) is judged
 * on its ratio.
 */
public final class NoAllocRegressionGate {

    private NoAllocRegressionGate() {
    }

    /**
     * @param failure why it fails: {@code SLOWER} reads "allocates more beyond the threshold" here
     */
    public record Unproven(RowKey row, String runtimeId, Regression.Reference reference, Comparison comparison,
                           NoRegressionGate.Failure failure, double low, double high) {

        public String describe(Threshold threshold) {
            String than = reference.than(comparison);
            AllocComparison alloc = comparison.alloc();
            String head = row.label() + " " + row.mode() + " on " + runtimeId + ": ";
            if (failure == NoRegressionGate.Failure.UNKNOWN) {
                return head + "allocation unknown against " + than + (alloc.note() == null ? "" : " (" + alloc.note() + ")")
                        + ": not shown within " + threshold;
            }
            String range = NumberFormats.ratio(alloc.ratio()) + "x the bytes of " + than + ", forks from "
                    + NumberFormats.ratio(low) + "x to " + NumberFormats.ratio(high) + "x";
            if (failure == NoRegressionGate.Failure.SLOWER) {
                return head + "allocates more by more than " + threshold + ": " + range;
            }
            return head + "undecided at " + threshold + ": " + range + "; the forks disagree (a JIT choice per fork:"
                    + " more forks will not narrow it; give it warm-up or look at bench.explain)";
        }
    }

    public static NoRegressionGate.Outcome<Unproven> check(BenchResult result, Threshold threshold) {
        return NoRegressionGate.check(result, new NoRegressionGate.Judge<>() {
            @Override
            public boolean compares(Comparison c) {
                return NoAllocRegressionGate.compares(c);
            }

            @Override
            public Optional<String> whyNotJudged(Comparison c) {
                return c.shownAllocVerdict() == AllocVerdict.UNKNOWN
                        ? Optional.of(c.alloc().note() == null ? "no allocation ratio" : c.alloc().note()) : Optional.empty();
            }

            @Override
            public Optional<Unproven> failure(Row row, String runtimeId, Regression.Reference reference, Comparison c) {
                return judge(row, runtimeId, reference, c, threshold);
            }
        });
    }

    /** The comparisons this gate judges: those with allocation figures on both sides. */
    public static boolean compares(Comparison c) {
        return c.alloc() != null;
    }

    private static Optional<Unproven> judge(Row row, String runtimeId, Regression.Reference reference, Comparison c,
                                            Threshold threshold) {
        AllocComparison alloc = c.alloc();
        if (c.shownAllocVerdict() == AllocVerdict.UNKNOWN) {
            return Optional.of(new Unproven(row.key(), runtimeId, reference, c, NoRegressionGate.Failure.UNKNOWN,
                    Double.NaN, Double.NaN));
        }
        double low = alloc.low() != null ? alloc.low() : alloc.ratio();
        double high = alloc.high() != null ? alloc.high() : alloc.ratio();
        double bound = 1 + threshold.fraction();
        if (high <= bound) {
            return Optional.empty();
        }
        return Optional.of(new Unproven(row.key(), runtimeId, reference, c,
                low > bound ? NoRegressionGate.Failure.SLOWER : NoRegressionGate.Failure.UNDECIDED, low, high));
    }
}
