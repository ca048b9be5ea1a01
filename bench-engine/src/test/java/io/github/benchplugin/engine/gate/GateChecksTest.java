package io.github.benchplugin.engine.gate;

import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.model.gate.Threshold;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every gate that is set gives one check per row and runtime: what bench.export=junit prints. */
class GateChecksTest {

    private static final BenchResult RESULT = SampleResult.twoRuntimes();

    private static List<GateCheck> checks(String gate, GateOutcome outcome) {
        return outcome.checks(RESULT).stream().filter(c -> c.gate().equals(gate)).toList();
    }

    private static GateCheck on(List<GateCheck> checks, String method, String runtime) {
        return checks.stream().filter(c -> c.row().benchmark().endsWith("." + method) && c.runtimeId().equals(runtime))
                .findFirst().orElseThrow(() -> new AssertionError(method + " on " + runtime + " in " + checks));
    }

    @Test
    void aThresholdGateJudgesEveryComparedRowAndSkipsTheRest() {
        List<GateCheck> checks = checks("bench.failOnRegression=5%",
                GateOutcome.of(RESULT, Threshold.parse("5%"), null, null));
        assertEquals(6, checks.size(), "3 rows x 2 runtimes");
        GateCheck plus = on(checks, "plus", "25");
        assertEquals(GateCheck.Status.PASSED, plus.status());
        assertEquals("ratio 0.42 [0.40–0.44] against 17: faster", plus.message());
        GateCheck baseline = on(checks, "plus", "17");
        assertEquals(GateCheck.Status.SKIPPED, baseline.status());
        assertTrue(baseline.message().contains("the baseline runtime, and no earlier run (bench.compareTo)"),
                baseline.message());
        GateCheck failedCell = on(checks, "count", "25");
        assertEquals(GateCheck.Status.SKIPPED, failedCell.status());
        assertEquals("not compared: the cell is failed (JMH exited with code 1: boom)", failedCell.message());
    }

    @Test
    void aRequirementFailsWhatItCannotShowWithTheIntervalItRead() {
        GateOutcome outcome = GateOutcome.of(RESULT, null, null, null,
                new HistoryOptions.Requirements(0.03, Threshold.parse("2%"), Threshold.parse("5%")));
        List<GateCheck> time = checks("bench.requireNoRegression=2%", outcome);
        GateCheck builder = on(time, "builder", "25");
        assertEquals(GateCheck.Status.FAILED, builder.status());
        assertTrue(builder.message().contains("undecided at 2%") && builder.message().contains("[0.97–1.05]"),
                builder.message());
        assertEquals(GateCheck.Status.FAILED, on(time, "count", "25").status(), "unknown is not shown within 2%");
        assertEquals(GateCheck.Status.PASSED, on(time, "plus", "25").status());

        List<GateCheck> alloc = checks("bench.requireNoAllocRegression=5%", outcome);
        GateCheck noFigure = on(alloc, "plus", "25");
        assertEquals(GateCheck.Status.SKIPPED, noFigure.status(), "the fixture's comparisons carry no allocation");
        assertTrue(noFigure.message().startsWith("not compared: no figure this gate judges"), noFigure.message());
    }

    @Test
    void noGateNoCheck() {
        assertEquals(List.of(), GateOutcome.of(RESULT, null, null, null).checks(RESULT));
    }
}
