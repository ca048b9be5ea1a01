package io.github.benchplugin.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The allocation part of a comparison: bytes per operation of the candidate against the same
 * reference as the time ratio (the baseline runtime, the bench.baseline method, the earlier run).
 *
 * @param ratio   candidate bytes/op / reference bytes/op; null when either side was not measured or
 *                the reference allocates nothing
 * @param verdict more, less, same or unknown
 * @param note    why the verdict is unknown; null otherwise
 */
public record AllocComparison(
        Double ratio,
        AllocVerdict verdict,
        @JsonInclude(JsonInclude.Include.NON_NULL) String note) {

    public AllocComparison {
        verdict = verdict == null ? AllocVerdict.UNKNOWN : verdict;
    }

    public static AllocComparison unknown(Double ratio, String why) {
        return new AllocComparison(ratio, AllocVerdict.UNKNOWN, why);
    }
}
