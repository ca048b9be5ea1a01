package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The four answers on constructed intervals and on cells with fixed fork means: deterministic, so a
 * failure is a change of the rule, never chance (the rates are in VerdictSimulation and docs/measurements.md).
 */
class VerdictRuleTest {

    private final RatioEstimator estimator = new RatioEstimator();

    /** A two-sided interval exp(log r +- h) for faster/slower and a (1 - 2a) one [low, high] for same. */
    private Verdict verdict(double ratio, double halfWidth, double eqLow, double eqHigh, Mode mode) {
        WelchInterval interval = new WelchInterval(Math.log(ratio), halfWidth, 0.5);
        return estimator.verdict(interval, new Equivalence(eqLow, eqHigh, 0.90, 0.03, 0.02, 5), mode);
    }

    @Test
    void fasterAndSlowerNeedAnIntervalExcludingOneAndTheMinimumEffect() {
        assertEquals(Verdict.SLOWER, verdict(1.10, 0.05, 1.06, 1.14, Mode.AVERAGE_TIME));
        assertEquals(Verdict.FASTER, verdict(0.90, 0.05, 0.87, 0.93, Mode.AVERAGE_TIME));
        assertEquals(Verdict.FASTER, verdict(1.10, 0.05, 1.06, 1.14, Mode.THROUGHPUT), "thrpt: more is faster");
        // Excludes 1 but only 2% apart: below the 3% minimum effect, and not inside +-3% either.
        assertEquals(Verdict.UNDECIDED, verdict(1.02, 0.015, 1.009, 1.031, Mode.AVERAGE_TIME));
    }

    @Test
    void sameNeedsTheWholeEquivalenceIntervalInsideTheMargin() {
        assertEquals(Verdict.SAME, verdict(1.00, 0.03, 0.98, 1.02, Mode.AVERAGE_TIME));
        assertEquals(Verdict.SAME, verdict(1.02, 0.012, 1.011, 1.029, Mode.AVERAGE_TIME), "significant but small: same");
        // The edges: 1.03 and 1/1.03 are inside, anything past them is not.
        assertEquals(Verdict.SAME, verdict(1.00, 0.04, 1 / 1.03, 1.03, Mode.AVERAGE_TIME));
        assertEquals(Verdict.UNDECIDED, verdict(1.00, 0.04, 0.97, 1.0301, Mode.AVERAGE_TIME));
        assertEquals(Verdict.UNDECIDED, verdict(1.00, 0.04, 0.9708, 1.02, Mode.AVERAGE_TIME));
    }

    @Test
    void aWideIntervalAroundOneIsUndecidedNotSame() {
        // 1.04 [0.91-1.19], the example: formerly "same" ("~"), now undecided.
        assertEquals(Verdict.UNDECIDED, verdict(1.04, 0.134, 0.93, 1.16, Mode.AVERAGE_TIME));
    }

    @Test
    void aLargerMarginIsAlsoTheMinimumEffect() {
        RatioEstimator five = estimator.withMargin(0.05);
        Equivalence eq = new Equivalence(1.035, 1.045, 0.90, 0.05, 0.001, 10);
        // 4% apart, shown precisely: past 3%, but inside the 5% margin: same, never slower.
        assertEquals(Verdict.SAME, five.verdict(new WelchInterval(Math.log(1.04), 0.008, 1e-6), eq, Mode.AVERAGE_TIME));
        assertEquals(0.05, five.minimumEffect(), 1e-12);
        assertEquals(RatioEstimator.MIN_EFFECT, estimator.withMargin(0.01).minimumEffect(), 1e-12);
    }

    @Test
    void fixedForkMeansGiveEachAnswer() {
        // Ten forks a side alternating +-0.5%: the 90% interval is about +-0.4%.
        Cell base = cell(100, 0.005, 10);
        assertEquals(Verdict.SAME, compare(base, cell(100, 0.005, 10)).verdict());
        assertEquals(Verdict.SLOWER, compare(base, cell(110, 0.005, 10)).verdict());
        assertEquals(Verdict.FASTER, compare(base, cell(90, 0.005, 10)).verdict());
        // Three forks a side alternating +-5%: nothing can be shown either way.
        Comparison noisy = compare(cell(100, 0.05, 3), cell(101, 0.05, 3));
        assertEquals(Verdict.UNDECIDED, noisy.verdict());
        assertTrue(noisy.equivalence().excludedBeyond() > 0.05, noisy.toString());
        assertTrue(noisy.note().contains("forks per side would likely decide it"), noisy.note());
        // The equivalence interval is the narrower (90%) one, inside the 99% interval.
        assertTrue(noisy.ciLow() < noisy.equivalence().low() && noisy.equivalence().high() < noisy.ciHigh());
        assertEquals(0.90, noisy.equivalence().level(), 1e-12);
    }

    @Test
    void underAPrecisionTargetTheEquivalenceLevelIsSplitOverTheLooks() {
        PrecisionTarget target = PrecisionTarget.of(0.02, 8);
        assertEquals(1 - 2 * 0.05 / 8, target.estimator().withMargin(0.03).compare(cell(100, 0.01, 5),
                cell(100, 0.01, 5), Mode.AVERAGE_TIME, "17").equivalence().level(), 1e-12);
        assertEquals(0.05 / 8, target.estimator().equivalenceAlpha(), 1e-12);
    }

    private Comparison compare(Cell base, Cell cand) {
        return estimator.compare(base, cand, Mode.AVERAGE_TIME, "17");
    }

    /** Forks whose means alternate mean x (1 + spread) and mean x (1 - spread), three iterations each. */
    private static Cell cell(double mean, double spread, int forks) {
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double m = mean * (1 + (f % 2 == 0 ? spread : -spread));
            all.add(List.of(m, m, m));
        }
        return SyntheticCells.of(all);
    }
}
