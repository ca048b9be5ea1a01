package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.github.benchplugin.model.fixtures.Results.result;
import static io.github.benchplugin.model.fixtures.Results.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.requireNoRegression and bench.requireNoAllocRegression on constructed intervals: no chance involved. */
class NoRegressionGateTest {

    private static final List<RuntimeInfo> RUNTIMES = List.of(runtime("17", "17.0.15", "box"),
            runtime("25", "25.0.1", "box"));
    private static final Threshold FIVE = Threshold.parse("5%");

    /** A comparison whose 90% equivalence interval is [eqLow, eqHigh] (the 99% one a little wider). */
    private static Comparison vs17(double ratio, double eqLow, double eqHigh, Verdict verdict, double noise) {
        double widen = 1.3;
        return Comparison.builder("17").ratio(ratio).ciLow(ratio * Math.pow(eqLow / ratio, widen))
                .ciHigh(ratio * Math.pow(eqHigh / ratio, widen)).verdict(verdict).pValue(0.1)
                .equivalence(new Equivalence(eqLow, eqHigh, 0.90, 0.03, noise, 5)).build();
    }

    private static Row row(String name, String mode, Comparison c) {
        return Row.builder(name, mode).params(Map.of()).unit("ns/op").comparisons(Map.of("25", c)).build();
    }

    private static BenchResult of(Row... rows) {
        return result(RUNTIMES, List.of(rows));
    }

    @Test
    void passesOnlyWhenTheUpperEndOfTheSlowdownIsWithinTheThreshold() {
        BenchResult result = of(
                row("org.x.B.same", "avgt", vs17(1.00, 0.99, 1.01, Verdict.SAME, 0.01)),
                row("org.x.B.faster", "avgt", vs17(0.50, 0.45, 0.55, Verdict.FASTER, 0.02)),
                row("org.x.B.slightly", "avgt", vs17(1.035, 1.03, 1.04, Verdict.SLOWER, 0.002)),
                row("org.x.B.edge", "avgt", vs17(1.02, 0.99, 1.05, Verdict.UNDECIDED, 0.02)));
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(result, FIVE);
        assertTrue(outcome.passed(), outcome.failing().toString());
        assertEquals(4, outcome.compared());
    }

    @Test
    void theIssuesNoisyRowPassesFailOnRegressionButFailsThisGate() {
        // 1.04 [0.91-1.19]: not significantly slower, so bench.failOnRegression=5% lets it through.
        Comparison noisy = vs17(1.04, 0.93, 1.16, Verdict.UNDECIDED, 0.08);
        BenchResult result = of(row("org.x.B.noisy", "avgt", noisy));
        assertTrue(RegressionGate.find(result, FIVE).isEmpty());
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(result, FIVE);
        assertFalse(outcome.passed());
        NoRegressionGate.Unproven u = outcome.failing().get(0);
        assertEquals(NoRegressionGate.Failure.UNDECIDED, u.failure());
        assertTrue(u.forksNeeded().isPresent());
        String text = u.describe(FIVE);
        assertTrue(text.startsWith("org.x.B.noisy avgt on 25: undecided at 5%: 1.04x the time of 17 [0.93–1.16] (90% interval);"
                + " about "), text);
        assertTrue(text.endsWith(" forks per side would likely decide it at the observed 8.0% fork-to-fork noise (bench.forks);"
                + " or bench.duet=true, which measures both sides at the same moment so that the load they meet cancels"),
                text);
    }

    @Test
    void slowerBeyondTheThresholdAndUnknownRowsFail() {
        BenchResult result = of(
                row("org.x.B.slow", "avgt", vs17(1.12, 1.09, 1.15, Verdict.SLOWER, 0.02)),
                row("org.x.B.oneFork", "avgt", Comparison.unknown("17", 1.0, "1 fork: no interval")));
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(result, FIVE);
        assertEquals(List.of(NoRegressionGate.Failure.SLOWER, NoRegressionGate.Failure.UNKNOWN),
                outcome.failing().stream().map(NoRegressionGate.Unproven::failure).toList());
        assertEquals("org.x.B.slow avgt on 25: slower by more than 5%: 1.12x the time of 17 [1.09–1.15] (90% interval)",
                outcome.failing().get(0).describe(FIVE));
        assertTrue(outcome.failing().get(1).describe(FIVE).contains("unknown against 17 (1 fork: no interval)"));
    }

