package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.ForkStopReason;
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

    /** A cell of bench.warmup=auto: its forks classified and judged, as the run does before scoring. */
    private static Cell judged(List<WarmupFork> forks) {
        Cell cell = cell(forks);
        return cell.withWarmup(new WarmupAnalysis().settled(cell.warmup(), Mode.AVERAGE_TIME));
    }

    /** The mean of every iteration from each listed fork's steady start on: what pooling those forks gives. */
    private static double pooledSteadyParts(Cell cell, List<Integer> forks) {
        return forks.stream().flatMap(f -> cell.forkSamples().get(f)
                        .subList(cell.warmup().forks().get(f).steadyFrom(), cell.forkSamples().get(f).size()).stream())
                .mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    @Test
    void onlyTheForksThatSettledAreScoredAndTheirMetricsAlike() {
        // Issue 50 on a busy machine: a probe, two later forks that settled, and two that never did by their
        // cap (one still drifting, one still on its 8x plateau): scored with them, the cell is far from 100.
        List<WarmupFork> forks = List.of(
                SteadyStateRuleTest.fork(100, t -> t < 1 ? 800 : 100, 1).stopped(true, ForkStopReason.HORIZON),
                SteadyStateRuleTest.fork(34, t -> t < 1 ? 800 : 100, 2).stopped(false, ForkStopReason.PROBE_ONSET),
                SteadyStateRuleTest.fork(54, t -> 300 - 200 * t / 5.4, 3).stopped(false, ForkStopReason.CAP),
                SteadyStateRuleTest.fork(34, t -> t < 1 ? 800 : 100, 4).stopped(false, ForkStopReason.PROBE_ONSET),
                SteadyStateRuleTest.fork(54, t -> 800, 5).stopped(false, ForkStopReason.CAP));
        Cell judged = judged(forks);
        List<List<Double>> bytes = judged.forkSamples().stream().map(f -> f.stream().map(score -> 8.0).toList()).toList();
        Cell withMetric = Cell.builder(CellStatus.OK).score(judged.score()).error(judged.error()).samples(judged.samples())
                .forkSamples(judged.forkSamples()).allocBytesPerOp(8.0).allocForks(List.of(8.0, 8.0, 8.0, 8.0, 8.0))
                .metrics(java.util.Map.of(SecondaryMetricNames.ALLOC_NORM, new Metric("B/op", 8.0, 1.0, bytes)))
                .build().withWarmup(judged.warmup());

        Cell scored = SteadyPart.of(withMetric);

        assertEquals(pooledSteadyParts(judged, List.of(0, 1, 3)), scored.score(), 1e-9, "the settled forks' pooled score");
        assertEquals(100, scored.score(), 3);
        assertEquals(3, scored.forkSamples().size());
        assertEquals(3, scored.forkMeans().size());
        assertEquals(3, scored.metrics().get(SecondaryMetricNames.ALLOC_NORM).rawData().size(), "the metric's forks too");
        assertEquals(3, scored.allocForks().size());
        assertEquals(5, scored.warmup().forks().size(), "every fork stays in the warm-up record");
        assertTrue(scored.warmup().forks().get(2).neverSettled() && scored.warmup().forks().get(4).neverSettled());
        assertTrue(SteadyPart.of(cell(forks)).score() > 130, "pooled with them: " + SteadyPart.of(cell(forks)).score());
    }

    @Test
    void whenNoForkSettledEveryForkIsScoredAsBeforeNeverNone() {
        List<WarmupFork> forks = List.of(
                SteadyStateRuleTest.fork(40, t -> 200 - 100 * t / 4.0, 1).stopped(true, ForkStopReason.HORIZON),
                SteadyStateRuleTest.fork(40, t -> 200 - 100 * t / 4.0, 2).stopped(true, ForkStopReason.HORIZON));
        Cell judged = judged(forks);
        assertTrue(judged.warmup().forks().stream().allMatch(WarmupFork::neverSettled));

        Cell scored = SteadyPart.of(judged);

        assertEquals(List.of(20, 20), scored.forkSamples().stream().map(List::size).toList(), "each fork's second half");
        assertEquals(SteadyPart.of(cell(forks)).score(), scored.score(), 1e-9, "as before the forks were judged");
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
