package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The allocation part of a comparison: bytes per operation of the candidate against the same
 * reference as the time ratio (the baseline runtime, the bench.baseline method, the earlier run).
 *
 * <p>
 * Not one type with {@link MetricComparison}: they share only ratio, verdict and note; allocation's range
 * ({@code low}, {@code high}) is the spread of per-fork ratios, a metric's ({@code ciLow}, {@code ciHigh},
 * {@code pValue}) a Welch interval, and results.json names and orders the two shapes differently.
 *
 * @param ratio   candidate bytes/op / reference bytes/op; null when either side was not measured or
 *                the reference allocates nothing
 * @param verdict more, less, same (shown within bench.margin), undecided or unknown
 * @param note    why the verdict is unknown or undecided; null otherwise
 * @param low     the smallest ratio between a candidate fork and a reference fork (allocation is judged
 *                per fork, not by an interval: AllocationComparator); null when not computed, and in
 *                files of schemaVersion 2 and older
 * @param high    the largest such ratio; bench.requireNoAllocRegression reads it
 */
public record AllocComparison(
        Double ratio,
        AllocVerdict verdict,
        @JsonInclude(JsonInclude.Include.NON_NULL) String note,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double low,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double high) {

    public AllocComparison {
        verdict = verdict == null ? AllocVerdict.UNKNOWN : verdict;
    }

    /** Without the fork range (as in files of schemaVersion 2 and older). */
    public AllocComparison(Double ratio, AllocVerdict verdict, String note) {
        this(ratio, verdict, note, null, null);
    }

    /** As a file of schemaVersion 2 or older meant it: its {@code same} is {@code undecided} now. */
    AllocComparison withLegacySameUndecided() {
        return verdict != AllocVerdict.SAME ? this : new AllocComparison(ratio, AllocVerdict.UNDECIDED, note, low, high);
    }

    public static AllocComparison unknown(Double ratio, String why) {
        return new AllocComparison(ratio, AllocVerdict.UNKNOWN, why);
    }
}
