package io.github.benchplugin.model.history;

import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.stats.ChangePointDetector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.github.benchplugin.model.history.SyntheticHistory.append;
import static io.github.benchplugin.model.history.SyntheticHistory.slowFromTheFourth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Records appended to a directory, read back as series, their change points, and the gate. The files
 * bench:history writes of them are tested in bench-report (HistoryFilesTest).
 */
class HistoryTest {

    @TempDir
    Path dir;

    private static final ChangeAnalysis ANALYSIS = new ChangeAnalysis(ChangePointDetector.DEFAULT);

    @Test
    void sixRunsWithASlowdownFromTheFourthHaveOneChangePointAtTheFourthCommit() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord newest = slowFromTheFourth(history, 6);
        List<RunRecord> records = history.readAll();
        assertEquals(6, records.size());
        HistoryReport report = HistoryReport.of("h", records, ANALYSIS);
        assertEquals(2, report.series().size());
        List<ChangePoint> changes = report.changes();
        assertEquals(1, changes.size(), changes::toString);
        ChangePoint change = changes.get(0);
        assertEquals("org.acme.B.slows", change.benchmark());
        assertEquals(String.format("%040x", 4), change.commit());
        assertEquals(String.format("%040x", 3), change.previousCommit());
        assertEquals("slower", change.direction());
        assertTrue(change.ratio() > 2.8 && change.ratio() < 3.2, change::toString);

