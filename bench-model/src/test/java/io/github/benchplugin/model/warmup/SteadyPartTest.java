package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.WarmupFork;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.warmup=auto's score: from the steady iterations only, on fake forks run without JMH warm-up. */
class SteadyPartTest {

    /** A cell as JMH reports forks run with -wi 0: every recorded iteration is measured. */
    private static Cell cell(List<WarmupFork> forks) {
        List<List<Double>> measured = forks.stream().map(f -> java.util.Arrays.stream(f.scores()).boxed().toList()).toList();
        List<Double> flat = measured.stream().flatMap(List::stream).toList();
        double jmhScore = flat.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return Cell.builder(CellStatus.OK).score(jmhScore).error(1.0).samples(flat).forkSamples(measured).build()
                .withWarmup(new WarmupAnalysis().of(forks, Mode.AVERAGE_TIME));
    }

    private static List<WarmupFork> forks(int count, DoubleUnaryOperator cost) {
        List<WarmupFork> forks = new ArrayList<>();
        for (long seed = 1; seed <= count; seed++) {
            forks.add(SteadyStateRuleTest.fork(40, cost, seed));
        }
        return forks;
    }

    @Test
    void aForkThatCosts4xForItsFirstSecondIsScoredFromItsSteadyPartOnly() {
        Cell polluted = cell(forks(3, t -> t < 1 ? 400 : 100));
        assertTrue(polluted.score() > 150, "JMH's score mixes the warm-up in: " + polluted.score());

        Cell steady = SteadyPart.of(polluted);
        assertEquals(100, steady.score(), 3, "the steady cost");
        assertTrue(steady.warmup().steadyPartOnly());
        assertTrue(steady.forkSamples().stream().allMatch(f -> f.size() >= 25 && f.size() <= 32),
                "each fork from about its eleventh iteration on: " + steady.forkSamples().stream().map(List::size).toList());
        assertTrue(steady.error() != null && steady.error() < 3, "JMH's error over the kept iterations: " + steady.error());
        assertEquals(steady.samples().size(), steady.forkSamples().stream().mapToInt(List::size).sum());
    }

    @Test
    void aFlatForkKeepsEveryIterationAndANeverSteadyOneItsSecondHalf() {
        List<WarmupFork> forks = new ArrayList<>(forks(1, t -> 100));
        forks.add(SteadyStateRuleTest.fork(40, t -> 200 - 100 * t / 4.0, 9));
        Cell cut = SteadyPart.of(cell(forks));
        assertEquals(40, cut.forkSamples().get(0).size());
        assertEquals(20, cut.forkSamples().get(1).size());
    }

    @Test
    void aRecordThatDoesNotLineUpWithTheMeasuredForksLeavesTheCellAsJmhScoredIt() {
        Cell cell = cell(forks(2, t -> t < 1 ? 400 : 100));
        Cell oneForkLost = Cell.builder(CellStatus.OK).score(cell.score()).samples(cell.forkSamples().get(0))
                .forkSamples(List.of(cell.forkSamples().get(0))).build().withWarmup(cell.warmup());
        assertSame(oneForkLost, SteadyPart.of(oneForkLost));
        assertNull(SteadyPart.of(oneForkLost).warmup().steadyPartOnly());
    }

    @Test
    void theSecondaryMetricsAreCutToTheSameIterationsAsTheScore() {
        List<WarmupFork> forks = forks(2, t -> t < 1 ? 400 : 100);
        Cell cell = cell(forks);
        // Bytes per operation as C2's escape analysis leaves them: 48 B/op while the fork warms, 0 after.
        List<List<Double>> bytes = cell.forkSamples().stream()
                .map(f -> f.stream().map(score -> score > 200 ? 48.0 : 0.0).toList()).toList();
        List<List<Double>> collections = cell.forkSamples().stream()
                .map(f -> f.stream().map(score -> score > 200 ? 3.0 : 1.0).toList()).toList();
        double bytesMean = bytes.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow();
        double collectionsSum = collections.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).sum();
        Cell withMetrics = Cell.builder(CellStatus.OK).score(cell.score()).error(cell.error()).samples(cell.samples())
                .forkSamples(cell.forkSamples()).allocBytesPerOp(bytesMean)
                .allocForks(bytes.stream().map(f -> f.stream().mapToDouble(Double::doubleValue).average().orElseThrow()).toList())
                .metrics(java.util.Map.of(
                        SecondaryMetricNames.ALLOC_NORM, new Metric("B/op", bytesMean, 1.0, bytes),
                        SecondaryMetricNames.GC_COUNT, new Metric("counts", collectionsSum, null, collections),
                        "lostFork", new Metric("#", 5.0, null, List.of(List.of(5.0)))))
                .build().withWarmup(cell.warmup());
        assertTrue(bytesMean > 5, "over every iteration the warm-up's garbage shows: " + bytesMean);

        Cell steady = SteadyPart.of(withMetrics);
        assertEquals(0.0, steady.allocBytesPerOp(), "the steady part allocates nothing");
        assertEquals(List.of(0.0, 0.0), steady.allocForks());
        assertEquals(0.0, steady.metrics().get(SecondaryMetricNames.ALLOC_NORM).score());
        Metric gc = steady.metrics().get(SecondaryMetricNames.GC_COUNT);
        int kept = steady.samples().size();
        assertEquals(kept, gc.score(), 1e-9, "JMH sums collections: one per kept iteration");
        assertNull(gc.error());
        assertEquals(steady.forkSamples().stream().map(List::size).toList(), gc.rawData().stream().map(List::size).toList());
        assertEquals(5.0, steady.metrics().get("lostFork").score(), "a metric that does not line up stays as JMH scored it");
    }
}
