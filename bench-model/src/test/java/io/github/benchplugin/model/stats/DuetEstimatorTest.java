package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Pairing;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.duet's estimator on synthetic duets: two sides measured at the same moments, so the machine's
 * noise (bursts of outside load that slow every iteration they overlap) is common to an iteration pair,
 * and only a little noise of each side's own (JIT, layout) differs.
 */
class DuetEstimatorTest {

    private static final RuntimeInfo BASE = RuntimeInfo.builder("17").baseline(true).build();
    private static final RuntimeInfo CAND = RuntimeInfo.builder("25").build();
    private final RatioEstimator estimator = new RatioEstimator();

    /** A duet: both cells' iterations, fork by fork, under the same shared noise. */
    private record Duet(Cell baseline, Cell candidate) {

        /**
         * @param ratio     the candidate's true cost relative to the baseline's
         * @param own       each side's own per-fork and per-iteration noise (log sd)
         * @param burstRate the share of iterations that a burst of outside load slows, on both sides alike
         */
        static Duet of(Random random, double ratio, int forks, int iterations, double own, double burstRate,
                       String pairingId) {
            List<List<Double>> b = new ArrayList<>();
            List<List<Double>> c = new ArrayList<>();
            for (int f = 0; f < forks; f++) {
                double bFork = Math.exp(own * random.nextGaussian());
                double cFork = Math.exp(own * random.nextGaussian());
                List<Double> bi = new ArrayList<>();
                List<Double> ci = new ArrayList<>();
                for (int i = 0; i < iterations; i++) {
                    // The machine at this moment: mild jitter, and now and then a burst that costs 20-150% more.
                    double shared = Math.exp(0.05 * random.nextGaussian())
                            * (random.nextDouble() < burstRate ? 1.2 + 1.3 * random.nextDouble() : 1.0);
                    bi.add(100 * bFork * shared * Math.exp(own / 2 * random.nextGaussian()));
                    ci.add(100 * ratio * cFork * shared * Math.exp(own / 2 * random.nextGaussian()));
                }
                b.add(bi);
                c.add(ci);
            }
            return new Duet(cell(b, pairingId), cell(c, pairingId));
        }

        private static Cell cell(List<List<Double>> forks, String pairingId) {
            List<Double> all = forks.stream().flatMap(List::stream).toList();
            double mean = all.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            return Cell.builder(CellStatus.OK).score(mean).samples(all).forkSamples(forks).duet(pairingId).build();
        }

        Duet alone() {
            return new Duet(baseline.withDuet(null), candidate.withDuet(null));
        }
    }

    private static double width(Comparison c) {
        return Math.log(c.ciHigh() / c.ciLow());
    }

    @Test
    void sharedNoiseCancelsInThePairs() {
        // The same numbers read twice: as a duet, and as if measured one side after the other (Welch).
        Duet duet = Duet.of(new Random(7), 1.0, 5, 20, 0.01, 0.3, "run-1");
        Comparison paired = estimator.compare(duet.baseline(), BASE, duet.candidate(), CAND, Mode.AVERAGE_TIME, "17");
        Comparison welch = estimator.compare(duet.alone().baseline(), BASE, duet.alone().candidate(), CAND,
                Mode.AVERAGE_TIME, "17");
        assertEquals(Pairing.DUET, paired.pairing(), paired.toString());
        assertEquals(Pairing.SEQUENTIAL, welch.pairing(), welch.toString());
        assertTrue(width(paired) < width(welch) / 3, "paired " + paired + " vs Welch " + welch);
        assertTrue(paired.ciLow() <= 1 && paired.ciHigh() >= 1, paired.toString());
        assertNotEquals(Verdict.FASTER, paired.verdict());
        assertNotEquals(Verdict.SLOWER, paired.verdict());
        assertTrue(paired.note().startsWith("bench.duet: paired t on the log-ratios of 5 fork pairs (5 matched"),
                paired.note());
    }

