package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Intervals, p-values and verdicts on fixed inputs, as recorded with commons-math3 3.6.1 before the
 * t distribution moved to Apache Commons Statistics. A change of statistics library (or of its
 * version) must not move a reported interval or flip a verdict. The tolerance is relative and far
 * below anything a report prints (4 significant digits): commons-math3 finds a t quantile with a
 * root solver, Commons Statistics 1.2 by its own inversion, so the last digits differ (by at most 7e-11
 * relative on these inputs).
 */
class RecordedStatisticsTest {

    private static final double RELATIVE = 1e-9;

    private static void assertClose(double expected, double actual) {
        assertEquals(expected, actual, Math.abs(expected) * RELATIVE);
    }

    @Test
    void welchIntervalsOnFixedLogSamples() {
        // 5 vs 5, significant
        assertWelch(0.1, new double[] {0.01, -0.02, 0.015, 0.0, -0.005}, new double[] {0.1, 0.12, 0.08, 0.11, 0.095},
                0.030753523324007310, 1.0717003257316670, 1.1396868404666190, 4.6721894478231920e-06, true);
        // 2 vs 3: about 1.4 degrees of freedom, a very wide interval
        assertWelch(0.2, new double[] {1.0, 1.1}, new double[] {1.3, 1.2, 1.25},
                0.79200710588134550, 0.55321580698102410, 2.6966414892993860, 0.094148177625434680, false);
        // 10 vs 10, small spread
        assertWelch(0.03, new double[] {5.0, 5.01, 4.99, 5.02, 4.98, 5.0, 5.005, 4.995, 5.0, 5.01},
                new double[] {5.03, 5.05, 5.01, 5.04, 5.02, 5.06, 5.0, 5.03, 5.04, 5.02},
                0.019989947847161070, 1.0100603203138534, 1.0512605288914012, 0.00049513509964809010, true);
        // unequal variances
        assertWelch(0.05, new double[] {2.0, 2.5, 1.5}, new double[] {2.1, 2.2, 2.0},
                2.5833767514225654, 0.079390485219074990, 13.920697360974310, 0.87972709188568940, false);
    }

    @Test
    void welchHalfWidthAtNinetyFivePercent() {
        WelchInterval w = WelchInterval.of(0.2, LogSummary.of(new double[] {1.0, 1.1}),
                LogSummary.of(new double[] {1.3, 1.2, 1.25}), 0.95);
        assertClose(0.29884987241293537, w.halfWidth());
        assertClose(0.094148177625434680, w.pValue());
    }

    @Test
    void geometricMeanIntervals() {
        Comparison five = GeometricMean.summarize("17", List.of(0.1, -0.05, 0.2, 0.02, 0.07));
        assertClose(1.0703653084787743, five.ratio());
        assertClose(0.95350095277317240, five.ciLow());
        assertClose(1.2015529614970475, five.ciHigh());
        Comparison three = GeometricMean.summarize("17", List.of(0.3, 0.1, 0.2));
        assertClose(1.2214027581601699, three.ratio());
        assertTrue(three.ciLow() < three.ratio() && three.ratio() < three.ciHigh());
        Comparison two = GeometricMean.summarize("17", List.of(0.3, 0.1));
        assertClose(1.2214027581601699, two.ratio());
        assertNull(two.ciLow(), "two rows give no interval worth printing (1 degree of freedom)");
        assertTrue(two.note().contains("too few rows for an interval"), two.note());
    }

    @Test
    void ratioComparisonsOnSeededForks() {
        // java.util.Random's sequence is fixed by its specification, so these cells are the same everywhere.
        assertComparison(1, 1.0, 0.95378601332312570, 1.0290636692349033, 0.39627615953113880, Verdict.SAME);
        assertComparison(1, 1.02, 0.96635854378025750, 1.0720233502922056, 0.28572989728686540, Verdict.UNDECIDED);
        assertComparison(1, 1.05, 1.0103197059371503, 1.0969667844773280, 0.0035511573340804604, Verdict.SLOWER);
        assertComparison(1, 0.9, 0.85819855161010620, 0.94812814437545060, 0.00016966887948526460, Verdict.FASTER);
        assertComparison(2, 1.0, 0.94791034592541670, 1.0182489673160242, 0.13522834177897167, Verdict.UNDECIDED);
        assertComparison(2, 1.1, 1.0585600728558466, 1.1562362568117774, 0.00011511720495717314, Verdict.SLOWER);
        assertComparison(3, 1.02, 0.95795601193544800, 1.0645857924075030, 0.54745855392346520, Verdict.UNDECIDED);
        assertComparison(3, 1.3, 1.2463022997617994, 1.3639467987663610, 8.6127386489347870e-08, Verdict.SLOWER);
    }

    private static void assertWelch(double centre, double[] baseline, double[] candidate, double halfWidth,
                                    double low, double high, double p, boolean excludesOne) {
        WelchInterval w = WelchInterval.of(centre, LogSummary.of(baseline), LogSummary.of(candidate), 0.99);
        assertClose(halfWidth, w.halfWidth());
        assertClose(low, w.ratioLow());
        assertClose(high, w.ratioHigh());
        assertClose(p, w.pValue());
        assertEquals(excludesOne, w.excludesOne());
    }

    /** 5 forks x 5 iterations a side, 2% fork noise, 1% iteration noise; avgt, and thrpt the other way round. */
    private static void assertComparison(long seed, double truth, double low, double high, double p, Verdict avgt) {
        Random random = new Random(seed * 1000 + (long) (truth * 100));
        Cell baseline = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Cell candidate = SyntheticCells.noisy(random, 100 * truth, 5, 5, 0.02, 0.01);
        Comparison time = new RatioEstimator().compare(baseline, candidate, Mode.AVERAGE_TIME, "17");
        assertClose(low, time.ciLow());
        assertClose(high, time.ciHigh());
        assertClose(p, time.pValue());
        assertEquals(avgt, time.verdict());
        Comparison throughput = new RatioEstimator().compare(baseline, candidate, Mode.THROUGHPUT, "17");
        assertEquals(avgt == Verdict.SLOWER ? Verdict.FASTER : avgt == Verdict.FASTER ? Verdict.SLOWER : avgt,
                throughput.verdict());
    }
}
