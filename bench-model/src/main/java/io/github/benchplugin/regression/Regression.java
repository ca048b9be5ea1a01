package io.github.benchplugin.regression;

import io.github.benchplugin.format.NumberFormats;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.RowKey;


/**
 * One row on one runtime that got significantly slower by more than the threshold.
 *
 * @param row        the row (benchmark, mode, params)
 * @param runtimeId  the runtime that got slower
 * @param reference  what it is slower than: the baseline runtime or the earlier run
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
        /** The same runtime in the run of bench.compareTo: {@code previous}. */
        PREVIOUS_RUN
    }

    /** "org.x.B.m {n=10} avgt on 25: 1.12x slower than 17 [1.08–1.16]". */
    public String describe() {
        String than = reference == Reference.PREVIOUS_RUN ? "the previous run (bench.compareTo)" : comparison.against();
        int decimals = NumberFormats.ratioDecimals(slowdown);
        return row.label() + " " + row.mode() + " on " + runtimeId + ": " + NumberFormats.ratio(slowdown) + "x slower than "
                + than + " [" + NumberFormats.ratioBound(slowLow, decimals) + "–" + NumberFormats.ratioBound(slowHigh, decimals)
                + "]";
    }
}