    @Test
    void throughputIsGatedOnTimePerOperation() {
        // thrpt 0.97 [0.96-0.98]: 1/0.96 = 1.042 at most: within 5%. thrpt 0.94 [0.93-0.95]: at least 1.053: slower.
        BenchResult result = of(
                row("org.x.B.ok", "thrpt", vs17(0.97, 0.96, 0.98, Verdict.UNDECIDED, 0.01)),
                row("org.x.B.drop", "thrpt", vs17(0.94, 0.93, 0.95, Verdict.SLOWER, 0.01)));
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(result, FIVE);
        assertEquals(1, outcome.failing().size());
        assertEquals(NoRegressionGate.Failure.SLOWER, outcome.failing().get(0).failure());
        assertEquals("org.x.B.drop", outcome.failing().get(0).row().benchmark());
    }

    @Test
    void aFileWithoutEquivalenceIntervalsIsJudgedOnItsWiderInterval() {
        Comparison old = Comparison.builder("17").ratio(1.01).ciLow(0.97).ciHigh(1.06).verdict(Verdict.UNDECIDED)
                .pValue(0.5).build();
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(of(row("org.x.B.old", "avgt", old)), FIVE);
        assertEquals(NoRegressionGate.Failure.UNDECIDED, outcome.failing().get(0).failure());
        assertTrue(outcome.failing().get(0).forksNeeded().isEmpty(), "no noise figure: no estimate");
        assertTrue(outcome.failing().get(0).describe(FIVE).contains("more than 1000 forks per side"));
    }

    @Test
    void allocationIsGatedOnTheLargestForkRatio() {
        Comparison base = vs17(1.0, 0.99, 1.01, Verdict.SAME, 0.01);
        BenchResult result = of(
                row("org.x.B.same", "avgt", base.withAlloc(new AllocComparison(1.0, AllocVerdict.SAME, null, 1.0, 1.0))),
                row("org.x.B.more", "avgt", base.withAlloc(new AllocComparison(2.0, AllocVerdict.MORE, null, 2.0, 2.0))),
                row("org.x.B.spread", "avgt",
                        base.withAlloc(new AllocComparison(1.0, AllocVerdict.UNKNOWN, "disagree", 0.5, 1.5))),
                row("org.x.B.wobble", "avgt",
                        base.withAlloc(new AllocComparison(1.01, AllocVerdict.UNDECIDED, "spread", 0.98, 1.08))),
                row("org.x.B.none", "avgt", base));
        NoRegressionGate.Outcome<NoAllocRegressionGate.Unproven> outcome = NoAllocRegressionGate.check(result, FIVE);
        assertEquals(4, outcome.compared(), "a row without allocation figures is not compared");
        assertEquals(List.of("org.x.B.more", "org.x.B.spread", "org.x.B.wobble"),
                outcome.failing().stream().map(u -> u.row().benchmark()).toList());
        assertEquals(List.of(NoRegressionGate.Failure.SLOWER, NoRegressionGate.Failure.UNKNOWN,
                        NoRegressionGate.Failure.UNDECIDED),
                outcome.failing().stream().map(NoAllocRegressionGate.Unproven::failure).toList());
        assertTrue(outcome.failing().get(0).describe(FIVE).contains("allocates more by more than 5%: 2.00x the bytes of 17"));
    }

    @Test
    void aComparedProfileIsGatedAgainstTheFirstProfile() {
        // bench.profiles=default,g1 with bench.compareProfiles=true on one runtime: 17-g1 against 17.
        Row row = Row.builder("org.x.B.alloc", "avgt").params(Map.of()).unit("ns/op")
                .profileComparisons(Map.of("17-g1", vs17(1.12, 1.09, 1.15, Verdict.SLOWER, 0.02))).build();
        NoRegressionGate.Outcome<NoRegressionGate.Unproven> outcome = NoRegressionGate.check(of(row), FIVE);
        assertEquals(1, outcome.compared());
        assertEquals("org.x.B.alloc avgt on 17-g1: slower by more than 5%: 1.12x the time of 17 [1.09–1.15] (90% interval)",
                outcome.failing().get(0).describe(FIVE));
        assertEquals(1, RegressionGate.find(of(row), FIVE).size(), "bench.failOnRegression judges it too");
    }
}
