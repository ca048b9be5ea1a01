package io.github.benchplugin.model.stats;

import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.apache.commons.statistics.distribution.TDistribution;

import java.util.Optional;

/**
 * Whether measured iterations still drift inside their forks (warmup not finished).
 * Each sample is expressed relative to its fork's mean and regressed on its iteration index
 * centred within the fork, pooled over forks. Fork-to-fork offsets therefore do not count,
 * only the common within-fork slope does.
 *
 * @param drift  fitted relative change from the first to the last iteration (-0.05 = 5% lower at the end)
 * @param pValue two-sided p-value of "no slope"
 */
public record WithinForkTrend(double drift, double pValue) {

    /** Forks shorter than this cannot show a trend. */
    public static final int MIN_ITERATIONS = 4;
    /** Fewer pooled points than this: no test. */
    static final int MIN_POINTS = 8;

    public static Optional<WithinForkTrend> of(ForkSamples forks) {
        SimpleRegression regression = new SimpleRegression(false);
        double iterationsTotal = 0;
        int usedForks = 0;
        double[] means = forks.means();
        for (int f = 0; f < forks.count(); f++) {
            double[] values = forks.fork(f);
            if (values.length < MIN_ITERATIONS) {
                continue;
            }
            double mean = means[f];
            if (!(mean > 0)) {
                continue;
            }
            double centre = (values.length - 1) / 2.0;
            for (int i = 0; i < values.length; i++) {
                regression.addData(i - centre, values[i] / mean - 1);
            }
            iterationsTotal += values.length;
            usedForks++;
        }
        if (regression.getN() < MIN_POINTS) {
            return Optional.empty();
        }
        double slope = regression.getSlope();
        double p = slopeSignificance(slope, regression.getSlopeStdErr(), regression.getN());
        if (!Double.isFinite(slope) || !Double.isFinite(p)) {
            return Optional.empty(); // no spread at all: nothing drifts
        }
        double meanIterations = iterationsTotal / usedForks;
        return Optional.of(new WithinForkTrend(slope * (meanIterations - 1), p));
    }

    /**
     * Two-sided p-value of the slope, as SimpleRegression.getSignificance defines it (t on n - 2
     * degrees of freedom), from Commons Statistics: SimpleRegression's own builds a commons-math3
     * TDistribution, which seeds a random generator on every call; over the 40,000 cells of a
     * large suite that was most of this analyser's time.
     */
    private static double slopeSignificance(double slope, double stdErr, long n) {
        if (n < 3) {
            return Double.NaN;
        }
        return 2 * TDistribution.of(n - 2).survivalProbability(Math.abs(slope) / stdErr);
    }
}