    @Test
    void aKnownTenPercentIsRecoveredAndCalledSlower() {
        Duet duet = Duet.of(new Random(11), 1.10, 5, 20, 0.01, 0.3, "run-1");
        Comparison c = estimator.compare(duet.baseline(), BASE, duet.candidate(), CAND, Mode.AVERAGE_TIME, "17");
        assertEquals(Verdict.SLOWER, c.verdict(), c.toString());
        assertTrue(c.ciLow() < 1.10 && c.ciHigh() > 1.10, c.toString());
        assertEquals(1.10, c.ratio(), 0.02, c.toString());
        // Throughput: the same numbers read the other way round.
        Comparison thrpt = estimator.compare(duet.baseline(), BASE, duet.candidate(), CAND, Mode.THROUGHPUT, "17");
        assertEquals(Verdict.FASTER, thrpt.verdict(), thrpt.toString());
    }

    @Test
    void aaDuetsRarelyGiveAFalseVerdict() {
        Random random = new Random(3);
        int wrong = 0;
        int same = 0;
        for (int run = 0; run < 200; run++) {
            Duet duet = Duet.of(random, 1.0, 5, 10, 0.01, 0.3, "run-" + run);
            Verdict v = estimator.compare(duet.baseline(), BASE, duet.candidate(), CAND, Mode.AVERAGE_TIME, "17")
                    .verdict();
            wrong += v == Verdict.FASTER || v == Verdict.SLOWER ? 1 : 0;
            same += v == Verdict.SAME ? 1 : 0;
        }
        assertTrue(wrong <= 6, wrong + " false verdicts of 200");
        assertTrue(same >= 150, "only " + same + " of 200 A/A duets were shown the same");
    }

    @Test
    void highForkNoiseOfASequentialComparisonNamesDuet() {
        Duet duet = Duet.of(new Random(7), 1.0, 5, 20, 0.01, 0.3, "run-1");
        Comparison welch = estimator.compare(duet.alone().baseline(), BASE, duet.alone().candidate(), CAND,
                Mode.AVERAGE_TIME, "17");
        assertTrue(welch.equivalence().forkNoise() > RatioEstimator.HIGH_FORK_NOISE, welch.toString());
        assertEquals(Verdict.UNDECIDED, welch.verdict(), welch.toString());
        assertTrue(welch.note().endsWith("(bench.forks); or bench.duet=true, which measures both sides at the same"
                + " moment so that the load they meet cancels"), welch.note());
        io.github.benchplugin.model.result.Equivalence quiet = new io.github.benchplugin.model.result.Equivalence(0.98, 1.02, 0.9,
                0.03, 0.02, 5);
        assertEquals("", RatioEstimator.duetAdvice(quiet, false), "a quiet machine needs no advice");
        assertEquals("", RatioEstimator.duetAdvice(welch.equivalence(), true), "a duet is not told to be one");
    }

    @Test
    void cellsOfDifferentRunsOrOneAloneAreNotPaired() {
        Duet duet = Duet.of(new Random(5), 1.0, 3, 5, 0.01, 0.3, "run-1");
        Cell otherRun = duet.candidate().withDuet("run-2");
        assertEquals(Pairing.SEQUENTIAL, estimator.compare(duet.baseline(), BASE, otherRun, CAND, Mode.AVERAGE_TIME,
                "17").pairing());
        assertEquals(Pairing.SEQUENTIAL, estimator.compare(duet.baseline(), BASE, duet.candidate().withDuet(null), CAND,
                Mode.AVERAGE_TIME, "17").pairing());
    }

    @Test
    void forksOfUnequalLengthArePairedByTheirMeans() {
        // bench.warmup=auto keeps each fork's own steady part: iterations no longer match by index.
        Duet duet = Duet.of(new Random(9), 1.10, 4, 12, 0.01, 0.3, "run-1");
        List<List<Double>> shorter = duet.candidate().forkSamples().stream().map(f -> f.subList(2, f.size())).toList();
        Cell cut = Cell.builder(CellStatus.OK).score(duet.candidate().score()).forkSamples(shorter).duet("run-1").build();
        Comparison c = estimator.compare(duet.baseline(), BASE, cut, CAND, Mode.AVERAGE_TIME, "17");
        assertEquals(Pairing.DUET, c.pairing());
        assertTrue(c.note().contains("(0 matched iteration by iteration)"), c.note());
        assertTrue(c.ciLow() < 1.10 && c.ciHigh() > 1.10, c.toString());
    }

