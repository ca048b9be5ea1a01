package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.previousrun.PreviousRunComparison;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The settling rule of bench.targetError over the comparisons a user asks for by method
 * (bench.baseline) and by earlier run (bench.compareTo), on one runtime, where there is no
 * runtime comparison at all: synthetic cells, and fake rounds that add a fork to each open row.
 */
class SteeringComparisonsTest {

    private static final List<RuntimeInfo> ONE_RUNTIME = List.of(SequentialSimulation.runtime("17", true));
    private static final String BASE = "org.example.Work.cpu1000";
    private static final String TWIN = "org.example.Work.twin";
    private static final String MORE = "org.example.Work.cpu1100";

    private final PrecisionTarget target = PrecisionTarget.of(0.03, 8)
            .steeringBy(Steering.of(List.of("17"), List.of(), "Work.cpu1000", false));

    @Test
    void withOneRuntimeAnOpenMethodComparisonKeepsTheRowAndTheBaselineRowOpen() {
        Random random = new Random(3);
        // cpu1100: 10% more work, 8% fork noise: at 3 forks its interval is far wider than 3%.
        List<Row> rows = compared(List.of(
                row(BASE, SyntheticCells.noisy(random, 100, 3, 5, 0.001, 0.001)),
                row(TWIN, SyntheticCells.noisy(random, 100, 3, 5, 0.001, 0.001)),
                row(MORE, SyntheticCells.noisy(random, 110, 3, 5, 0.08, 0.01))));
        Map<RowKey, Assessment> looked = target.assessAll(rows, 1);

        Assessment.NeedsMore more = assertInstanceOf(Assessment.NeedsMore.class, looked.get(rows.get(2).key()));
        assertTrue(more.reason().startsWith("cpu1100 vs cpu1000 on 17: "), more.reason());
        assertTrue(more.reason().contains("wider than the +-3% target"), more.reason());
        Assessment.NeedsMore base = assertInstanceOf(Assessment.NeedsMore.class, looked.get(rows.get(0).key()),
                "the baseline row takes part in every method comparison of its class");
        assertEquals(List.of(more.reason()), base.reasons());
        Assessment.Settled twin = assertInstanceOf(Assessment.Settled.class, looked.get(rows.get(1).key()));
        assertEquals(List.of(Assessment.Outcome.SAME), twin.outcomes(), twin.reasons().toString());
    }

    @Test
    void theBaselineRowSettlesWhenEveryMethodComparisonDoes() {
        Random random = new Random(4);
        List<Row> rows = compared(List.of(
                row(BASE, SyntheticCells.noisy(random, 100, 3, 5, 0.002, 0.001)),
                row(TWIN, SyntheticCells.noisy(random, 100, 3, 5, 0.002, 0.001)),
                row(MORE, SyntheticCells.noisy(random, 110, 3, 5, 0.002, 0.001))));
        Map<RowKey, Assessment> looked = target.assessAll(rows, 1);
        Assessment.Settled base = assertInstanceOf(Assessment.Settled.class, looked.get(rows.get(0).key()));
        assertEquals(2, base.outcomes().size(), base.reasons().toString());
        Assessment.Settled more = assertInstanceOf(Assessment.Settled.class, looked.get(rows.get(2).key()));
        assertEquals(List.of(Assessment.Outcome.VERDICT), more.outcomes());
        assertTrue(more.reasons().get(0).endsWith("slower"), more.reasons().toString());
    }

    @Test
    void aFailedBaselineCellCannotImproveAndHoldsNothingBack() {
        Random random = new Random(5);
        List<Row> rows = compared(List.of(row(BASE, Cell.failed("boom")),
                row(MORE, SyntheticCells.noisy(random, 110, 3, 5, 0.08, 0.01))));
        target.assessAll(rows, 1).values().forEach(a -> assertTrue(a.settled(), a.reasons().toString()));
    }

    @Test
    void againstAnEarlierRunOnlyThisRunsCellsCount() {
        Random random = new Random(6);
        PreviousRunComparison earlier = new PreviousRunComparison(result(List.of(
                row(MORE, SyntheticCells.noisy(random, 100, 3, 5, 0.08, 0.01)),
                row(TWIN, SyntheticCells.noisy(random, 100, 1, 5, 0.001, 0.001)))), target.estimator());
        List<Row> now = earlier.apply(List.of(
                row(MORE, SyntheticCells.noisy(random, 110, 3, 5, 0.08, 0.01)),
                row(TWIN, SyntheticCells.noisy(random, 100, 3, 5, 0.001, 0.001))), ONE_RUNTIME).rows();
        Map<RowKey, Assessment> looked = target.assessAll(now, 1);
        Assessment.NeedsMore more = assertInstanceOf(Assessment.NeedsMore.class, looked.get(now.get(0).key()));
        assertTrue(more.reason().startsWith("17 vs the earlier run: "), more.reason());
        assertTrue(now.get(0).previous().get("17").note().contains("bench.targetError"),
                "the earlier-run ratio has the target's level: " + now.get(0).previous());
        // One fork in the earlier run: no fork added now gives that side a spread.
        Assessment.Settled twin = assertInstanceOf(Assessment.Settled.class, looked.get(now.get(1).key()));
        assertEquals(List.of(Assessment.Outcome.CANNOT_IMPROVE), twin.outcomes(), twin.reasons().toString());
    }

