package io.github.benchplugin.model.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Welch's unequal-variance t-test of "the mean of {@code a} is larger than the mean of
 * {@code b}", on the linear scale. Used to ask whether a benchmark costs more than the harness
 * floor: the question is about an absolute excess in nanoseconds, and the two samples (a
 * benchmark's fork means and the empty benchmark's) have different spreads and sizes.
 */
final class OneSidedWelch {

    private OneSidedWelch() {
    }

    /**
     * One-sided p-value of "mean(a) &lt;= mean(b)" against "mean(a) &gt; mean(b)"; small when
     * {@code a} is clearly larger. Each side needs at least 2 values.
     */
    static double pGreater(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2) {
            throw new IllegalArgumentException("the test needs at least 2 values per side, got "
                    + a.length + " and " + b.length);
        }
        LogSummary sa = LogSummary.of(a); // mean and variance; the "log" in its name is only its usual input
        LogSummary sb = LogSummary.of(b);
        double difference = sa.mean() - sb.mean();
        double va = sa.varianceOfMean();
        double vb = sb.varianceOfMean();
        double se = Math.sqrt(va + vb);
        if (se == 0) {
            // No spread on either side: the difference is exact.
            return difference > 0 ? 0.0 : 1.0;
        }
        double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        return 1.0 - TDistribution.of(df).cumulativeProbability(difference / se);
    }
}
