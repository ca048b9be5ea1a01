package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.Comparison;

/**
 * The allocation verdict written after the bytes of an allocation cell: {@code 512 B 2.00x more},
 * {@code 256 B same} (shown within bench.margin), {@code 256 B ~} (undecided), {@code 256 B ?} (the forks disagree). Against the baseline runtime, and
 * also against the earlier run when bench.compareTo found a difference there.
 */
final class AllocationText {

    static final String FASTER_TO_PEAK = "faster to peak";
    static final String SLOWER_TO_PEAK = "slower to peak";

    private AllocationText() {
    }

    /** "" when there is no allocation comparison (the baseline column, or no -prof gc). */
    public static String suffix(Comparison againstBaseline, Comparison againstPrevious) {
        StringBuilder text = new StringBuilder();
        AllocComparison alloc = againstBaseline == null ? null : againstBaseline.alloc();
        if (alloc != null) {
            text.append(' ').append(verdict(againstBaseline));
        }
        AllocComparison previous = againstPrevious == null ? null : againstPrevious.alloc();
        AllocVerdict previousVerdict = againstPrevious == null ? AllocVerdict.UNKNOWN : againstPrevious.shownAllocVerdict();
        if (previous != null && (previousVerdict == AllocVerdict.MORE || previousVerdict == AllocVerdict.LESS)) {
            text.append(", vs previous ").append(verdict(againstPrevious));
        }
        return text.toString();
    }

    /** "2.00x more", "0.50x less", "same", "~", "?". */
    static String verdict(Comparison comparison) {
        return verdict(comparison.shownAllocVerdict(), comparison.alloc() == null ? null : comparison.alloc().ratio());
    }

    /**
     * A compared metric's verdict: that of a quantity, except the time to steady state, which reads
     * as "0.50x faster to peak" (less time) or "2.00x slower to peak".
     */
    static String verdict(String metric, AllocVerdict verdict, Double ratio) {
        if (SecondaryMetricNames.WARMUP_STEADY_AT.equals(metric) && (verdict == AllocVerdict.MORE || verdict == AllocVerdict.LESS)) {
            return NumberFormats.ratio(ratio) + "x " + (verdict == AllocVerdict.LESS ? FASTER_TO_PEAK : SLOWER_TO_PEAK);
        }
        return verdict(verdict, ratio);
    }

    /** The same for any quantity per operation (a secondary metric's verdict). */
    static String verdict(AllocVerdict verdict, Double ratio) {
        return switch (verdict) {
            case MORE, LESS -> NumberFormats.ratio(ratio) + "x " + verdict.json();
            case SAME -> ComparisonText.SAME;
            case UNDECIDED -> ComparisonText.NO_DIFFERENCE;
            case UNKNOWN -> ComparisonText.UNKNOWN;
        };
    }
}
