package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.benchplugin.model.fixtures.Results.result;
import static io.github.benchplugin.model.fixtures.Results.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RegressionGateTest {

    private static final List<RuntimeInfo> RUNTIMES = List.of(runtime("17", "17.0.15", "box"),
            runtime("25", "25.0.1", "box"));

    private static Comparison vs17(double ratio, double low, double high, Verdict verdict) {
        return Comparison.builder("17").ratio(ratio).ciLow(low).ciHigh(high).verdict(verdict).pValue(0.001).build();
    }

    private static Row row(String name, String mode, Map<String, Comparison> comparisons,
                           Map<String, Comparison> previous) {
        return Row.builder(name, mode).params(Map.of("n", "10")).unit("ns/op").comparisons(comparisons)
                .previous(previous).build();
    }

    private static BenchResult of(Row... rows) {
        return result(RUNTIMES, List.of(rows));
    }

    @Test
    void onlySignificantSlowdownsAboveTheThresholdCount() {
        BenchResult result = of(
                row("org.x.B.big", "avgt", Map.of("25", vs17(1.12, 1.08, 1.16, Verdict.SLOWER)), Map.of()),
                row("org.x.B.small", "avgt", Map.of("25", vs17(1.04, 1.035, 1.045, Verdict.SLOWER)), Map.of()),
                row("org.x.B.noisy", "avgt", Map.of("25", vs17(1.20, 0.90, 1.60, Verdict.UNDECIDED)), Map.of()),
                row("org.x.B.unknown", "avgt", Map.of("25", Comparison.unknown("17", 1.50, "1 fork")), Map.of()),
                row("org.x.B.faster", "avgt", Map.of("25", vs17(0.50, 0.45, 0.55, Verdict.FASTER)), Map.of()));

        List<Regression> found = RegressionGate.find(result, 0.05);

        assertEquals(1, found.size());
        assertEquals("org.x.B.big {n=10} avgt on 25: 1.12x slower than 17 [1.08–1.16]", found.get(0).describe());
        assertEquals(2, RegressionGate.find(result, Threshold.parse("3.5%")).size());
    }

    @Test
    void throughputIsSlowerWhenTheRatioFalls() {
        BenchResult result = of(
                row("org.x.B.drop", "thrpt", Map.of("25", vs17(0.80, 0.75, 0.85, Verdict.SLOWER)), Map.of()),
                row("org.x.B.rise", "thrpt", Map.of("25", vs17(1.25, 1.20, 1.30, Verdict.FASTER)), Map.of()));

        List<Regression> found = RegressionGate.find(result, 0.05);

        assertEquals(1, found.size());
        Regression r = found.get(0);
        assertEquals(1.25, r.slowdown(), 1e-9, "0.8x the operations per second = 1.25x the time per operation");
        assertEquals("org.x.B.drop {n=10} thrpt on 25: 1.25x slower than 17 [1.18–1.33]", r.describe());
    }

    @Test
    void thePreviousRunIsGatedOnEveryRuntimeTheBaselineToo() {
        Comparison then17 = Comparison.builder("previous:17").ratio(1.10).ciLow(1.07).ciHigh(1.13)
                .verdict(Verdict.SLOWER).pValue(0.001).build();
        Comparison then25 = Comparison.builder("previous:25").ratio(1.02).ciLow(0.99).ciHigh(1.05).verdict(Verdict.UNDECIDED)
                .pValue(0.3).build();
        BenchResult result = of(row("org.x.B.m", "avgt", Map.of("25", vs17(1.12, 1.08, 1.16, Verdict.SLOWER)),
                Map.of("17", then17, "25", then25)));

        List<Regression> found = RegressionGate.find(result, 0.05);

        assertEquals(List.of(Regression.Reference.BASELINE_RUNTIME, Regression.Reference.PREVIOUS_RUN),
                found.stream().map(Regression::reference).toList());
        assertEquals("17", found.get(1).runtimeId());
        assertTrue(found.get(1).describe().contains("on 17: 1.10x slower than the previous run"),
                found.get(1).describe());
    }

    @Test
    void aSlowerVerdictWithoutAnIntervalIsNotTrusted() {
        BenchResult result = of(row("org.x.B.m", "avgt",
                Map.of("25", Comparison.builder("17").ratio(2.0).verdict(Verdict.SLOWER).build()), Map.of()));

        assertEquals(List.of(), RegressionGate.find(result, 0.05));
    }

    @Test
    void theGateReadsTheIntervalNotTheMarginsWord() {
        // Under bench.margin=10% the verdict of a tight 1.08 slowdown is "same"; a 5% gate still fails it.
        BenchResult result = of(row("org.x.B.m", "avgt", Map.of("25", vs17(1.08, 1.078, 1.082, Verdict.SAME)), Map.of()));

        GateJudgement<Regression> judged = RegressionGate.judge(result, Threshold.parse("5%"));

        assertEquals(1, judged.failing().size());
        assertEquals(1, judged.coverage().judged());
    }

    @Test
    void whatCouldNotBeJudgedIsCountedByWhy() {
        BenchResult result = of(
                row("org.x.B.a", "avgt", Map.of("25", Comparison.unknown("17", 1.5, "1 fork: the fork-to-fork variation"
                        + " is unknown")), Map.of()),
                row("org.x.B.b", "avgt", Map.of("25", Comparison.unknown("17", 0.9, "1 fork: no interval")), Map.of()),
                row("org.x.B.c", "avgt", Map.of("25", Comparison.unknown("17", null, "candidate failed")), Map.of()));

        GateCoverage coverage = RegressionGate.judge(result, Threshold.parse("5%")).coverage();

        assertTrue(coverage.judgedNone());
        assertEquals(Map.of("1 fork", 2, "candidate failed", 1), coverage.notJudged());
        assertEquals("judged 0 comparison(s), could not judge 3 (1 fork: 2; candidate failed: 1)", coverage.describe());
    }
}
