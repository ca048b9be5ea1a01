package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Verdict;

/**
 * How a ratio is written in a table cell: always with its uncertainty, because a bare
 * "0.97" invites readers to see a 3% speed-up where there may be only noise.
 * <ul>
 *   <li>{@code 0.42 [0.40–0.44] faster}</li>
 *   <li>{@code 1.00 [0.99–1.01] same} (shown within bench.margin)</li>
 *   <li>{@code 1.01 [0.90–1.13] ~ (±12%)} (undecided: neither a difference nor sameness is shown; the
 *       data exclude only differences beyond ±12%)</li>
 *   <li>{@code 1.30 ±? ?} (no interval: never a verdict; the reason is listed under the table)</li>
 * </ul>
 */
public final class ComparisonText {

    static final String NO_DIFFERENCE = "~";
    static final String SAME = "same";
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
        return ratioAndInterval(comparison) + " " + word(comparison);
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
        return NumberFormats.ratio(comparison.ratio()) + " ±? " + word(comparison);
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

    /** The verdict as one word, for CSV and legends: faster, slower, same, undecided, unknown. */
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
    private static String word(Comparison comparison) {
        return switch (shownVerdict(comparison)) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case SAME -> SAME;
            case UNDECIDED -> undecided(comparison);
            case UNKNOWN -> UNKNOWN;
        };
    }

    /**
     * "~ (±12%)": undecided, with the smallest difference the data exclude (the margin at which the
     * equivalence interval would read same), rounded up; a bare "~" for a file without it.
     */
    static String undecided(Comparison comparison) {
        if (comparison.equivalence() == null || !Double.isFinite(comparison.equivalence().excludedBeyond())) {
            return NO_DIFFERENCE;
        }
        return NO_DIFFERENCE + " (±" + excludedPercent(comparison.equivalence().excludedBeyond()) + ")";
    }

    /** 0.1234 -> "13%", 0.031 -> "3.1%", 4.2 -> "420%": rounded up, so the claim is never stronger than the data. */
    public static String excludedPercent(double fraction) {
        double percent = fraction * 100;
        if (percent < 10) {
            return java.math.BigDecimal.valueOf(Math.ceil(percent * 10) / 10).stripTrailingZeros().toPlainString() + "%";
        }
        return String.format(java.util.Locale.ROOT, "%.0f%%", Math.ceil(percent));
    }
}
