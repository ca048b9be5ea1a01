package io.github.benchplugin.model.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Welch's unequal-variance t-interval for a difference on the log scale.
 * The interval is centred on a given log ratio (the ratio of JMH scores, which the table
 * shows) and its width comes from the spread of the two samples' logs with the
 * Welch-Satterthwaite degrees of freedom. On the log scale the two sides may have
 * different variances and sizes, which is the usual case for two JDKs.
 *
 * @param logRatio  the centre
 * @param halfWidth half-width on the log scale; 0 when both samples have no spread
 * @param pValue    two-sided p-value of "log ratio = 0"
 */
record WelchInterval(double logRatio, double halfWidth, double pValue) {

    public static WelchInterval of(double logRatio, LogSummary baseline, LogSummary candidate, double confidence) {
        double vb = baseline.varianceOfMean();
        double vc = candidate.varianceOfMean();
        double se = Math.sqrt(vb + vc);
        if (se == 0) {
            // Both sides constant: there is no noise to test against, the ratio is exact.
            return new WelchInterval(logRatio, 0, logRatio == 0 ? 1.0 : 0.0);
        }
        double df = (vb + vc) * (vb + vc)
                / (vb * vb / (baseline.n() - 1) + vc * vc / (candidate.n() - 1));
        if (!Double.isFinite(se) || !Double.isFinite(df) || df <= 0) {
            // Samples near the top of the double range overflow their sums: no interval, rather than the
            // t distribution's own exception (once a stack trace in bench:merge of a file with 1e308).
            return new WelchInterval(logRatio, Double.NaN, Double.NaN);
        }
        TDistribution t = TDistribution.of(df);
        double critical = t.inverseCumulativeProbability(0.5 + confidence / 2);
        double p = 2 * t.cumulativeProbability(-Math.abs(logRatio) / se);
        return new WelchInterval(logRatio, critical * se, Math.min(1.0, p));
    }

    public double ratioLow() {
        return Math.exp(logRatio - halfWidth);
    }

    public double ratioHigh() {
        return Math.exp(logRatio + halfWidth);
    }

    /** True when the interval lies entirely above or entirely below ratio 1. */
    public boolean excludesOne() {
        return logRatio - halfWidth > 0 || logRatio + halfWidth < 0;
    }
}
