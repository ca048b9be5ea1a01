package io.github.benchplugin.model.stats;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The split of a segment equals the definition's, summed over every pair (Matteson and James, alpha = 1). */
class EnergySplitTest {

    /** Q at every split, from the definition: O(n^3). */
    private static EnergySplit byDefinition(double[] x, int from, int to, int minSize) {
        int n = to - from;
        int bestIndex = -1;
        double best = Double.NEGATIVE_INFINITY;
        for (int m = minSize; m <= n - minSize; m++) {
            int k = n - m;
            double cross = 0;
            double within1 = 0;
            double within2 = 0;
            for (int i = from; i < to; i++) {
                for (int j = i + 1; j < to; j++) {
                    double d = Math.abs(x[i] - x[j]);
                    if (j < from + m) {
                        within1 += d;
                    } else if (i >= from + m) {
                        within2 += d;
                    } else {
                        cross += d;
                    }
                }
            }
            double energy = 2 * cross / ((double) m * k) - (m < 2 ? 0 : within1 / (m * (m - 1) / 2.0))
                    - (k < 2 ? 0 : within2 / (k * (k - 1) / 2.0));
            double q = (double) m * k / n * energy;
            if (q > best) {
                best = q;
                bestIndex = from + m;
            }
        }
        return new EnergySplit(bestIndex, Math.max(0, best));
    }

    @Test
    void theSplitAndItsStatisticAreTheDefinitionsOnNoisyStepsWithTies() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int n = 6 + random.nextInt(60);
            double[] x = new double[n + 4];
            int step = 2 + random.nextInt(n);
            for (int i = 0; i < x.length; i++) {
                // rounded to 2 digits: many equal values
                x[i] = Math.round((5 + (i >= step ? 0.05 : 0) + random.nextGaussian() * 0.02) * 100) / 100.0;
            }
            EnergySplit fast = EnergySplit.best(x, 2, n + 2, 3);
            EnergySplit slow = byDefinition(x, 2, n + 2, 3);
            assertEquals(slow.index(), fast.index(), "trial " + trial);
            assertEquals(slow.statistic(), fast.statistic(), 1e-9 * Math.max(1, slow.statistic()), "trial " + trial);
        }
    }

    @Test
    void aSegmentShorterThanTwoSidesHasNoSplit() {
        assertNull(EnergySplit.best(new double[] {1, 2, 3, 4, 5}, 0, 5, 3));
        assertEquals(0, EnergySplit.best(new double[] {1, 1, 1, 1, 1, 1}, 0, 6, 3).statistic());
    }
}
