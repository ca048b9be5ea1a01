package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.fixtures.Results;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MACHINE_DRIFT on simulated runs: forks of 10 iterations, fork k in round k, each fork's mean moved by
 * its fork noise and, where the machine drifts, by its round's slowdown on every cell alike.
 */
class MachineDriftAnalyserTest {

    private static final double[] NONE = {1, 1, 1, 1, 1};
    /** The public suite of docs/measurements.md: rounds 1-3 1.22x round 5's time, on both runtimes. */
    private static final double[] FIRST_THREE_SLOW = {1.22, 1.22, 1.22, 1, 1};

    @Test
    void roundsSlowOnEveryCellAreNamedOnceForTheRunWithTheirShift() {
        List<Warning> warnings = analyse(new Random(1), 33, 0.05, FIRST_THREE_SLOW, Map.of("forks", "5", "rounds", "5"));
        assertEquals(1, warnings.size(), warnings::toString);
        Warning w = warnings.get(0);
        assertEquals(WarningCode.MACHINE_DRIFT, w.code());
        assertEquals(null, w.benchmark());
        assertTrue(w.message().startsWith("The machine's speed changed during the run: the forks of rounds 1-3 took 1.2"),
                w.message());
        assertTrue(w.message().contains("the time of those of rounds 4-5, on 6"), w.message());
        assertTrue(w.message().contains("of 66 cells"), w.message());
        assertTrue(w.message().contains("ratios are affected far less than the scores"), w.message());
    }

    @Test
    void oneSlowRoundInTheMiddleIsNamedToo() {
        List<Warning> warnings = analyse(new Random(2), 6, 0.03, new double[] {1, 1, 1.3, 1, 1},
                Map.of("forks", "5", "rounds", "5"));
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).message().contains("the forks of round 3 took 1.3"), warnings.get(0).message());
        assertTrue(warnings.get(0).message().contains("of those of rounds 1, 2, 4 and 5"), warnings.get(0).message());
    }

    /** Fork-to-fork noise is independent from cell to cell: it does not line up into a shift of the whole run. */
    @Test
    void independentForkNoiseRaisesNoWarning() {
        Random random = new Random(3);
        int warned = 0;
        for (int run = 0; run < 200; run++) {
            warned += analyse(random, 6, 0.05, NONE, Map.of("forks", "5", "rounds", "5")).size();
        }
        assertEquals(0, warned, "runs of 6 rows x 2 runtimes at 5% fork noise warned");
        for (int run = 0; run < 200; run++) {
            warned += analyse(random, 6, 0.15, NONE, Map.of("forks", "5", "rounds", "5")).size();
        }
        assertTrue(warned <= 2, warned + " of 200 runs at 15% fork noise warned");
    }

    @Test
    void nothingWithoutRoundsOrWithTooFewCells() {
        Random random = new Random(4);
        assertEquals(List.of(), analyse(random, 33, 0.02, FIRST_THREE_SLOW, Map.of("forks", "5", "rounds", "1")));
        assertEquals(List.of(), analyse(random, 33, 0.02, FIRST_THREE_SLOW, Map.of("forks", "5")));
        assertEquals(List.of(), analyse(random, 2, 0.02, FIRST_THREE_SLOW, Map.of("forks", "5", "rounds", "5")));
        // Forks the round plan does not account for (a precision target's extra rounds): left out.
        assertEquals(List.of(), analyse(random, 33, 0.02, FIRST_THREE_SLOW, Map.of("forks", "4", "rounds", "4")));
    }

    @Test
    void forksSpreadOverRoundsAsTheRunPlansThem() {
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 2, 2}, MachineDriftAnalyser.roundOfFork(7, 3));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, MachineDriftAnalyser.roundOfFork(5, 5));
        List<Warning> tenForks = analyse(new Random(5), 6, 0.03, new double[] {1.25, 1.25, 1, 1, 1, 1, 1, 1, 1, 1},
                Map.of("forks", "10", "rounds", "5"));
        assertEquals(1, tenForks.size(), tenForks::toString);
        assertTrue(tenForks.get(0).message().contains("the forks of round 1 took 1.2"), tenForks.get(0).message());
    }

    @Test
    void isPartOfTheStandardSet() {
        assertTrue(Analysers.standard().stream().anyMatch(a -> a instanceof MachineDriftAnalyser));
    }

    /** {@code rows} rows on 17 and 25, fork f slowed by {@code slowdown[f]}. */
    private static List<Warning> analyse(Random random, int rows, double forkNoise, double[] slowdown,
                                         Map<String, String> settings) {
        List<Row> all = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            double cost = 1000 * (1 + r);
            all.add(Results.row("org.acme.B.m" + r, "avgt", Map.of(), Results.cells("17",
                    drifted(random, cost, forkNoise, slowdown), "25", drifted(random, cost * 0.8, forkNoise, slowdown))));
        }
        Environment environment = Environment.builder(Results.HOST).os("Linux").arch("amd64").cpus(8)
                .createdAt("2025-01-01T00:00:00Z").settings(settings).facts(Map.of()).build();
        BenchResult result = Results.result(environment, List.of(Results.runtime("17"), Results.runtime("25")), all);
        return new MachineDriftAnalyser().analyse(result);
    }

    private static Cell drifted(Random random, double mean, double forkNoise, double[] slowdown) {
        Cell plain = SyntheticCells.noisy(random, mean, slowdown.length, 10, forkNoise, 0.01);
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < slowdown.length; f++) {
            double factor = slowdown[f];
            forks.add(plain.forkSamples().get(f).stream().map(v -> v * factor).toList());
        }
        return SyntheticCells.of(forks);
    }
}
