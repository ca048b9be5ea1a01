package io.github.benchplugin.model.stats;

import java.util.Arrays;
import java.util.Optional;

/**
 * A gap test for two separated groups of values (bimodality).
 * Values are sorted and cut at the widest gap that leaves at least {@code minGroup} values on
 * each side; the cut counts when the gap is at least {@link #GAP_FACTOR} pooled within-group
 * standard deviations wide and at least {@link #MIN_RELATIVE_GAP} of the median. Unimodal
 * noise rarely leaves such a hole; two states (two JIT outcomes, two memory layouts) do.
 * The 10% floor keeps ordinary fork-to-fork spread (a few percent) from counting: in
 * simulations of 4-10 normally spread forks with 5% spread it fires in about 1% of cells.
 *
 * @param lowMean   mean of the lower group
 * @param lowCount  size of the lower group
 * @param highMean  mean of the upper group
 * @param highCount size of the upper group
 */
public record ClusterSplit(double lowMean, int lowCount, double highMean, int highCount) {

    public static final double GAP_FACTOR = 4.0;
    public static final double MIN_RELATIVE_GAP = 0.10;

    public static Optional<ClusterSplit> find(double[] values, int minGroup) {
        double[] v = sortedFinite(values);
        int n = v.length;
        if (n < 2 * minGroup || n < 3) {
            return Optional.empty();
        }
        int cut = -1;
        double widest = 0;
        for (int i = minGroup; i <= n - minGroup; i++) {
            double gap = v[i] - v[i - 1];
            if (gap > widest) {
                widest = gap;
                cut = i;
            }
        }
        if (cut < 0) {
            return Optional.empty();
        }
        double[] low = Arrays.copyOfRange(v, 0, cut);
        double[] high = Arrays.copyOfRange(v, cut, n);
        double pooledSd = Math.sqrt((squares(low) + squares(high)) / Math.max(1, n - 2));
        double median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
        boolean separated = widest > GAP_FACTOR * pooledSd && widest > MIN_RELATIVE_GAP * Math.abs(median);
        return separated ? Optional.of(new ClusterSplit(mean(low), low.length, mean(high), high.length))
                : Optional.empty();
    }

    private static double[] sortedFinite(double[] values) {
        double[] finite = new double[values.length];
        int n = 0;
        for (double v : values) {
            if (Double.isFinite(v)) {
                finite[n++] = v;
            }
        }
        double[] sorted = n == finite.length ? finite : Arrays.copyOf(finite, n);
        Arrays.sort(sorted);
        return sorted;
    }

    // Loops rather than streams: this runs for every cell of a result, twice.
    private static double mean(double[] v) {
        if (v.length == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    private static double squares(double[] v) {
        double m = mean(v);
        double sum = 0;
        for (double x : v) {
            sum += (x - m) * (x - m);
        }
        return sum;
    }
}
