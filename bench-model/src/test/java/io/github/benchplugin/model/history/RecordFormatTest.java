package io.github.benchplugin.model.history;

import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.io.UnsupportedSchemaVersionException;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The record format: version 2 (one table, names once per row) is what append writes; version 1
 * records (one object per cell) written by earlier plugin versions stay readable, in one history
 * with version 2 records; damage in the table is one error naming the file.
 */
class RecordFormatTest {

    @TempDir
    Path dir;

    private static final Map<String, Machine> MACHINES = Map.of(
            "17", new Machine("CPU A", 4, 16L << 30, "Linux 6.8", "amd64", "6.8"),
            "25", new Machine("CPU A", 4, 16L << 30, "Linux 6.8", "amd64", "6.8"));

    private static RunRecord record(int run, double level) {
        List<RecordedCell> cells = new ArrayList<>();
        for (String runtime : List.of("17", "25")) {
            cells.add(new RecordedCell("org.acme.B.m", "avgt", Map.of("n", "10", "label", "a b"), runtime,
                    runtime + ".0.1", "ns/op", List.of(level * 1.0123456789, level * 0.9876543210, level), 48.0));
            cells.add(new RecordedCell("org.acme.B.t", "thrpt", Map.of(), runtime, runtime + ".0.1", "ops/s",
                    List.of(1e9 / level), null));
        }
        CommitInfo commit = new CommitInfo(String.format("%040x", run + 1),
                String.format("2026-01-01T00:%02d:00Z", run), "main");
        return new RunRecord(RunRecord.SCHEMA_VERSION, String.format("2026-01-02T00:%02d:00Z", run), commit, MACHINES,
                Map.of("forks", "3"), "0.1.0", cells);
    }

