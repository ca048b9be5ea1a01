package io.github.benchplugin.engine.gate;

import io.github.benchplugin.engine.publish.Exports;
import io.github.benchplugin.engine.publish.Publication;

import io.github.benchplugin.model.previousrun.Regression;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.RunOutcome;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HistoryOptionsTest {

    private static final ConsoleRunLog LOG = new ConsoleRunLog(System.out, false);

    private static BenchResult earlier() {
        RuntimeInfo jdk17 = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("V").javaHome("/jdk").baseline(true).hostName("box").build();
        Row row = Row.builder("org.x.B.m", "avgt").unit("ns/op")
                .cells(Map.of("17", Cell.builder(io.github.benchplugin.model.result.CellStatus.OK).score(1.0)
                        .samples(List.of(1.0)).forkSamples(List.of(List.of(1.0))).build()))
                .build();
        Environment env = Environment.builder("box").os("Linux").arch("amd64").cpus(1).createdAt("2025-01-01T00:00:00Z")
                .build();
        return new BenchResult(1, env, List.of(jdk17), List.of(row), List.of());
    }

    @Test
    void nothingSetMeansNothingToDo() {
        HistoryOptions options = HistoryOptions.read(null, " ", null, LOG);
        assertNull(options.previous());
        assertNull(options.threshold());
    }

    @Test
    void readsTheEarlierFileOrItsDirectory(@TempDir Path dir) throws Exception {
        new ResultJsonWriter().write(earlier(), dir.resolve("results.json"));
        SchemaCheck.assertValidResults(dir.resolve("results.json"));

        assertEquals(1, HistoryOptions.read(dir.resolve("results.json"), "5%", null, LOG).previous().rows().size());
        HistoryOptions fromDir = HistoryOptions.read(dir, "5%", null, LOG);
        assertEquals(1, fromDir.previous().rows().size());
        assertEquals(0.05, fromDir.threshold().fraction(), 1e-12);
    }

    @Test
    void aMissingOrBrokenFileIsOneLineNamingIt(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("nope.json");
        BadInputException e = assertThrows(BadInputException.class, () -> HistoryOptions.read(missing, null, null, LOG));
        assertTrue(e.getMessage().startsWith("bench.compareTo: "), e.getMessage());
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());

        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"schemaVersion\": 1, \"rows\": [");
        e = assertThrows(BadInputException.class, () -> HistoryOptions.read(broken, null, null, LOG));
        assertTrue(e.getMessage().contains("broken.json"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void aBadThresholdNamesThePropertyAndTheValue() {
        BadInputException e = assertThrows(BadInputException.class, () -> HistoryOptions.read(null, "0.05", null, LOG));
        assertTrue(e.getMessage().startsWith("bench.failOnRegression: '0.05' has no % sign"), e.getMessage());
    }

    @Test
    void theGateListsEveryRegression() throws Exception {
        Comparison slower = Comparison.builder("17").ratio(1.2).ciLow(1.1).ciHigh(1.3).verdict(Verdict.SLOWER)
                .pValue(0.001).build();
        Row row = Row.builder("org.x.B.m", "avgt").params(Map.of("n", "10")).unit("ns/op")
                .comparisons(Map.of("25", slower))
                .previous(Map.of("25", Comparison.builder("previous:25").ratio(1.1).ciLow(1.06).ciHigh(1.14)
                        .verdict(Verdict.SLOWER).pValue(0.001).build()))
                .build();
        BenchResult result = new BenchResult(1, earlier().environment(), earlier().runtimes(), List.of(row), List.of());

        String failure = check(result, gates("5%", null), Path.of("target/bench"), LOG).orElseThrow();
        String[] lines = failure.split("\\R");
        assertEquals(3, lines.length, failure);
        assertTrue(lines[0].startsWith("bench.failOnRegression=5%: FAILED, 2 row(s) significantly slower by more than 5%"),
                lines[0]);
        assertEquals("  slower: org.x.B.m {n=10} avgt on 25: 1.20x slower than 17 [1.10–1.30]", lines[1]);
        assertTrue(lines[2].contains("1.10x slower than the previous run"), lines[2]);

        assertTrue(check(result, gates("25%", null), Path.of("x"), LOG).isEmpty());
        assertTrue(check(result, gates(null, null), Path.of("x"), LOG).isEmpty());
    }

    @Test
    void theAllocationGateNamesRowsThatAllocateMoreAndNotThoseThatAllocateLess() throws Exception {
        Comparison more = Comparison.builder("17").ratio(1.0).ciLow(0.98).ciHigh(1.02).verdict(Verdict.SAME).pValue(0.5)
                .build()
                .withAlloc(new AllocComparison(2.0, AllocVerdict.MORE, null));
        Comparison less = Comparison.builder("17").ratio(1.0).ciLow(0.98).ciHigh(1.02).verdict(Verdict.SAME).pValue(0.5)
                .build()
                .withAlloc(new AllocComparison(0.5, AllocVerdict.LESS, null));
        Row grows = Row.builder("org.x.B.grows", "avgt").unit("ns/op")
                .cells(Map.of("17", allocating(256), "25", allocating(512))).comparisons(Map.of("25", more)).build();
        Row shrinks = Row.builder("org.x.B.shrinks", "avgt").unit("ns/op")
                .cells(Map.of("17", allocating(256), "25", allocating(128))).comparisons(Map.of("25", less)).build();
        BenchResult result = new BenchResult(1, earlier().environment(), earlier().runtimes(), List.of(grows, shrinks),
                List.of());

        String failure = check(result, gates(null, "1%"), Path.of("target/bench"), LOG).orElseThrow();
        String[] lines = failure.split("\\R");
        assertEquals(2, lines.length, failure);
        assertTrue(lines[0].startsWith("bench.failOnAllocRegression=1%: FAILED, 1 row(s) allocate more"), lines[0]);
        assertEquals("  allocates more: org.x.B.grows avgt on 25: 2.00x the bytes of 17 (512 B/op, against 256 B/op)",
                lines[1]);
        assertTrue(check(result, gates(null, "150%"), Path.of("x"), LOG).isEmpty());
    }

    private static Cell allocating(double bytes) {
        return Cell.builder(CellStatus.OK).score(10.0).error(0.1).ciLow(9.9).ciHigh(10.1).samples(List.of(10.0))
                .forkSamples(List.of(List.of(10.0))).allocBytesPerOp(bytes).build();
    }

    @Test
    void bench_historyRecordsEachRunAndTheChangeGateWaitsForEnoughRuns(@TempDir Path dir) throws Exception {
        HistoryOptions options = HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(dir.resolve("h"), "5%", "0.1.0", dir), LOG);
        assertTrue(check(earlier(), options, dir.resolve("out"), LOG).isEmpty(), "recorded, gate waits");
        // The newest record as the gate sees it; two records of one second may be listed in either order.
        io.github.benchplugin.engine.history.HistoryRecorder.Appended newest = options.recorder().append(earlier(), dir);
        try (var files = Files.list(dir.resolve("h"))) {
            assertEquals(3, files.count(), "two records and the marker");
        }
        SchemaCheck.assertValidHistoryDirectory(dir.resolve("h"));
        GateOutcome outcome = GateOutcome.of(earlier(), null, null, options.recorder().gate(newest.record()));
        assertTrue(outcome.verdictLines().get(0).contains("have fewer than the 6 runs"), outcome.verdictLines().toString());
    }

    @Test
    void theGatesDecideWithoutWritingAndThePublicationWritesTheRecord(@TempDir Path dir) throws Exception {
        Path history = dir.resolve("h");
        HistoryOptions options = HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(history, "5%", "0.1.0", dir), LOG);
        RunGates gates = new RunGates(false, true, false, options);

        GateDecision decision = gates.decide(new RunOutcome(earlier(), List.of(), List.of()), dir.resolve("out"));

        assertFalse(Files.exists(history), "deciding wrote nothing");
        assertTrue(decision.reasons().isEmpty(), decision.reasons().toString());
        new Publication(options, Exports.NONE).publish(decision, dir.resolve("out"), LOG);
        try (var files = Files.list(history)) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("run-")).count());
        }
    }

    @Test
    void thePublicationClearsTheScratchFilesLastWhetherTheGatesPassOrFail(@TempDir Path dir) throws Exception {
        Path history = dir.resolve("h");
        HistoryOptions options = HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(history, "5%", "0.1.0", dir), LOG);
        Path out = dir.resolve("out");
        Exports junit = new Exports(java.util.Set.of(io.github.benchplugin.report.export.ExportFormat.JUNIT));
        for (List<String> failing : List.of(List.<String>of(), List.of("a gate failed"))) {
            GateDecision decided = new RunGates(false, true, false, options)
                    .decide(new RunOutcome(earlier(), List.of(), List.of()), out);
            GateDecision decision = new GateDecision(decided.result(), decided.outcome().orElse(null),
                    decided.record().orElseThrow(), failing, decided.checks(), decided.notes());
            List<String> atClear = new java.util.ArrayList<>();
            new Publication(options, junit).publish(decision, out, LOG, () -> {
                try (var files = Files.list(history)) {
                    atClear.add("records " + files.filter(f -> f.getFileName().toString().startsWith("run-")).count());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                atClear.add("export " + Files.isDirectory(out.resolve("export")));
            });
            assertEquals(List.of("records " + (failing.isEmpty() ? 1 : 2), "export true"), atClear,
                    "the history record and the exports are written before the scratch files go: " + failing);
        }
    }

    @Test
    void bench_verifyIsolationWritesNoHistoryRecordWhereAMeasuringRunDoes(@TempDir Path dir) throws Exception {
        Path history = dir.resolve("h");
        HistoryOptions options = HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(history, "5%", "0.1.0", dir), LOG);
        java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
        ConsoleRunLog log = new ConsoleRunLog(new java.io.PrintStream(text, true, java.nio.charset.StandardCharsets.UTF_8), false);
        RunOutcome outcome = new RunOutcome(earlier(), List.of(), List.of());
        assertEquals(List.of(), Publication.afterGates(new RunGates(false, true, true, options), Exports.NONE, outcome, dir.resolve("out"), log));
        assertFalse(Files.exists(history) && Files.list(history).anyMatch(f -> f.getFileName().toString().startsWith("run-")),
                "no record of a bench.verifyIsolation run");
        assertTrue(text.toString().contains("bench.verifyIsolation: this run is not recorded in bench.history " + history),
                text.toString());

        assertEquals(List.of(), Publication.afterGates(new RunGates(false, true, false, options), Exports.NONE, outcome, dir.resolve("out"), log));
        try (var files = Files.list(history)) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("run-")).count(), "the measuring run");
        }
    }

    @Test
    void bench_failOnChangeNeedsAHistoryAndAHistoryMustBeOne(@TempDir Path dir) throws Exception {
        BadInputException e = assertThrows(BadInputException.class, () -> HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(null, "5%", "0.1.0", dir), LOG));
        assertTrue(e.getMessage().startsWith("bench.failOnChange=5% needs bench.history"), e.getMessage());
        Files.writeString(dir.resolve("mine.txt"), "not a history");
        e = assertThrows(BadInputException.class, () -> HistoryOptions.read(null, null, null,
                new HistoryOptions.HistorySettings(dir, null, "0.1.0", dir), LOG));
        assertTrue(e.getMessage().contains("is not a bench history"), e.getMessage());
    }

    private static HistoryOptions gates(String time, String alloc) {
        return HistoryOptions.read(null, time, alloc, LOG);
    }

    @Test
    void regressionKeepsItsRowKey() {
        Regression r = new Regression(new RowKey("a.B.c", "avgt", Map.of()), "25", Regression.Reference.BASELINE_RUNTIME,
                Comparison.builder("17").ratio(1.5).ciLow(1.4).ciHigh(1.6).verdict(Verdict.SLOWER).pValue(0.0)
                        .build(), 1.5, 1.4, 1.6);
        assertEquals("a.B.c avgt on 25: 1.50x slower than 17 [1.40–1.60]", r.describe());
    }

    /** The gates' failure message after the publication wrote what they decided (the history record). */
    private static java.util.Optional<String> check(BenchResult result, HistoryOptions history, Path out, RunLog log)
            throws IOException {
        GateDecision decision = RegressionCheck.decide(result, history, out);
        new Publication(history, Exports.NONE).publish(decision, out, log);
        return decision.reasons().stream().findFirst();
    }

    /**
     * bench.failOnChange reads the history after measuring: a record too large to read is refused when the
     * options are read, before anything is measured, with one line naming the file, its size and the limit.
     * The record is sparse: 32 MB of nothing on disk.
     */
    @Test
    void aHistoryRecordTooLargeToReadIsRefusedBeforeMeasuring(@TempDir Path dir) throws Exception {
        Path history = dir.resolve("history");
        Files.createDirectories(history);
        Files.writeString(history.resolve(io.github.benchplugin.model.history.HistoryDirectory.MARKER), "history\n");
        Path huge = history.resolve("run-20261207T120000Z-abc1234-0000aaaa.json");
        long size = io.github.benchplugin.model.history.RunRecordReader.MAX_RECORD_BYTES + 1;
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(size);
        }
        HistoryOptions.HistorySettings settings = new HistoryOptions.HistorySettings(history, "5%", "test", dir);

        BadInputException e = assertThrows(BadInputException.class,
                () -> HistoryOptions.read(null, null, null, settings, LOG));
        assertTrue(e.getMessage().startsWith("history record " + huge + " is " + size + " bytes, more than the "
                + io.github.benchplugin.model.history.RunRecordReader.MAX_RECORD_BYTES + " a record may have"), e.getMessage());
        assertTrue(e.getMessage().contains("move it out of the history directory"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());

        // one byte less is a size a record may have: the same history is accepted (it is read after measuring)
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(size - 1);
        }
        assertEquals(0.05, HistoryOptions.read(null, null, null, settings, LOG).recorder().threshold().fraction(), 1e-9);
    }
}
