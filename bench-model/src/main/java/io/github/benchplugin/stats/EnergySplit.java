package io.github.benchplugin.stats;

/**
 * The E-divisive means split of one segment (Matteson and James, JASA 2014, with alpha = 1): the
 * index that maximises the scaled energy distance between the values before and after it. The
 * energy distance compares whole distributions, not only means, so one outlier moves it far less
 * than it moves a difference of means.
 *
 * <p>For one-dimensional values the within-segment sums of |x_i - x_j| of every prefix and every
 * suffix are built incrementally, so a segment of n values costs O(n^2), not O(n^3).
 *
 * @param index     the first index of the part after the split
 * @param statistic the scaled energy distance Q at that index (0 when the segment is constant)
 */
record EnergySplit(int index, double statistic) {

    /**
     * The best split of {@code values[from, to)} leaving at least {@code minSize} values on each
     * side, or null when the segment is shorter than {@code 2 * minSize}.
     */
    public static EnergySplit best(double[] values, int from, int to, int minSize) {
        int n = to - from;
        if (n < 2 * minSize) {
            return null;
        }
        // prefix[k]: sum of |x_i - x_j| over from <= i < j < from + k; suffix[k]: over from + k <= i < j < to
        double[] prefix = new double[n + 1];
        for (int k = 1; k < n; k++) {
            double add = 0;
            for (int i = 0; i < k; i++) {
                add += Math.abs(values[from + i] - values[from + k]);
            }
            prefix[k + 1] = prefix[k] + add;
        }
        double[] suffix = new double[n + 1];
        for (int k = n - 2; k >= 0; k--) {
            double add = 0;
            for (int j = k + 1; j < n; j++) {
                add += Math.abs(values[from + k] - values[from + j]);
            }
            suffix[k] = suffix[k + 1] + add;
        }
        double total = prefix[n];
        int bestIndex = -1;
        double best = Double.NEGATIVE_INFINITY;
        for (int m = minSize; m <= n - minSize; m++) {
            int k = n - m;
            double within1 = prefix[m];
            double within2 = suffix[m];
            double cross = total - within1 - within2;
            double energy = 2 * cross / ((double) m * k)
                    - (m < 2 ? 0 : within1 / (m * (m - 1) / 2.0))
                    - (k < 2 ? 0 : within2 / (k * (k - 1) / 2.0));
            double q = (double) m * k / n * energy;
            if (q > best) {
                best = q;
                bestIndex = from + m;
            }
        }
        return new EnergySplit(bestIndex, Math.max(0, best));
    }
}
