package io.github.benchplugin.engine.gate;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Equivalence;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.margin, bench.requireNoRegression and bench.requireNoAllocRegression: parsed once, one clear error, named rows. */
class RequirementsTest {

    private static final ConsoleRunLog LOG = new ConsoleRunLog(System.out, false);

    private static RuntimeInfo jdk(int feature, boolean baseline) {
        return RuntimeInfo.builder(String.valueOf(feature)).requested(String.valueOf(feature)).javaVersion(feature + ".0.1")
                .featureVersion(feature).vendor("V").javaHome("/jdk" + feature).baseline(baseline).hostName("box").build();
    }

    @Test
    void defaultsAndValues() {
        HistoryOptions none = HistoryOptions.read(null, null, null, LOG);
        assertEquals(0.03, none.margin(), 1e-12);
        assertNull(none.requirements().noRegression());
        HistoryOptions set = none.withRequirements("5%", "5%", "2.5%");
        assertEquals(0.05, set.margin(), 1e-12);
        assertEquals("5%", set.requirements().noRegression().toString());
        assertEquals("2.5%", set.requirements().noAllocRegression().toString());
        assertEquals(0.03, none.withRequirements(" ", null, null).margin(), 1e-12);
    }

    @Test
    void aBadValueIsOneErrorNamingThePropertyAndTheValue() {
        HistoryOptions none = HistoryOptions.read(null, null, null, LOG);
        BadInputException margin = assertThrows(BadInputException.class, () -> none.withRequirements("3", null, null));
        assertTrue(margin.getMessage().startsWith("bench.margin: '3' has no % sign"), margin.getMessage());
        BadInputException zero = assertThrows(BadInputException.class, () -> none.withRequirements("0%", null, null));
        assertTrue(zero.getMessage().contains("the largest difference that still counts as the same"), zero.getMessage());
        BadInputException gate = assertThrows(BadInputException.class, () -> none.withRequirements(null, "five", null));
        assertTrue(gate.getMessage().startsWith("bench.requireNoRegression: 'five' is not a percentage"), gate.getMessage());
        BadInputException alloc = assertThrows(BadInputException.class, () -> none.withRequirements(null, null, "-1%"));
        assertTrue(alloc.getMessage().startsWith("bench.requireNoAllocRegression: "), alloc.getMessage());
    }

    @Test
    void theGateLinesAndTheFailureNameEveryRowNotShownWithinTheThreshold() {
        RuntimeInfo jdk17 = jdk(17, true);
        RuntimeInfo jdk25 = jdk(25, false);
        Comparison same = Comparison.builder("17").ratio(1.0).ciLow(0.98).ciHigh(1.02).verdict(Verdict.SAME).pValue(0.9)
                .equivalence(new Equivalence(0.99, 1.01, 0.90, 0.03, 0.01, 10)).build();
        Comparison noisy = Comparison.builder("17").ratio(1.04).ciLow(0.91).ciHigh(1.19).verdict(Verdict.UNDECIDED)
                .pValue(0.4).equivalence(new Equivalence(0.93, 1.16, 0.90, 0.03, 0.06, 5)).build();
        BenchResult result = new BenchResult(3, Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(), List.of(jdk17, jdk25), List.of(
                Row.builder("org.x.B.same", "avgt").unit("ns/op").comparisons(Map.of("25", same)).build(),
                Row.builder("org.x.B.noisy", "avgt").unit("ns/op").comparisons(Map.of("25", noisy)).build()), List.of());
        HistoryOptions.Requirements five = HistoryOptions.read(null, null, null, LOG)
                .withRequirements(null, "5%", null).requirements();
        GateOutcome outcome = GateOutcome.of(result, io.github.benchplugin.model.gate.Threshold.parse("5%"), null, null,
                five);
        assertTrue(outcome.failed());
        assertEquals(List.of("bench.failOnRegression=5%: passed, no significant slowdown larger than 5%; judged 2"
                        + " comparison(s), could not judge 0",
                "bench.requireNoRegression=5%: FAILED, 1 of 2 compared row(s) not shown within 5% (slower beyond it,"
                        + " undecided at it, or unknown); judged 2 comparison(s), could not judge 0"),
                outcome.verdictLines());
        String message = outcome.failureMessage(java.nio.file.Path.of("target/bench"));
        assertTrue(message.contains("not shown within 5%: org.x.B.noisy avgt on 25: undecided at 5%: 1.04x the time of 17"
                + " [0.93–1.16] (90% interval); about "), message);
        assertFalse(message.contains("org.x.B.same"), message);
        assertEquals(java.util.Set.of(new io.github.benchplugin.model.result.RowKey("org.x.B.noisy", "avgt", Map.of())),
                outcome.failingRowKeys());
    }

