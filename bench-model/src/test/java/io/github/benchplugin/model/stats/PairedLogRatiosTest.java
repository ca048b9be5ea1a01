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
}
