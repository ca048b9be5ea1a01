package io.github.benchplugin.report.table;

import io.github.benchplugin.format.NumberFormats;

import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Verdict;

/**
 * How a ratio is written in a table cell: always with its uncertainty, because a bare
 * "0.97" invites readers to see a 3% speed-up where there may be only noise.
 * <ul>
 *   <li>{@code 0.42 [0.40–0.44] faster}</li>
 *   <li>{@code 1.01 [0.97–1.05] ~} (no significant difference, as benchstat writes it)</li>
 *   <li>{@code 1.30 ±? ?} (no interval: never a verdict; the reason is listed under the table)</li>
 * </ul>
 */
public final class ComparisonText {

    static final String NO_DIFFERENCE = "~";
    static final String UNKNOWN = "?";

    private ComparisonText() {
    }

    /** Ratio, interval and verdict; "-" when there is no comparison at all. */
    public static String withVerdict(Comparison comparison) {
        if (comparison == null) {
            return "-";
        }
        if (comparison.ratio() == null) {
            return UNKNOWN;
        }
        return ratioAndInterval(comparison) + " " + word(shownVerdict(comparison));
    }

    /**
     * Ratio and verdict without the interval's numbers ("0.68 ±? ?"): for a ratio measured with
     * one fork on a side, whose interval would come from iterations and carry no information.
     */
    public static String withoutInterval(Comparison comparison) {
        if (comparison == null) {
            return "-";
        }
        if (comparison.ratio() == null) {
            return UNKNOWN;
        }
        return NumberFormats.ratio(comparison.ratio()) + " ±? " + word(shownVerdict(comparison));
    }

    /** Ratio and interval only: for summaries (the geometric mean), which describe but do not test. */
    public static String withoutVerdict(Comparison comparison) {
        if (comparison == null) {
            return "-";
        }
        if (comparison.ratio() == null) {
            return UNKNOWN;
        }
        return ratioAndInterval(comparison);
    }

    /** The verdict a table shows: unknown whenever the interval is missing, whatever the model says. */
    public static Verdict shownVerdict(Comparison comparison) {
        return comparison == null ? Verdict.UNKNOWN : comparison.shownVerdict();
    }

    /** The verdict as one word, for CSV and legends: faster, slower, same, unknown. */
    public static String verdictWord(Verdict verdict) {
        return verdict == null ? Verdict.UNKNOWN.json() : verdict.json();
    }

    private static String ratioAndInterval(Comparison comparison) {
        double ratio = comparison.ratio();
        if (!comparison.hasInterval()) {
            return NumberFormats.ratio(ratio) + " ±?";
        }
        int decimals = NumberFormats.ratioDecimals(ratio);
        return NumberFormats.ratio(ratio)
                + " [" + NumberFormats.ratioBound(comparison.ciLow(), decimals)
                + "–" + NumberFormats.ratioBound(comparison.ciHigh(), decimals) + "]";
    }

    /**
     * A bare "?" for unknown keeps the column narrow; the reasons are listed once under the table
     * ({@link Legend}), since one reason (too few forks) usually applies to every row.
     */
    private static String word(Verdict verdict) {
        return switch (verdict) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case SAME -> NO_DIFFERENCE;
            case UNKNOWN -> UNKNOWN;
        };
    }
}
