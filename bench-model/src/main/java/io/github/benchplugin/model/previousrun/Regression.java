package io.github.benchplugin.model.previousrun;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;

import java.util.Map;


/**
 * One row on one runtime that got significantly slower by more than the threshold.
 *
 * @param row        the row (benchmark, mode, params)
 * @param runtimeId  the runtime that got slower
 * @param reference  what it is slower than: the baseline runtime, profile or variant, or the earlier run
 * @param comparison the comparison behind it, as results.json has it
 * @param slowdown   how many times slower: score ratio for time modes, its inverse for thrpt (1.12 = 12% slower)
 * @param slowLow    lower bound of the slowdown's interval
 * @param slowHigh   upper bound of the slowdown's interval
 */
public record Regression(RowKey row, String runtimeId, Reference reference, Comparison comparison,
                         double slowdown, double slowLow, double slowHigh) {

    /** What a row was compared with. */
    public enum Reference {
        /** Another runtime of the same run: {@code comparisons}. */
        BASELINE_RUNTIME,
        /**
         * The first profile of bench.profiles on the same runtime, with bench.compareProfiles: {@code
         * profileComparisons}. A profile is a runtime configuration (a collector, a flag set) the user chose to
         * compare, so a slower one is as much a regression as a slower JDK.
         */
        BASELINE_PROFILE,
        /** The first variant of bench.variants on the same runtime: {@code variantComparisons}. */
        BASELINE_VARIANT,
        /** The same runtime in the run of bench.compareTo: {@code previous}. */
        PREVIOUS_RUN;

        /** The row's comparisons of this kind, column id -> comparison. */
        public Map<String, Comparison> of(Row row) {
            return switch (this) {
                case BASELINE_RUNTIME -> row.comparisons();
                case BASELINE_PROFILE -> row.profileComparisons();
                case BASELINE_VARIANT -> row.variantComparisons();
                case PREVIOUS_RUN -> row.previous();
            };
        }

        /** What the column was compared with, as the gates' messages say it. */
        public String than(Comparison comparison) {
            return this == PREVIOUS_RUN ? "the previous run (bench.compareTo)" : comparison.against();
        }
    }

    /** "org.x.B.m {n=10} avgt on 25: 1.12x slower than 17 [1.08–1.16]". */
    public String describe() {
        String than = reference.than(comparison);
        int decimals = NumberFormats.ratioDecimals(slowdown);
        return row.label() + " " + row.mode() + " on " + runtimeId + ": " + NumberFormats.ratio(slowdown) + "x slower than "
                + than + " [" + NumberFormats.ratioBound(slowLow, decimals) + "–" + NumberFormats.ratioBound(slowHigh, decimals)
                + "]";
    }
}