        ChangeGate gate = ChangeGate.evaluate(report.series(), newest, ANALYSIS, Threshold.parse("5%"));
        assertTrue(gate.failed());
        assertTrue(ChangeGate.describe(gate.failing().get(0)).startsWith("org.acme.B.slows avgt on 17: 3."),
                ChangeGate.describe(gate.failing().get(0)));

    }

    @Test
    void theGateChecksEveryRowAndRuntimeOfTheNewestRun() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord newest = slowFromTheFourth(history, 6);
        ChangeGate gate = ChangeGate.evaluate(HistoryReport.of("h", history.readAll(), ANALYSIS).series(), newest,
                ANALYSIS, Threshold.parse("5%"));
        List<GateCheck> checks = gate.checks(SyntheticHistory.result(5, 300, "CPU A"));

        assertEquals(2, checks.size(), "steady and slows on 17");
        assertEquals(GateCheck.Status.PASSED, checks.get(0).status(), checks::toString);
        assertEquals("org.acme.B.steady", checks.get(0).row().benchmark());
        GateCheck slows = checks.get(1);
        assertEquals(GateCheck.Status.FAILED, slows.status());
        assertEquals("bench.failOnChange=5%", slows.gate());
        assertTrue(slows.message().startsWith("org.acme.B.slows avgt on 17: 3.") && slows.message().contains(" at 99%"),
                slows.message());

        RunRecord only = slowFromTheFourth(new HistoryDirectory(dir.resolve("short")), 1);
        ChangeGate tooShort = gateWithFallback(new HistoryDirectory(dir.resolve("short")), only);
        List<GateCheck> first = tooShort.checks(SyntheticHistory.result(0, 100, "CPU A"));
        assertEquals(List.of(GateCheck.Status.SKIPPED, GateCheck.Status.SKIPPED),
                first.stream().map(GateCheck::status).toList());
        assertTrue(first.get(0).message().startsWith("not judged yet: the history has fewer than the 6 runs"),
                first.get(0).message());
    }

    @Test
    void aHistoryShorterThanTheTestNeedsGatesNothingAndSaysSo() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord newest = slowFromTheFourth(history, 5);
        HistoryReport report = HistoryReport.of("h", history.readAll(), ANALYSIS);
        ChangeGate gate = ChangeGate.evaluate(report.series(), newest, ANALYSIS, Threshold.parse("5%"));
        assertFalse(gate.failed());
        assertTrue(gate.verdictLine().contains("2 of 2 series have fewer than the 6 runs"), gate.verdictLine());
    }

    /** The gate as bench.failOnChange applies it: series and the previous runs read in one pass. */
    private static ChangeGate gateWithFallback(HistoryDirectory history, RunRecord newest) throws Exception {
        TrendSeriesBuilder series = new TrendSeriesBuilder();
        PreviousRuns previous = new PreviousRuns(newest);
        history.read(record -> {
            series.add(record);
            previous.accept(record);
        });
        return ChangeGate.evaluate(series.series(), newest, ANALYSIS, Threshold.parse("5%"), previous);
    }

    @Test
    void aShortHistoryComparesTheNewestRunWithThePreviousOneAsCompareToWould() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord fourth = slowFromTheFourth(history, 4);
        ChangeGate gate = gateWithFallback(history, fourth);
        assertTrue(gate.failed(), gate::verdictLine);
        assertEquals(List.of(), gate.failing());
        assertEquals(1, gate.previousFailing().size(), gate.previousFailing()::toString);
        PreviousRunSlowdown slower = gate.previousFailing().get(0);
        assertEquals("org.acme.B.slows", slower.key().row().benchmark());
        assertEquals(3.0, slower.slowdown(), 0.15);
        assertEquals(String.format("%040x", 3), slower.previousCommit().id());
        assertEquals(String.format("%040x", 4), slower.commit().id());
        String line = slower.describe(gate.shortest());
        assertTrue(line.startsWith("org.acme.B.slows avgt on 17: ") && line.contains("x slower than the previous run, "
                + String.format("%040x", 3).substring(0, 10) + ".." + String.format("%040x", 4).substring(0, 10))
                && line.contains("4 runs in this series, fewer than the 6 of the change-point test"), line);
        assertTrue(gate.verdictLine().contains("FAILED, 1 row(s) slower by more than 5% than the previous run"),
                gate.verdictLine());
        assertTrue(gate.verdictLine().contains("2 of 2 series have fewer than the 6 runs the change-point test needs: 2"
                + " of them compared with the previous run instead, as bench.compareTo would"), gate.verdictLine());

        // the fifth run measures what the fourth did: nothing to fail against the run before it
        RunRecord fifth = append(history, 4, 300, "CPU A");
        ChangeGate next = gateWithFallback(history, fifth);
        assertFalse(next.failed(), next::verdictLine);
        assertEquals(2, next.comparedWithPrevious());
    }

    @Test
    void theFirstRunHasNothingToCompareWithAndSaysSo() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord first = slowFromTheFourth(history, 1);
        ChangeGate gate = gateWithFallback(history, first);
        assertFalse(gate.failed());
        assertEquals(0, gate.comparedWithPrevious());
        assertTrue(gate.verdictLine().contains("2 of 2 series have fewer than the 6 runs the change-point test needs,"
                + " and are not gated yet (no earlier run to compare with)"), gate.verdictLine());
    }

    @Test
    void anotherMachineTypeIsNotThePreviousRun() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        append(history, 0, 100, "CPU A");
        RunRecord newest = append(history, 1, 300, "CPU B");
        ChangeGate gate = gateWithFallback(history, newest);
        assertFalse(gate.failed(), gate::verdictLine);
        assertEquals(0, gate.comparedWithPrevious());
    }

    @Test
    void anotherMachineTypeStartsAnotherSeriesInsteadOfAChangePoint() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        for (int run = 0; run < 8; run++) {
            append(history, run, run < 4 ? 100 : 300, run < 4 ? "CPU A" : "CPU B");
        }
        HistoryReport report = HistoryReport.of("h", history.readAll(), ANALYSIS);
        assertEquals(4, report.series().size());
        assertEquals(List.of(), report.changes());
    }

    @Test
    void aDirectoryThatIsNotAHistoryAndADamagedRecordAreOneClearError() throws Exception {
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.writeString(other.resolve("notes.txt"), "mine");
        ResultFileException notHistory = assertThrows(ResultFileException.class, () -> new HistoryDirectory(other).readAll());
        assertTrue(notHistory.getMessage().contains("is not a bench history"), notHistory.getMessage());
        assertThrows(ResultFileException.class, () -> append(new HistoryDirectory(other), 0, 100, "CPU A"));

        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        append(history, 0, 100, "CPU A");
        List<Path> records = new ArrayList<>();
        try (var files = Files.list(history.path())) {
            files.filter(p -> p.getFileName().toString().startsWith("run-")).forEach(records::add);
        }
        assertEquals(1, records.size());
        Files.writeString(records.get(0), "{\"schemaVersion\": 1, \"cells\": [ {\"benchmark\": ");
        ResultFileException damaged = assertThrows(ResultFileException.class, history::readAll);
        assertTrue(damaged.getMessage().startsWith("history record " + records.get(0) + " is damaged"), damaged.getMessage());
    }

    @Test
    void twoAppendsOfOneCommitInOneSecondGetTwoFiles() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        append(history, 0, 100, "CPU A");
        append(history, 0, 100, "CPU A");
        assertEquals(2, history.readAll().size());
    }
}
