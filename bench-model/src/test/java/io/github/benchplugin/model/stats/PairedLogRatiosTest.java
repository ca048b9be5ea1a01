package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** bench.duet's fork pairs: fork k of one side with fork k of the other, the forks that ran together. */
class PairedLogRatiosTest {

    /**
     * A duet cell of 4 forks under bench.warmup=auto: fork k costs {@code cost} x (1 + k/2), the machine's state
     * at that moment, shared by both sides; the forks in {@code leftOut} never settled and are not scored.
     */
    private static Cell cell(double cost, Set<Integer> leftOut) {
        List<List<Double>> scored = new ArrayList<>();
        List<WarmupFork> forks = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            double value = cost * (1 + k / 2.0);
            WarmupFork fork = new WarmupFork(WarmupClass.FLAT, 0.3, 0, 0.2, 0, List.of(List.of(0.3, value), List.of(0.4, value)));
            forks.add(fork.withSettled(!leftOut.contains(k)));
            if (!leftOut.contains(k)) {
                scored.add(List.of(value, value));
            }
        }
        return Cell.builder(CellStatus.OK).score(cost).samples(scored.stream().flatMap(List::stream).toList())
                .forkSamples(scored).warmup(new Warmup(0.3, 0.3, 0.3, forks, true)).build();
    }

    @Test
    void aForkLeftOutOnOneSideTakesItsPartnerOutOfThePairsAndTheOthersStayPaired() {
        PairedLogRatios pairs = PairedLogRatios.of(cell(100, Set.of(1)), cell(110, Set.of(3)));
        assertEquals(2, pairs.pairs(), "forks 1 and 3 ran together and are scored on both sides");
        for (double logRatio : pairs.logRatios()) {
            assertEquals(Math.log(1.1), logRatio, 1e-12, "each pair ran at the same moment");
        }
    }

    @Test
    void withEveryForkScoredEveryForkIsPaired() {
        assertEquals(4, PairedLogRatios.of(cell(100, Set.of()), cell(110, Set.of())).pairs());
    }

    /**
     * One fork per side, iterations aligned by the barrier: the machine's load per iteration is shared (x2 in
     * iterations 0-2, x1 after), the candidate costs 1.1x. The baseline settled at iteration 0, the candidate at
     * 3 (each side finds its own steady part), and the candidate ran one iteration more.
     */
    private static Cell aligned(double cost, int steadyFrom, int iterations) {
        List<List<Double>> timeline = new ArrayList<>();
        for (int n = 0; n < iterations; n++) {
            timeline.add(List.of(0.1 * (n + 1), cost * (n < 3 ? 2 : 1)));
        }
        List<Double> steady = timeline.subList(steadyFrom, iterations).stream().map(p -> p.get(1)).toList();
        WarmupFork fork = new WarmupFork(WarmupClass.WARMUP, 0.1 * steadyFrom, steadyFrom, 0.2, 0, timeline);
        return Cell.builder(CellStatus.OK).score(steady.stream().mapToDouble(Double::doubleValue).average().orElseThrow())
                .samples(steady).forkSamples(List.of(steady))
                .warmup(new Warmup(0.1 * steadyFrom, 0.1 * steadyFrom, 0.1 * steadyFrom, List.of(fork), true)).build();
    }

    @Test
    void forksWithTheirOwnSteadyPartsAreMatchedOverTheIterationsBothScored() {
        Cell baseline = aligned(100, 0, 10);
        Cell candidate = aligned(110, 3, 11);
        PairedLogRatios pairs = PairedLogRatios.of(baseline, candidate);
        assertEquals(1, pairs.byIteration(), "iterations 3-9 on both sides");
        assertEquals(Math.log(1.1), pairs.logRatios()[0], 1e-12, "the shared load of iterations 0-2 is not in it");
        // The fork means would have read the baseline's loaded first iterations against none of the candidate's.
        assertEquals(1.1 / 1.3, candidate.score() / baseline.score(), 1e-12);
    }

    @Test
    void aCommonStretchShorterThanTheMinimumFallsBackToTheForkMeans() {
        PairedLogRatios pairs = PairedLogRatios.of(aligned(100, 0, 4), aligned(110, 3, 11));
        assertEquals(0, pairs.byIteration(), "only iteration 3 in common");
        assertEquals(1, pairs.pairs());
    }
}
