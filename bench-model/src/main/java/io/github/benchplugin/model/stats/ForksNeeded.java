package io.github.benchplugin.model.stats;

import org.apache.commons.statistics.distribution.TDistribution;

import java.util.OptionalInt;

/**
 * A power estimate: how many forks per side would likely (with {@link #POWER} probability) bring an
 * interval's end past a boundary, if the true log ratio were the one observed and the fork-to-fork
 * noise stayed what it was. Used for the rows a gate or a precision target cannot decide.
 *
 * <p>Formula (two samples of n forks each, pooled fork-to-fork standard deviation s of the log fork
 * means, distance D on the log scale between the observed log ratio and the boundary, one-sided error
 * a): the smallest n with
 * {@code t(1-a, 2n-2) + t(POWER, 2n-2) <= D / (s * sqrt(2/n))}, the usual normal-theory sample size
 * {@code n = 2 s^2 (z(1-a) + z(power))^2 / D^2} with Student t quantiles for the few forks a benchmark
 * has. It is an estimate: the observed ratio and noise are themselves uncertain.
 */
public final class ForksNeeded {

    /** Probability that the planned forks decide, given the observed ratio and noise. */
    public static final double POWER = 0.8;

    /** Past this many forks per side the estimate is reported as "more than" (nobody runs that many). */
    public static final int LIMIT = 1000;

    private ForksNeeded() {
    }

    /**
     * @param noise    fork-to-fork standard deviation of the log fork means (0.02 for about 2%)
     * @param distance distance on the log scale between the observed log ratio and the boundary; > 0
     * @param alpha    one-sided error rate of the test that would decide (0.05)
     * @return forks per side (at least 2), or empty when more than {@link #LIMIT} or never (distance <= 0)
     */
    public static OptionalInt perSide(double noise, double distance, double alpha) {
        if (!(distance > 0) || !Double.isFinite(noise) || !(alpha > 0 && alpha < 0.5)) {
            return OptionalInt.empty();
        }
        if (noise == 0) {
            return OptionalInt.of(RatioEstimator.MIN_FORKS);
        }
        if (!decides(LIMIT, noise, distance, alpha)) {
            return OptionalInt.empty();
        }
        // The t quantiles shrink and the standardised distance grows with n: binary search.
        int low = RatioEstimator.MIN_FORKS;
        int high = LIMIT;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (decides(mid, noise, distance, alpha)) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return OptionalInt.of(low);
    }

    private static boolean decides(int n, double noise, double distance, double alpha) {
        return quantiles(n, alpha) <= distance / (noise * Math.sqrt(2.0 / n));
    }

    /**
     * t(1-a, 2n-2) + t(POWER, 2n-2), remembered: a 40,000-cell merge asks for the same few (n, a) pairs
     * hundreds of thousands of times (every undecided metric comparison's advice), and each quantile is
     * an iterative inverse of an incomplete beta function.
     */
    private static double quantiles(int n, double alpha) {
        return QUANTILES.computeIfAbsent(new QuantileKey(n, alpha), key -> {
            TDistribution t = TDistribution.of(2.0 * key.n() - 2);
            return t.inverseCumulativeProbability(1 - key.alpha()) + t.inverseCumulativeProbability(POWER);
        });
    }

    private record QuantileKey(int n, double alpha) {
    }

    private static final java.util.Map<QuantileKey, Double> QUANTILES = new java.util.concurrent.ConcurrentHashMap<>();

    /** "about 14 forks per side", "more than 1000 forks per side": for messages. */
    public static String describe(OptionalInt forks) {
        return forks.isPresent() ? "about " + forks.getAsInt() + " forks per side" : "more than " + LIMIT + " forks per side";
    }
}