    @Test
    void theMarginIsBoundedAndNeverWiderThanAGate() {
        BadInputException wide = assertThrows(BadInputException.class,
                () -> HistoryOptions.read(null, null, null, LOG).withRequirements("300%", null, null));
        assertTrue(wide.getMessage().startsWith("bench.margin=300% is outside 0.5% to 20%"), wide.getMessage());
        assertThrows(BadInputException.class,
                () -> HistoryOptions.read(null, null, null, LOG).withRequirements("0.1%", null, null));
        HistoryOptions gated = HistoryOptions.read(null, "5%", null, LOG).withRequirements("10%", null, null);
        BadInputException overGate = assertThrows(BadInputException.class,
                () -> gated.requireMarginWithinGates("10%"));
        assertEquals("bench.margin=10% is wider than bench.failOnRegression=5%: a row could be called the same and"
                + " still fail the gate; set bench.margin at most 5%, or leave it unset (3%)", overGate.getMessage());
        // The default margin is not the user's word: a 2% gate under it is fine.
        HistoryOptions.read(null, "2%", null, LOG).requireMarginWithinGates(null);
        HistoryOptions.read(null, "5%", null, LOG).withRequirements("5%", null, null).requireMarginWithinGates("5%");
    }

    @Test
    void aGateThatJudgedNothingNeverPasses() {
        RuntimeInfo jdk17 = jdk(17, true);
        RuntimeInfo jdk25 = jdk(25, false);
        BenchResult oneFork = new BenchResult(3, Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("now").build(), List.of(jdk17, jdk25), List.of(
                Row.builder("org.x.B.m", "avgt").unit("ns/op").comparisons(Map.of("25", Comparison.unknown("17", 1.3,
                        "1 fork: the fork-to-fork variation is unknown"))).build()), List.of());
        HistoryOptions.Requirements require = HistoryOptions.read(null, null, null, LOG)
                .withRequirements(null, "5%", null).requirements();

        GateOutcome outcome = GateOutcome.of(oneFork, io.github.benchplugin.model.gate.Threshold.parse("5%"), null,
                null, require);

        assertEquals(List.of("bench.failOnRegression=5%: WARNING, nothing was gated: judged 0 comparison(s), could not"
                        + " judge 1 (1 fork: 1); no comparison had a figure to judge (set bench.forks to 2 or more, or see"
                        + " the reasons above)",
                "bench.requireNoRegression=5%: FAILED, 1 of 1 compared row(s) not shown within 5% (slower beyond it,"
                        + " undecided at it, or unknown); judged 0 comparison(s), could not judge 1 (1 fork: 1)"),
                outcome.verdictLines());
        assertEquals(GateOutcome.Status.WARNING, outcome.lines().get(0).status());

        BenchResult nothing = new BenchResult(3, oneFork.environment(), List.of(jdk17), List.of(
                Row.builder("org.x.B.m", "avgt").unit("ns/op").build()), List.of());
        GateOutcome none = GateOutcome.of(nothing, null, null, null, require);
        assertTrue(none.failed());
        assertTrue(none.verdictLines().get(0).startsWith("bench.requireNoRegression=5%: FAILED, nothing was compared"),
                none.verdictLines().toString());
    }
}