    @Test
    void aRecordReadsBackWithEveryCellAndItsNumbersToSevenDigits() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        RunRecord written = record(0, 100);
        Path file = history.append(written);
        SchemaCheck.assertValidHistoryRecord(file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"schemaVersion\":2"), json);
        assertEquals(1, json.split("org\\.acme\\.B\\.m\"", -1).length - 1, json); // the name once, for two runtimes

        RunRecord read = history.readAll().get(0);
        assertEquals(written.commit(), read.commit());
        assertEquals(written.recordedAt(), read.recordedAt());
        assertEquals(written.machines(), read.machines());
        assertEquals(written.settings(), read.settings());
        assertEquals(4, read.cells().size());
        for (int i = 0; i < 4; i++) {
            RecordedCell before = written.cells().get(i);
            RecordedCell after = read.cells().stream().filter(c -> c.benchmark().equals(before.benchmark())
                    && c.runtime().equals(before.runtime())).findFirst().orElseThrow();
            assertEquals(before.params(), after.params());
            assertEquals(before.mode(), after.mode());
            assertEquals(before.unit(), after.unit());
            assertEquals(before.javaVersion(), after.javaVersion());
            assertEquals(before.allocBytesPerOp(), after.allocBytesPerOp());
            assertEquals(before.forkMeans().size(), after.forkMeans().size());
            for (int f = 0; f < before.forkMeans().size(); f++) {
                assertEquals(before.forkMeans().get(f), after.forkMeans().get(f), before.forkMeans().get(f) * 1e-6);
            }
        }
    }

    @Test
    void aRecordOfFifteenHundredCellsIsUnderAHundredAndTwentyBytesACell() throws Exception {
        List<RecordedCell> cells = new ArrayList<>();
        for (int row = 0; row < 500; row++) {
            for (String runtime : List.of("17", "21", "25")) {
                List<Double> forks = new ArrayList<>();
                for (int f = 0; f < 5; f++) {
                    forks.add(Math.PI * (row + 1) * (1 + f / 1000.0));
                }
                cells.add(new RecordedCell(String.format("org.acme.bench.suite%02d.ParserBench.parse%03d", row / 50, row),
                        "avgt", Map.of("size", "1024"), runtime, runtime + ".0.15", "ns/op", forks, 480.0));
            }
        }
        RunRecord record = new RunRecord(RunRecord.SCHEMA_VERSION, "2026-01-02T00:00:00Z", CommitInfo.NONE, MACHINES,
                Map.of(), "0.1.0", cells);
        Path file = new HistoryDirectory(dir.resolve("h")).append(record);
        SchemaCheck.assertValidHistoryRecord(file);
        long size = Files.size(file);
        assertTrue(size < 120 * 1500, size + " bytes"); // version 1 wrote about 270 bytes a cell
    }

    @Test
    void aVersionOneRecordOfAnEarlierPluginIsReadIntoTheSameSeries() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        for (int run = 0; run < 3; run++) {
            history.append(record(run, 100));
        }
        Files.writeString(dir.resolve("h/run-20250101T000000Z-0000000000-00000000.json"), """
                {"schemaVersion":1,"recordedAt":"2025-12-31T00:00:00Z",
                 "commit":{"id":"00000000000000000000000000000000000000ff","time":"2025-12-31T00:00:00Z","branch":"main"},
                 "machines":{"17":{"cpuModel":"CPU A","cpus":4,"memoryBytes":17179869184,"os":"Linux 6.8","arch":"amd64","kernel":"6.8"}},
                 "settings":{"forks":"3"},"pluginVersion":"0.1.0-SNAPSHOT",
                 "cells":[{"benchmark":"org.acme.B.m","mode":"avgt","params":{"n":"10","label":"a b"},"runtime":"17",
                           "javaVersion":"17.0.1","unit":"ns/op","forkMeans":[99.0,101.0],"allocBytesPerOp":48.0}]}
                """);
        SchemaCheck.assertValidHistoryDirectory(dir.resolve("h")); // the version 1 record against its own schema
        List<RunRecord> records = history.readAll();
        assertEquals(4, records.size());
        assertEquals(1, records.get(0).schemaVersion());
        List<TrendSeries> series = TrendSeriesBuilder.build(records);
        TrendSeries m17 = series.stream().filter(s -> s.key().row().benchmark().equals("org.acme.B.m")
                && s.key().runtime().equals("17")).findFirst().orElseThrow();
        assertEquals(4, m17.points().size(), "the version 1 run and the three version 2 runs are one series");
        assertEquals("00000000000000000000000000000000000000ff", m17.points().get(0).commit().id());
        assertEquals(100.0, m17.points().get(0).mean(), 1e-9);
    }

    @Test
    void damageInsideTheTableIsOneErrorNamingTheFile() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        Path file = history.append(record(0, 100));
        String json = Files.readString(file);
        for (String damage : List.of(json.replaceFirst("\\[\\[([0-9.]+)", "[[\"fast\""), // a fork mean that is text
                json.replace("\"rows\":[[", "\"rows\":[{"),                                  // a row that is not a line
                json.substring(0, json.length() / 2),                                       // cut off
                json.replaceFirst("\"org\\.acme\\.B\\.m\"", "null"),                         // no benchmark
                json + "{}")) {                                                               // content after it
            Files.writeString(file, damage);
            ResultFileException e = assertThrows(ResultFileException.class, history::readAll, damage);
            assertTrue(e.getMessage().startsWith("history record " + file + " is damaged ("), e.getMessage());
        }
        Files.writeString(file, json.replace("\"schemaVersion\":2", "\"schemaVersion\":3"));
        UnsupportedSchemaVersionException newer = assertThrows(UnsupportedSchemaVersionException.class, history::readAll);
        assertEquals("history record " + file + " has schemaVersion 3, which this bench-maven-plugin does not read"
                + " (it reads schemaVersion 1 and 2); a newer plugin wrote it: use that plugin version or a later one",
                newer.getMessage());
    }

    @Test
    void aFieldOfALaterVersionIsIgnoredAndAnAbsentAllocationIsNull() throws Exception {
        HistoryDirectory history = new HistoryDirectory(dir.resolve("h"));
        Path file = history.append(record(0, 100));
        Files.writeString(file, Files.readString(file).replace("\"rows\":", "\"future\":{\"x\":[1,2]},\"rows\":"));
        SchemaCheck.assertValidHistoryRecord(file); // the schema, too, lets a later field through
        RunRecord read = history.readAll().get(0);
        assertEquals(4, read.cells().size());
        assertNull(read.cells().stream().filter(c -> c.mode().equals("thrpt")).findFirst().orElseThrow().allocBytesPerOp());
    }
}
