package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A per-operation secondary metric of the candidate against the same reference as the time ratio.
 * The interval and the rule are those of the time comparison (Welch t on log fork means); only the
 * reading differs: a larger figure is "more", whatever the benchmark mode.
 *
 * @param ratio   candidate / reference; null when either side has no figure or the reference is 0
 * @param ciLow   lower bound of the ratio's interval; null when none can be computed
 * @param ciHigh  upper bound of the ratio's interval; null when none can be computed
 * @param verdict more, less, same, undecided or unknown
 * @param pValue  p-value of the test behind the verdict; null when no test ran
 * @param note    why the verdict is unknown, or how it was reached; null when there is nothing to say
 * @param equivalence the (1 - 2a) interval {@code same} reads; null when none (and in older files)
 */
public record MetricComparison(
        Double ratio,
        Double ciLow,
        Double ciHigh,
        AllocVerdict verdict,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double pValue,
        @JsonInclude(JsonInclude.Include.NON_NULL) String note,
        @JsonInclude(JsonInclude.Include.NON_NULL) Equivalence equivalence) {

    public MetricComparison {
        verdict = verdict == null ? AllocVerdict.UNKNOWN : verdict;
    }

    /** Without an equivalence interval (as in files of schemaVersion 2 and older). */
    public MetricComparison(Double ratio, Double ciLow, Double ciHigh, AllocVerdict verdict, Double pValue, String note) {
        this(ratio, ciLow, ciHigh, verdict, pValue, note, null);
    }

    /** As a file of schemaVersion 2 or older meant it: its {@code same} is {@code undecided} now. */
    MetricComparison withLegacySameUndecided() {
        return verdict != AllocVerdict.SAME ? this
                : new MetricComparison(ratio, ciLow, ciHigh, AllocVerdict.UNDECIDED, pValue, note, equivalence);
    }

    public static MetricComparison unknown(Double ratio, String why) {
        return new MetricComparison(ratio, null, null, AllocVerdict.UNKNOWN, null, why);
    }

    /** The verdict the reports show: unknown whenever the ratio or its interval is missing. */
    public AllocVerdict shownVerdict() {
        boolean interval = ciLow != null && ciHigh != null && Double.isFinite(ciLow) && Double.isFinite(ciHigh);
        return ratio == null || !interval ? AllocVerdict.UNKNOWN : verdict;
    }
}