    /**
     * Fake rounds: after 3 forks each, one fork more per open row per look, as the engine does.
     * A 10% difference against the baseline method ends `slower` (or open at the last look), never
     * `faster`; the twin is called different within the rule's 5% (in practice far less).
     */
    @Test
    void fakeRoundsFindTheTenPercentMethodAndLeaveTheTwinAlone() {
        Random random = new Random(11);
        int runs = 300;
        int moreSlowerOrOpen = 0;
        int moreFaster = 0;
        int twinDifferent = 0;
        int moreExtraForks = 0;
        for (int run = 0; run < runs; run++) {
            Map<String, List<List<Double>>> forks = new LinkedHashMap<>();
            Map<String, Double> means = Map.of(BASE, 100.0, TWIN, 100.0, MORE, 110.0);
            means.keySet().stream().sorted().forEach(name -> forks.put(name, new ArrayList<>()));
            forks.keySet().forEach(name -> {
                for (int f = 0; f < PrecisionTarget.MIN_FORKS; f++) {
                    forks.get(name).add(fork(random, means.get(name)));
                }
            });
            List<Row> rows = compared(forks);
            int look = 1;
            List<PrecisionTarget.Unsettled> open = target.unsettled(rows, look);
            while (!open.isEmpty() && look < target.maxLooks()) {
                for (PrecisionTarget.Unsettled row : open) {
                    forks.get(row.row().benchmark()).add(fork(random, means.get(row.row().benchmark())));
                }
                rows = compared(forks);
                look++;
                open = target.unsettled(rows, look);
            }
            Row more = rows.stream().filter(r -> r.benchmark().equals(MORE)).findFirst().orElseThrow();
            Row twin = rows.stream().filter(r -> r.benchmark().equals(TWIN)).findFirst().orElseThrow();
            Verdict moreVerdict = more.baselineRatio().get("17").verdict();
            boolean moreOpen = open.stream().anyMatch(u -> u.row().equals(more.key()));
            moreSlowerOrOpen += moreVerdict == Verdict.SLOWER || moreOpen ? 1 : 0;
            moreFaster += moreVerdict == Verdict.FASTER ? 1 : 0;
            Verdict twinVerdict = twin.baselineRatio().get("17").verdict();
            twinDifferent += twinVerdict == Verdict.FASTER || twinVerdict == Verdict.SLOWER ? 1 : 0;
            moreExtraForks += forks.get(MORE).size() > PrecisionTarget.MIN_FORKS ? 1 : 0;
        }
        assertEquals(0, moreFaster);
        assertTrue(moreSlowerOrOpen >= runs * 0.95, moreSlowerOrOpen + " of " + runs);
        assertTrue(twinDifferent <= runs * 0.05, twinDifferent + " of " + runs);
        // With 3% fork noise a 10% row is often still open after 3 forks: the method comparison steers.
        assertTrue(moreExtraForks > 0, "the 10% row never got a fourth fork");
    }

    @Test
    void everyFamilyCountsInTheBonferroniSplitAndIsRecorded() {
        Steering all = Steering.of(List.of("17", "25"), List.of(), "Work.cpu1000", true);
        assertEquals("steering by: 17 vs 25, methods vs Work.cpu1000, against the earlier run", all.describe());
        PrecisionTarget steered = PrecisionTarget.of(0.02, 8).steeringBy(all);
        assertEquals(1 - 0.05 / 24, steered.estimator().confidence(), 1e-12);
        assertEquals("Bonferroni over 8 looks x 3 comparison families", steered.rule());
        assertEquals("3", steered.recordedSettings().get(PrecisionTarget.FAMILIES_SETTING));
        Optional<PrecisionTarget> strictest = PrecisionTarget.strictestRecordedIn(List.of(
                PrecisionTarget.of(0.02, 10).recordedSettings(), steered.recordedSettings()));
        assertEquals(steered.rule(), strictest.orElseThrow().rule(), "8 x 3 intervals is stricter than 10 x 1");
        // One runtime and nothing else to compare: the log says so instead of nothing.
        assertTrue(Steering.of(List.of("17"), List.of(), null, false).describe().startsWith("nothing to steer by"));
        assertEquals(1, Steering.of(List.of("17"), List.of(), null, false).count());
    }

    private List<Row> compared(Map<String, List<List<Double>>> forks) {
        List<Row> rows = new ArrayList<>();
        forks.forEach((name, cellForks) -> rows.add(row(name, SyntheticCells.of(List.copyOf(cellForks)))));
        return compared(rows);
    }

    private List<Row> compared(List<Row> rows) {
        return new ComparisonCalculator(target.estimator()).withComparisons(rows, ONE_RUNTIME, "Work.cpu1000");
    }

    /** 5 iterations around the fork's own mean: 3% fork noise (the noisy end of this machine), 1% iteration noise. */
    private static List<Double> fork(Random random, double mean) {
        return SyntheticCells.noisy(random, mean, 1, 5, 0.03, 0.01).forkSamples().get(0);
    }

    private static Row row(String benchmark, Cell cell) {
        return Row.builder(benchmark, "avgt").unit("ns/op").cells(Map.of("17", cell)).build();
    }

    private static BenchResult result(List<Row> rows) {
        return new BenchResult(BenchResult.SCHEMA_VERSION, null, ONE_RUNTIME, rows, List.of());
    }
}
