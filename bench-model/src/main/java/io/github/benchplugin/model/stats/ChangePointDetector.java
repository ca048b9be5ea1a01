package io.github.benchplugin.model.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Change points in a series of run means, the way Apache Otava (formerly Hunter; Fleming et al.,
 * ICPE 2023) adapts E-divisive means: {@link EnergySplit} proposes where a segment splits, and a
 * Student t-test (pooled variance, as Otava's) on the logs of the two sides decides whether the
 * split is real. Otava replaced
 * Matteson and James's permutation test by this test because it gives the same answers in a
 * fraction of the time, and because a permutation test cannot reach a small p-value on a short
 * series at all (with 3 runs on each side the smallest possible p-value is about 0.1).
 *
 * <p>Steps: binary segmentation (split the segment at its best energy split while the split is
 * significant and at least {@code minEffect}), then a pruning pass that retests every change point
 * against the segments between its neighbours and drops the weakest one that no longer passes,
 * until all do. Logs,
 * because run-to-run noise is proportional to the score and a ratio is what users read. The
 * variance is pooled, not Welch's: the noise of a run does not change with the code, and a Welch
 * test on 5 runs after a step has so few degrees of freedom that it misses most 5% steps.
 *
 * @param minSize     fewest runs on each side of a change point (also: the shortest series that
 *                    can have one is {@code 2 * minSize})
 * @param significance largest two-sided p-value of a change point
 * @param minEffect   smallest change of level a change point must have, on the log scale (0.01: about
 *                    1%). Without it a series of 1,000 runs shows "significant" changes of 0.1%: with
 *                    so many runs a t-test detects shifts no one can act on (a JIT or a runner image
 *                    update), and every such point hides the real ones.
 */
public record ChangePointDetector(int minSize, double significance, double minEffect) {

    /** The defaults that docs/history.md validates. */
    public static final ChangePointDetector DEFAULT = new ChangePointDetector(3, 0.001, 0.01);

    public ChangePointDetector {
        if (minSize < 2 || !(significance > 0 && significance < 1) || !(minEffect >= 0)) {
            throw new IllegalArgumentException("minSize >= 2, 0 < significance < 1 and minEffect >= 0, not "
                    + minSize + ", " + significance + ", " + minEffect);
        }
    }

    /** Fewest runs a series needs before it can have a change point. */
    public int shortestSeries() {
        return 2 * minSize;
    }

    /**
     * The change points of a series of positive values, in order: each is the index of the first
     * value after the change. Values that are not positive and finite make no change point.
     */
    public List<Integer> detect(double[] values) {
        double[] logs = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            if (!(values[i] > 0) || !Double.isFinite(values[i])) {
                return List.of();
            }
            logs[i] = Math.log(values[i]);
        }
        TreeSet<Integer> found = new TreeSet<>();
        split(logs, 0, logs.length, found);
        prune(logs, found);
        return List.copyOf(found);
    }

    /** Whether a change at {@code index}, between [from, index) and [index, to), is significant and large enough. */
    private boolean real(double[] logs, int from, int index, int to) {
        PooledTTest test = PooledTTest.of(logs, from, index, to);
        return Math.abs(test.logRatio()) >= minEffect && test.pValue() < significance;
    }

    private void split(double[] logs, int from, int to, TreeSet<Integer> found) {
        EnergySplit split = EnergySplit.best(logs, from, to, minSize);
        if (split == null || split.statistic() == 0) {
            return;
        }
        if (!real(logs, from, split.index(), to)) {
            return;
        }
        found.add(split.index());
        split(logs, from, split.index(), found);
        split(logs, split.index(), to, found);
    }

    /** Drops, one at a time, the least significant change point once its neighbours are known. */
    private void prune(double[] logs, TreeSet<Integer> found) {
        while (!found.isEmpty()) {
            List<Integer> points = new ArrayList<>(found);
            int weakest = -1;
            double weakestP = -1;
            for (int i = 0; i < points.size(); i++) {
                int from = i == 0 ? 0 : points.get(i - 1);
                int to = i == points.size() - 1 ? logs.length : points.get(i + 1);
                if (real(logs, from, points.get(i), to)) {
                    continue;
                }
                double p = PooledTTest.of(logs, from, points.get(i), to).pValue();
                if (p > weakestP) {
                    weakestP = p;
                    weakest = points.get(i);
                }
            }
            if (weakest < 0) {
                return;
            }
            found.remove(weakest);
        }
    }
}
