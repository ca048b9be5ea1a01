package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.stats.ForksNeeded;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * bench.requireNoRegression: the gate a release can sign. It passes only when every compared row
 * (against the baseline runtime, and against the earlier run of bench.compareTo) is <em>shown</em>
 * not slower by more than the threshold: the upper end of the slowdown's equivalence interval (the
 * (1 - 2a) interval of {@link Equivalence}, a one-sided test at level a, 5% in a fixed run) is at
 * most 1 + threshold. Every other row fails it: slower beyond the threshold (the whole interval past
 * it), undecided at the threshold (the interval straddles it: with the forks per side that would
 * likely decide it at the observed fork-to-fork noise, {@link ForksNeeded}), or unknown (no interval:
 * a failed cell, too few forks, unisolated against isolated, a side that measured no work).
 *
 * <p>Unlike bench.failOnRegression, noise never helps a row through: the wider its interval, the
 * sooner it fails. Comparisons against bench.baseline methods are not gated (a method slower than
 * another is a design fact); neither are profile comparisons. A file without equivalence intervals
 * (schemaVersion 2 and older) is judged on its stored interval, which is wider: stricter.
 */
public final class NoRegressionGate {

    private NoRegressionGate() {
    }

    /** Why a compared row fails the gate. */
    public enum Failure {
        /** The whole interval of the slowdown lies past the threshold. */
        SLOWER,
        /** The interval straddles the threshold: the data cannot tell. */
        UNDECIDED,
        /** No interval: nothing is shown. */
        UNKNOWN
    }

    /**
     * A compared row that is not shown within the threshold.
     *
     * @param row         the row
     * @param runtimeId   its runtime
     * @param reference   the baseline runtime or the earlier run
     * @param comparison  the comparison as results.json has it
     * @param failure     why it fails
     * @param slowdown    how many times slower (score ratio for time modes, its inverse for thrpt); NaN when unknown
     * @param slowLow     lower end of the slowdown's interval the gate read; NaN when none
     * @param slowHigh    upper end; NaN when none
     * @param level       the two-sided level of that interval (0.90); NaN when none
     * @param forksNeeded forks per side that would likely decide an undecided row; empty otherwise or when too many
     */
    public record Unproven(io.github.benchplugin.model.result.RowKey row, String runtimeId, Regression.Reference reference,
                           Comparison comparison, Failure failure, double slowdown, double slowLow, double slowHigh,
                           double level, OptionalInt forksNeeded) {

        /** "org.x.B.m avgt on 25: undecided at 5%, 1.03x slower than 17 [0.97–1.09] (90% interval); about 14 forks ...". */
        public String describe(Threshold threshold) {
            String than = reference.than(comparison);
            String head = row.label() + " " + row.mode() + " on " + runtimeId + ": ";
            if (failure == Failure.UNKNOWN) {
                return head + "unknown against " + than + (comparison.note() == null ? "" : " (" + comparison.note() + ")")
                        + ": nothing shown, so not shown within " + threshold;
            }
            int decimals = io.github.benchplugin.model.format.NumberFormats.ratioDecimals(slowdown);
            String interval = io.github.benchplugin.model.format.NumberFormats.ratio(slowdown) + "x the time of " + than + " ["
                    + io.github.benchplugin.model.format.NumberFormats.ratioBound(slowLow, decimals) + "–"
                    + io.github.benchplugin.model.format.NumberFormats.ratioBound(slowHigh, decimals) + "]"
                    + (Double.isNaN(level) ? "" : " (" + percent(level) + " interval)");
            if (failure == Failure.SLOWER) {
                return head + "slower by more than " + threshold + ": " + interval;
            }
            String noise = comparison.equivalence() == null || comparison.equivalence().forkNoise() == null ? ""
                    : String.format(java.util.Locale.ROOT, " at the observed %.2g%% fork-to-fork noise",
                            comparison.equivalence().forkNoise() * 100);
            return head + "undecided at " + threshold + ": " + interval + "; " + ForksNeeded.describe(forksNeeded)
                    + " would likely decide it" + noise + " (bench.forks)";
        }

        private static String percent(double level) {
            return java.math.BigDecimal.valueOf(level * 100).round(new java.math.MathContext(4)).stripTrailingZeros()
                    .toPlainString() + "%";
        }
    }

    /**
     * @param compared how many comparisons the gate looked at
     * @param failing  those not shown within the threshold, in table order
     * @param coverage of those, how many it could read a figure of, and why not the others (they fail it)
     */
    public record Outcome<U>(int compared, List<U> failing, GateCoverage coverage) {
        public Outcome {
            failing = List.copyOf(failing);
        }

