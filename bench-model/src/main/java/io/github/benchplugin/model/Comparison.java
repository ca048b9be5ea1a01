package io.github.benchplugin.model;

/**
 * A ratio of two scores with its confidence interval and verdict.
 *
 * @param against what the ratio is taken against: a runtime id, or a benchmark name for bench.baseline
 * @param ratio   score / baseline score, in the row's unit; null when either side has no score
 * @param ciLow   lower bound of the ratio's confidence interval; null when it cannot be computed
 * @param ciHigh  upper bound of the ratio's confidence interval; null when it cannot be computed
 * @param verdict faster, slower, same or unknown; the direction follows the mode
 * @param pValue  p-value of the test behind the verdict; null when no test ran
 * @param note    why the verdict is unknown, or how it was reached; null when there is nothing to say
 */
public record Comparison(
        String against,
        Double ratio,
        Double ciLow,
        Double ciHigh,
        Verdict verdict,
        Double pValue,
        String note) {

    /** Whether the ratio has a finite confidence interval; a verdict without one is never shown. */
    public boolean hasInterval() {
        return ciLow != null && ciHigh != null && Double.isFinite(ciLow) && Double.isFinite(ciHigh);
    }

    /**
     * The verdict the reports show and the regression gate acts on: unknown whenever the ratio or
     * its interval is missing, whatever the stored verdict says (a file may have been edited).
     */
    public Verdict shownVerdict() {
        if (ratio == null || !hasInterval() || verdict == null) {
            return Verdict.UNKNOWN;
        }
        return verdict;
    }

    public static Comparison unknown(String against, Double ratio, String why) {
        return new Comparison(against, ratio, null, null, Verdict.UNKNOWN, null, why);
    }
}
