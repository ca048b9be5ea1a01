package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RatioEstimatorTest {

    private final RatioEstimator estimator = new RatioEstimator();

    @Test
    void samplesThatOverflowTheirSumsGiveAnUnknownRatioNotAnException() {
        Comparison c = estimator.compare(SyntheticCells.around(1e308), SyntheticCells.around(100), Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNKNOWN, c.verdict(), c.toString());
        assertNull(c.ciLow(), c.toString());
    }

    @Test
    void identicalDistributionsAreUndecidedWhenTheForksCannotShowMore() {
        // 5 forks at 2% fork noise: the 90% equivalence interval reaches past +-3%.
        Random random = new Random(1);
        Cell a = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Cell b = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Comparison c = estimator.compare(a, b, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNDECIDED, c.verdict(), c.toString());
        assertTrue(c.note().contains("undecided") && c.note().contains("forks per side"), c.note());
        assertTrue(c.ciLow() <= 1 && c.ciHigh() >= 1, c.toString());
        assertEquals("17", c.against());
    }

    @Test
    void tenPercentSlowerIsSlowerWithIntervalAroundTruth() {
        Random random = new Random(42);
        Cell base = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Cell cand = SyntheticCells.noisy(random, 110, 5, 5, 0.02, 0.01);
        Comparison c = estimator.compare(base, cand, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.SLOWER, c.verdict(), c.toString());
        assertTrue(c.ciLow() < 1.10 && c.ciHigh() > 1.10, c.toString());
        assertTrue(c.ciLow() > 1.0);
        assertEquals(cand.score() / base.score(), c.ratio(), 1e-12);
        assertTrue(c.pValue() < 0.01);
    }

    @Test
    void throughputReadsDirectionTheOtherWay() {
        Random random = new Random(42);
        Cell base = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Cell more = SyntheticCells.noisy(random, 110, 5, 5, 0.02, 0.01);
        assertEquals(Verdict.FASTER, estimator.compare(base, more, Mode.THROUGHPUT, "17").verdict());
        assertEquals(Verdict.SLOWER, estimator.compare(more, base, Mode.THROUGHPUT, "17").verdict());
        assertEquals(Verdict.FASTER, estimator.compare(more, base, Mode.AVERAGE_TIME, "17").verdict());
    }

    /** Iterations of one fork are not independent: they give no interval (and no test), only the ratio. */
    @Test
    void oneForkGivesTheRatioWithoutAnIntervalAndAnUnknownVerdict() {
        Random random = new Random(3);
        Cell base = SyntheticCells.noisy(random, 100, 1, 10, 0.02, 0.01);
        Cell cand = SyntheticCells.noisy(random, 150, 1, 10, 0.02, 0.01);
        Comparison c = estimator.compare(base, cand, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertEquals(cand.score() / base.score(), c.ratio(), 1e-12);
        assertNull(c.ciLow());
        assertNull(c.ciHigh());
        assertNull(c.pValue());
        assertFalse(c.hasInterval());
        assertTrue(c.note().startsWith("1 fork: "), c.note());
        assertTrue(c.note().contains("bench.forks"));
        assertFalse(RatioEstimator.hasForksForInterval(base));
        assertTrue(RatioEstimator.hasForksForInterval(SyntheticCells.noisy(random, 100, 2, 10, 0.02, 0.01)));
    }

    @Test
    void oneForkOnOneSideOnlyIsStillUnknown() {
        Random random = new Random(3);
        Cell base = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
        Cell cand = SyntheticCells.noisy(random, 150, 1, 5, 0.02, 0.01);
        assertEquals(Verdict.UNKNOWN, estimator.compare(base, cand, Mode.AVERAGE_TIME, "17").verdict());
    }

    @Test
    void oneSampleGivesRatioWithoutInterval() {
        Cell base = SyntheticCells.of(List.of(List.of(100.0)));
        Cell cand = SyntheticCells.of(List.of(List.of(120.0)));
        Comparison c = estimator.compare(base, cand, Mode.AVERAGE_TIME, "17");
        assertEquals(1.2, c.ratio(), 1e-12);
        assertNull(c.ciLow());
        assertNull(c.ciHigh());
        assertEquals(Verdict.UNKNOWN, c.verdict());
    }

    @Test
    void zeroVarianceEqualIsSameWithPointInterval() {
        Comparison c = estimator.compare(SyntheticCells.constant(5, 3, 3), SyntheticCells.constant(5, 3, 3),
                Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.SAME, c.verdict());
        assertEquals(1.0, c.ratio());
        assertEquals(1.0, c.ciLow());
        assertEquals(1.0, c.ciHigh());
        assertEquals(1.0, c.pValue());
    }

    @Test
    void zeroVarianceDifferentIsDecided() {
        Comparison c = estimator.compare(SyntheticCells.constant(5, 3, 3), SyntheticCells.constant(10, 3, 3),
                Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.SLOWER, c.verdict());
        assertEquals(2.0, c.ciLow(), 1e-12);
        assertEquals(2.0, c.ciHigh(), 1e-12);
        Comparison t = estimator.compare(SyntheticCells.constant(5, 3, 3), SyntheticCells.constant(10, 3, 3),
                Mode.THROUGHPUT, "17");
        assertEquals(Verdict.FASTER, t.verdict());
    }

    @Test
    void nanScoreIsUnknownWithoutRatio() {
        Cell nan = Cell.builder(CellStatus.OK).score(Double.NaN).build();
        Comparison c = estimator.compare(SyntheticCells.constant(5, 3, 3), nan, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertNull(c.ratio());
        assertTrue(c.note().contains("finite"));
    }

    @Test
    void zeroBaselineScoreHasNoRatio() {
        Cell zero = SyntheticCells.constant(0, 3, 3);
        Comparison c = estimator.compare(zero, SyntheticCells.constant(5, 3, 3), Mode.THROUGHPUT, "17");
        assertNull(c.ratio());
        assertEquals(Verdict.UNKNOWN, c.verdict());
        Comparison reverse = estimator.compare(SyntheticCells.constant(5, 3, 3), zero, Mode.THROUGHPUT, "17");
        assertEquals(0.0, reverse.ratio());
        assertEquals(Verdict.UNKNOWN, reverse.verdict());
    }

    @Test
    void failedCellIsUnknownWithReason() {
        Comparison c = estimator.compare(SyntheticCells.constant(5, 3, 3), Cell.failed("OutOfMemoryError"),
                Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertNull(c.ratio());
        assertTrue(c.note().contains("failed") && c.note().contains("OutOfMemoryError"), c.note());
        assertEquals(Verdict.UNKNOWN, estimator.compare(Cell.skipped("x"), SyntheticCells.constant(5, 3, 3),
                Mode.AVERAGE_TIME, "17").verdict());
    }

    @Test
    void smallButSignificantDifferenceIsSame() {
        // 1% apart with almost no noise: real, but under the minimum effect.
        Cell base = SyntheticCells.noisy(new Random(5), 100, 5, 5, 0.001, 0.001);
        Cell cand = SyntheticCells.noisy(new Random(6), 101, 5, 5, 0.001, 0.001);
        Comparison c = estimator.compare(base, cand, Mode.AVERAGE_TIME, "17");
        assertTrue(c.ciLow() > 1.0, c.toString());
        assertEquals(Verdict.SAME, c.verdict(), "significant, yet shown within the 3% margin");
        assertTrue(c.note().contains("margin"), c.note());
        // With a 0.5% margin the same 1% is neither within the margin nor past the 3% minimum effect.
        Comparison tight = estimator.withMargin(0.005).compare(base, cand, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.UNDECIDED, tight.verdict(), tight.toString());
        assertTrue(tight.note().contains("minimum effect"), tight.note());
    }

    @Test
    void resultsAreAlwaysFinite() {
        Random random = new Random(9);
        Cell two = SyntheticCells.noisy(random, 1, 2, 1, 0.9, 0.0);
        Cell other = SyntheticCells.noisy(random, 1e6, 2, 1, 0.9, 0.0);
        Comparison c = estimator.compare(two, other, Mode.AVERAGE_TIME, "17");
        for (Double d : new Double[] {c.ratio(), c.ciLow(), c.ciHigh(), c.pValue()}) {
            assertTrue(d == null || Double.isFinite(d), c.toString());
        }
    }

    /**
     * Many A/A comparisons with realistic noise: the share called faster or slower stays
     * below 1 - CONFIDENCE (the minimum effect makes it smaller still).
     */
    @Test
    void aaFalsePositiveRateStaysUnderTheConfidenceLevel() {
        Random random = new Random(2024);
        int trials = 4000;
        int flagged = 0;
        for (int i = 0; i < trials; i++) {
            int forks = 3 + i % 3; // 3, 4 and 5 forks
            Cell a = SyntheticCells.noisy(random, 100, forks, 5, 0.02, 0.01);
            Cell b = SyntheticCells.noisy(random, 100, forks, 5, 0.02, 0.01);
            Verdict v = estimator.compare(a, b, Mode.AVERAGE_TIME, "a").verdict();
            if (v == Verdict.FASTER || v == Verdict.SLOWER) {
                flagged++;
            }
        }
        double rate = flagged / (double) trials;
        assertTrue(rate < 1 - RatioEstimator.CONFIDENCE, "A/A false positive rate " + rate);
    }

    /** And the same method finds a real 10% difference almost every time with 5 forks. */
    @Test
    void tenPercentIsFoundAlmostAlways() {
        Random random = new Random(7);
        int trials = 1000;
        int found = 0;
        for (int i = 0; i < trials; i++) {
            Cell a = SyntheticCells.noisy(random, 100, 5, 5, 0.02, 0.01);
            Cell b = SyntheticCells.noisy(random, 110, 5, 5, 0.02, 0.01);
            if (estimator.compare(a, b, Mode.AVERAGE_TIME, "a").verdict() == Verdict.SLOWER) {
                found++;
            }
        }
        assertTrue(found > 0.95 * trials, "found " + found + " of " + trials);
    }
}