    /**
     * bench.baseline's method (or the baseline column of more columns than CPU sets) beside two partners in turn:
     * its cell holds both sessions' forks, each fork naming its rendezvous, and each comparison pairs the forks
     * of the rendezvous the two share, its ratio from them alone; the bursts of the other session do not enter it.
     */
    @Test
    void aBaselineBesideTwoPartnersIsPairedWithEachOnItsOwnForks() {
        Random random = new Random(11);
        Duet withTwin = Duet.of(random, 1.0, 5, 20, 0.01, 0.3, "run-1");
        Duet withMore = Duet.of(random, 1.10, 5, 20, 0.01, 0.3, "run-1");
        // The second session under heavier load on both sides: its forks must not pair with the first's.
        Cell base = joined(withTwin.baseline(), "g-twin", scaled(withMore.baseline(), 1.5), "g-more");
        Cell twin = named(withTwin.candidate(), "g-twin");
        Cell more = named(scaled(withMore.candidate(), 1.5), "g-more");
        assertEquals(10, base.forkSamples().size());
        assertTrue(base.pairedWith(more) && base.pairedWith(twin) && !twin.pairedWith(more));

        Comparison moreVsBase = estimator.compare(base, more, Mode.AVERAGE_TIME, "B.base");
        assertEquals(Pairing.DUET, moreVsBase.pairing());
        assertEquals(Verdict.SLOWER, moreVsBase.verdict(), moreVsBase::note);
        assertTrue(moreVsBase.ratio() > 1.07 && moreVsBase.ratio() < 1.13, moreVsBase::toString);
        assertTrue(moreVsBase.note().contains("5 fork pairs") && moreVsBase.note().contains("paired forks alone"),
                moreVsBase.note());
        Comparison twinVsBase = estimator.compare(base, twin, Mode.AVERAGE_TIME, "B.base");
        assertEquals(Pairing.DUET, twinVsBase.pairing());
        assertTrue(twinVsBase.ratio() > 0.97 && twinVsBase.ratio() < 1.03, twinVsBase::toString);
        assertNotEquals(Verdict.FASTER, twinVsBase.verdict());
        assertNotEquals(Verdict.SLOWER, twinVsBase.verdict());
        // Paired by fork index instead, the twin would meet the heavier second session's forks: far from 1.
        double byIndex = twin.score() / base.score();
        assertTrue(byIndex < 0.85, "the whole baseline cell is not the twin's partner: " + byIndex);
        // A cell from another rendezvous of the same run is not paired with it.
        assertEquals(Pairing.SEQUENTIAL, estimator.compare(twin, more, Mode.AVERAGE_TIME, "x").pairing());
    }

    private static Cell named(Cell cell, String group) {
        return cell.withDuet(cell.duet(), java.util.Collections.nCopies(cell.forkSamples().size(), group));
    }

    private static Cell scaled(Cell cell, double factor) {
        List<List<Double>> forks = cell.forkSamples().stream().map(f -> f.stream().map(v -> v * factor).toList()).toList();
        return Duet.cell(forks, cell.duet());
    }

    /** One cell from two sessions' forks, in run order, each fork naming its rendezvous. */
    private static Cell joined(Cell first, String firstGroup, Cell second, String secondGroup) {
        List<List<Double>> forks = new ArrayList<>(first.forkSamples());
        forks.addAll(second.forkSamples());
        List<String> groups = new ArrayList<>(java.util.Collections.nCopies(first.forkSamples().size(), firstGroup));
        groups.addAll(java.util.Collections.nCopies(second.forkSamples().size(), secondGroup));
        return Duet.cell(forks, first.duet()).withDuet(first.duet(), groups);
    }
}