        /** Nothing failed, and something was compared: a gate that compared nothing has shown nothing. */
        public boolean passed() {
            return failing.isEmpty() && compared > 0;
        }
    }

    /** How one of the two gates judges one comparison. */
    interface Judge<U> {
        /** Whether the gate looks at this comparison at all (the allocation gate needs allocation figures). */
        boolean compares(Comparison c);

        /** Why the gate cannot read a figure of this comparison (it then fails it as unknown); empty when it can. */
        java.util.Optional<String> whyNotJudged(Comparison c);

        /** Empty when the comparison passes. */
        java.util.Optional<U> failure(Row row, String runtimeId, Regression.Reference reference, Comparison c);
    }

    /** Every comparison a gate looks at: against the baseline runtime, then against the earlier run, in table order. */
    static <U> Outcome<U> check(BenchResult result, Judge<U> judge) {
        List<U> failing = new ArrayList<>();
        GateCoverage.Tally tally = new GateCoverage.Tally();
        int compared = 0;
        for (Row row : result.rows()) {
            for (Regression.Reference reference : Regression.Reference.values()) {
                Map<String, Comparison> comparisons = reference.of(row);
                for (Map.Entry<String, Comparison> entry : comparisons.entrySet()) {
                    Comparison c = entry.getValue();
                    if (c != null && judge.compares(c)) {
                        compared++;
                        judge.whyNotJudged(c).ifPresentOrElse(tally::notJudged, tally::judged);
                        judge.failure(row, entry.getKey(), reference, c).ifPresent(failing::add);
                    }
                }
            }
        }
        return new Outcome<>(compared, failing, tally.coverage());
    }

    public static Outcome<Unproven> check(BenchResult result, Threshold threshold) {
        return check(result, new Judge<>() {
            @Override
            public boolean compares(Comparison c) {
                return NoRegressionGate.compares(c);
            }

            @Override
            public java.util.Optional<String> whyNotJudged(Comparison c) {
                return unknown(c) ? java.util.Optional.of(c.note() == null ? "no interval" : c.note())
                        : java.util.Optional.empty();
            }

            @Override
            public java.util.Optional<Unproven> failure(Row row, String runtimeId, Regression.Reference reference,
                                                        Comparison c) {
                return judge(row, runtimeId, reference, c, row.jmhMode().higherIsBetter(), threshold);
            }
        });
    }

    /** The comparisons this gate judges: every one, since an unknown verdict fails it. */
    public static boolean compares(Comparison c) {
        return true;
    }

    static java.util.Optional<Unproven> judge(Row row, String runtimeId, Regression.Reference reference, Comparison c,
                                              boolean higherIsBetter, Threshold threshold) {
        if (unknown(c)) {
            return java.util.Optional.of(new Unproven(row.key(), runtimeId, reference, c, Failure.UNKNOWN, Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN, OptionalInt.empty()));
        }
        Equivalence eq = c.equivalence();
        double low = eq != null ? eq.low() : c.ciLow();
        double high = eq != null ? eq.high() : c.ciHigh();
        double level = eq != null ? eq.level() : Double.NaN;
        // A throughput ratio of 0.8 takes 1.25 times as long per operation: gate on time, in both modes.
        double slowdown = higherIsBetter ? 1 / c.ratio() : c.ratio();
        double slowLow = higherIsBetter ? 1 / high : low;
        double slowHigh = higherIsBetter ? 1 / low : high;
        double bound = 1 + threshold.fraction();
        if (slowHigh <= bound) {
            return java.util.Optional.empty();
        }
        if (slowLow > bound) {
            return java.util.Optional.of(new Unproven(row.key(), runtimeId, reference, c, Failure.SLOWER, slowdown,
                    slowLow, slowHigh, level, OptionalInt.empty()));
        }
        return java.util.Optional.of(new Unproven(row.key(), runtimeId, reference, c, Failure.UNDECIDED, slowdown,
                slowLow, slowHigh, level, forksNeeded(eq, slowdown, bound)));
    }

    /** No interval the gate could read: it fails as unknown. */
    private static boolean unknown(Comparison c) {
        return c.shownVerdict() == Verdict.UNKNOWN || !(c.ratio() > 0) || !(c.ciLow() > 0);
    }

    /** Forks per side to bring the interval's end past the threshold, if the true slowdown were the one observed. */
    static OptionalInt forksNeeded(Equivalence eq, double slowdown, double bound) {
        if (eq == null || eq.forkNoise() == null) {
            return OptionalInt.empty();
        }
        double alpha = Double.isNaN(eq.level()) ? RatioEstimator.EQUIVALENCE_ALPHA : (1 - eq.level()) / 2;
        return ForksNeeded.perSide(eq.forkNoise(), Math.abs(Math.log(slowdown) - Math.log(bound)), alpha);
    }
}
