package io.github.benchplugin.model.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Student's two-sample t-test with pooled variance, on the log scale, between two adjacent
 * segments of one series: the test of a change point, and the interval of its ratio.
 *
 * @param logRatio      mean log after minus mean log before
 * @param standardError standard error of {@code logRatio}; 0 when both segments are constant
 * @param df            degrees of freedom (both sizes minus 2)
 */
public record PooledTTest(double logRatio, double standardError, int df) {

    /** Confidence of the ratio interval shown with a change point. */
    public static final double CONFIDENCE = 0.99;

    /** Values further than this many robust standard deviations (1.4826 MAD) from their segment's median are clipped. */
    static final double CLIP = 3.0;

    /** The test between [from, index) and [index, to) of {@code logs}. */
    public static PooledTTest of(double[] logs, int from, int index, int to) {
        LogSummary before = LogSummary.of(winsorized(logs, from, index));
        LogSummary after = LogSummary.of(winsorized(logs, index, to));
        int df = before.n() + after.n() - 2;
        double pooled = ((before.n() - 1) * before.variance() + (after.n() - 1) * after.variance()) / df;
        return new PooledTTest(after.mean() - before.mean(),
                Math.sqrt(pooled * (1.0 / before.n() + 1.0 / after.n())), df);
    }

    /** The mean of the clipped logs of [from, to): the level of a segment as the test sees it. */
    public static double clippedMean(double[] logs, int from, int to) {
        return LogSummary.of(winsorized(logs, from, to)).mean();
    }

    /**
     * The segment with outliers pulled in to median +- 3 robust standard deviations: one run on a
     * noisy neighbour (10-20% slow, about 1 run in 100 on shared CI) would otherwise inflate the
     * variance so much that a real 5% step next to it is missed. Within a segment the values are
     * of one level, so clipping never shrinks a real step between segments.
     */
    static double[] winsorized(double[] logs, int from, int to) {
        double[] values = java.util.Arrays.copyOfRange(logs, from, to);
        double median = median(values.clone());
        double[] deviations = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            deviations[i] = Math.abs(values[i] - median);
        }
        double limit = CLIP * 1.4826 * median(deviations);
        if (limit > 0) {
            for (int i = 0; i < values.length; i++) {
                values[i] = Math.max(median - limit, Math.min(median + limit, values[i]));
            }
        }
        return values;
    }

    private static double median(double[] values) {
        java.util.Arrays.sort(values);
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    /** Two-sided p-value of "no change". */
    public double pValue() {
        if (standardError == 0) {
            return logRatio == 0 ? 1.0 : 0.0; // both segments constant: the difference is exact
        }
        return Math.min(1.0, 2 * TDistribution.of(df).cumulativeProbability(-Math.abs(logRatio) / standardError));
    }

    public double ratio() {
        return Math.exp(logRatio);
    }

    public double ratioLow() {
        return Math.exp(logRatio - halfWidth());
    }

    public double ratioHigh() {
        return Math.exp(logRatio + halfWidth());
    }

    private double halfWidth() {
        return standardError == 0 ? 0
                : standardError * TDistribution.of(df).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    }
}
