package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.warmup.WarmupAnalysis;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** results.json of schemaVersion 4 and its raw data file: written apart, read back as one, exactly. */
class RawDataFileTest {

    @TempDir
    Path dir;

    @Test
    void aResultWithMetricsAndWarmupReadsBackEqualFromTheTwoFiles() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(written, file);

        assertTrue(Files.isRegularFile(dir.resolve("results.raw.json.gz")));
        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(file);
        assertEquals(List.of(), notes);
        assertEquals(BenchResult.SCHEMA_VERSION, read.schemaVersion());
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), read);
    }

    @Test
    void resultsJsonKeepsTheFiguresAPersonReadsAndNoRawData() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(withWarmup(SampleResult.twoRuntimes()), file);

        JsonNode cell = LimitedJson.mapper().readTree(file.toFile()).get("rows").get(0).get("cells").get("17");
        assertEquals(1234.5, cell.get("score").asDouble());
        assertEquals("counts/1k op", cell.get("metrics").get("gc.count.per1k").get("unit").asText());
        assertEquals(0.002, cell.get("metrics").get("gc.count.per1k").get("score").asDouble());
        assertEquals("warmup", cell.get("warmup").get("forks").get(0).get("class").asText());
        assertTrue(cell.get("warmup").has("steadyAtSeconds"));
        assertTrue(cell.get("warmup").get("forks").get(0).has("steadyAtSeconds"));
        String text = Files.readString(file);
        // Compact, one row a line: grep finds a row's line, diff shows the rows that changed.
        assertEquals(3, text.lines().filter(l -> l.startsWith("{\"benchmark\":")).count(), text);
        assertTrue(text.startsWith("{\n\"schemaVersion\":4,\n"), text);
        for (String moved : List.of("\"samples\"", "\"forkSamples\"", "\"rawData\"", "\"iterations\"")) {
            assertFalse(text.contains(moved), moved + " is in results.json");
        }
    }

    @Test
    void withoutItsRawDataFileAResultStillReadsAndSaysWhatIsMissing() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(withWarmup(SampleResult.twoRuntimes()), file);
        Files.delete(dir.resolve("results.raw.json.gz"));

        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(file);
        assertEquals(1, notes.size(), notes::toString);
        assertTrue(notes.get(0).contains("results.raw.json.gz is not beside it"), notes.get(0));
        assertTrue(notes.get(0).contains("of 5 cell(s)"), notes.get(0)); // five measured cells, one failed
        Cell cell = read.rows().get(0).cells().get("17");
        assertEquals(1234.5, cell.score());
        assertEquals(List.of(), cell.forkSamples());
        assertEquals(0.002, cell.metrics().get("gc.count.per1k").score());
    }

    @Test
    void aRawDataFileOfAnotherRunIsNotJoined() throws Exception {
        BenchResult first = SampleResult.twoRuntimes();
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(first, file);
        Path other = dir.resolve("other");
        new ResultJsonWriter().write(rescored(first), other.resolve("results.json"));
        Files.copy(other.resolve("results.raw.json.gz"), dir.resolve("results.raw.json.gz"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(file);
        assertTrue(notes.get(0).contains("does not match them"), notes::toString);
        assertEquals(List.of(), read.rows().get(0).cells().get("17").forkSamples());
    }

    @Test
    void aDamagedRawDataFileIsANoteNotAFailure() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(SampleResult.twoRuntimes(), file);
        Files.writeString(dir.resolve("results.raw.json.gz"), "not gzip");

        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(file);
        assertTrue(notes.get(0).contains("cannot be read"), notes::toString);
        assertEquals(3, read.rows().size());
    }

    @Test
    void aFileWrittenAsOneJsonTextWithItsRawDataInlineNeedsNoSideFile() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path file = dir.resolve("inline.json");
        Files.writeString(file, new ResultJsonWriter().toJson(written));

        List<String> notes = new ArrayList<>();
        assertEquals(written, new ResultJsonReader(notes::add).read(file));
        assertEquals(List.of(), notes);
    }

    @Test
    void theSideFileIsNamedAfterTheResultsFile() {
        assertEquals(dir.resolve("results.raw.json.gz"), RawDataFile.beside(dir.resolve("results.json")));
        assertEquals(dir.resolve("run-7.raw.json.gz"), RawDataFile.beside(dir.resolve("run-7.json")));
    }

    @Test
    void aFileTooLargeToReadSaysItsSizeAndWhatToDoBeforeReadingIt() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(SampleResult.twoRuntimes(), file);
        ResultFileException e = org.junit.jupiter.api.Assertions.assertThrows(ResultFileException.class,
                () -> new ResultJsonReader(100).checkSize(file));
        assertTrue(e.getMessage().contains(Files.size(file) + " bytes"), e.getMessage());
        assertTrue(e.getMessage().contains("bench.shard"), e.getMessage());
    }

    @Test
    void aResultReadAndWrittenAgainCopiesEveryCellsRawDataAsItLayByteForByte() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path first = dir.resolve("a/results.json");
        new ResultJsonWriter().write(written, first);

        RawSources sources = new RawSources();
        BenchResult read = new ResultJsonReader().recordingRawSources(sources).read(first);
        Path second = dir.resolve("b/results.json");
        ResultJsonWriter.copyingFrom(sources).write(read, second);

        assertEquals(5, sources.copiedCells()); // every measured cell; the failed one has no raw data to copy
        assertEquals(1, sources.writtenCells());
        assertArrayEquals(Files.readAllBytes(RawDataFile.beside(first)), Files.readAllBytes(RawDataFile.beside(second)));
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), new ResultJsonReader().read(second));
    }

    @Test
    void aCellWhoseRawDataChangedSinceItWasReadIsWrittenAnew() throws Exception {
        Path first = dir.resolve("a/results.json");
        new ResultJsonWriter().write(withWarmup(SampleResult.twoRuntimes()), first);
        RawSources sources = new RawSources();
        BenchResult read = new ResultJsonReader().recordingRawSources(sources).read(first);
        // a merge that converts one cell's unit, and one that drops a metric of another
        Row row = read.rows().get(0);
        Map<String, Cell> cells = new LinkedHashMap<>(row.cells());
        cells.put("17", row.cells().get("17").scaled(1000));
        Cell other = row.cells().get("25");
        Map<String, io.github.benchplugin.model.result.Metric> fewer = new java.util.TreeMap<>(other.metrics());
        fewer.remove(fewer.keySet().iterator().next());
        cells.put("25", Cell.builder(other.status()).score(other.score()).error(other.error()).ciLow(other.ciLow())
                .ciHigh(other.ciHigh()).samples(other.samples()).forkSamples(other.forkSamples())
                .allocBytesPerOp(other.allocBytesPerOp()).allocForks(other.allocForks()).threads(other.threads())
                .metrics(fewer).warmup(other.warmup()).build());
        List<Row> rows = new ArrayList<>(read.rows());
        rows.set(0, Row.builder(row.benchmark(), row.mode()).params(row.params()).unit(row.unit()).cells(cells).build());
        BenchResult changed = read.withRows(rows);

        Path second = dir.resolve("b/results.json");
        ResultJsonWriter.copyingFrom(sources).write(changed, second);

        assertEquals(3, sources.copiedCells());
        assertEquals(3, sources.writtenCells());
        BenchResult back = new ResultJsonReader().read(second);
        assertEquals(changed.rows().get(0).cells().get("17").forkSamples(), back.rows().get(0).cells().get("17").forkSamples());
        assertEquals(changed.rows().get(0).cells().get("25").metrics().keySet(), back.rows().get(0).cells().get("25").metrics().keySet());
        assertEquals(changed.rows(), back.rows());
    }

    @Test
    void aRawDataFileReplacedAfterItWasReadIsNotCopiedFrom() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path first = dir.resolve("a/results.json");
        new ResultJsonWriter().write(written, first);
        RawSources sources = new RawSources();
        BenchResult read = new ResultJsonReader().recordingRawSources(sources).read(first);
        new ResultJsonWriter().write(rescored(written), first); // another run wrote over it meanwhile

        Path second = dir.resolve("b/results.json");
        ResultJsonWriter.copyingFrom(sources).write(read, second);

        assertEquals(0, sources.copiedCells());
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), new ResultJsonReader().read(second));
    }

    @Test
    void aRawDataFileOfOneGzipMemberAsEarlierVersionsWroteItReadsTheSameAndIsWrittenAnew() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path file = dir.resolve("a/results.json");
        new ResultJsonWriter().write(written, file);
        Path side = RawDataFile.beside(file);
        byte[] text = gunzip(side);
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(side))) {
            out.write(text); // one member, as the writer before the per-cell members wrote it
        }

        RawSources sources = new RawSources();
        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).recordingRawSources(sources).read(file);
        assertEquals(List.of(), notes);
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), read);
        Path second = dir.resolve("b/results.json");
        ResultJsonWriter.copyingFrom(sources).write(read, second);
        assertEquals(0, sources.copiedCells());
        assertArrayEquals(text, gunzip(RawDataFile.beside(second)), "the same text, now one member a cell");
    }

    @Test
    void theSideFileIsOneGzipTextForAnyReaderAndEachCellAMemberOfItsOwn() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(written, file);
        Path side = RawDataFile.beside(file);

        JsonNode raw = LimitedJson.mapper().readTree(gunzip(side)); // java.util.zip reads every member
        assertEquals(3, raw.get("rows").size());
        assertEquals(1234.5, raw.get("rows").get(0).get("cells").get("17").get("score").asDouble());
        List<GzipMembersInput.Member> members;
        try (GzipMembersInput in = new GzipMembersInput(Files.newInputStream(side))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            members = in.members();
        }
        // each of the 6 cells, and the JSON before, between and after them
        assertEquals(13, members.size());
    }

    @Test
    void bytesAfterTheLastMemberAreIgnoredAsJavaUtilZipIgnoresThem() throws Exception {
        BenchResult written = withWarmup(SampleResult.twoRuntimes());
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(written, file);
        Files.write(RawDataFile.beside(file), new byte[16], java.nio.file.StandardOpenOption.APPEND); // padding

        List<String> notes = new ArrayList<>();
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), new ResultJsonReader(notes::add).read(file));
        assertEquals(List.of(), notes);
    }

    @Test
    void aTruncatedRawDataFileIsANoteNotAFailure() throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(withWarmup(SampleResult.twoRuntimes()), file);
        Path side = RawDataFile.beside(file);
        byte[] bytes = Files.readAllBytes(side);
        Files.write(side, java.util.Arrays.copyOf(bytes, bytes.length / 2));

        List<String> notes = new ArrayList<>();
        BenchResult read = new ResultJsonReader(notes::add).read(file);
        assertTrue(notes.get(0).contains("cannot be read"), notes::toString);
        assertEquals(List.of(), read.rows().get(0).cells().get("17").forkSamples());
    }

    private static byte[] gunzip(Path file) throws java.io.IOException {
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }

    /** The sample with a recorded warm-up on every measured cell, two forks each. */
    private static BenchResult withWarmup(BenchResult result) {
        List<Row> rows = new ArrayList<>();
        for (Row row : result.rows()) {
            Map<String, Cell> cells = new LinkedHashMap<>();
            row.cells().forEach((id, cell) -> cells.put(id, cell.score() == null ? cell : cell.withWarmup(
                    new WarmupAnalysis().of(List.of(fork(cell.score()), fork(cell.score() * 1.01)), Mode.AVERAGE_TIME))));
            rows.add(Row.builder(row.benchmark(), row.mode()).params(row.params()).unit(row.unit()).cells(cells)
                    .comparisons(row.comparisons()).baselineRatio(row.baselineRatio()).build());
        }
        return result.withRows(rows);
    }

    private static WarmupFork fork(double score) {
        List<Double> ends = List.of(0.7, 1.2, 1.7, 2.2, 2.7, 3.2, 3.7, 4.2);
        List<Double> scores = List.of(4 * score, 3.96 * score, 1.01 * score, 0.99 * score, score, 1.02 * score,
                0.98 * score, score);
        return WarmupFork.recorded(0.2, 3, ends, scores);
    }

    /** The same result with every score changed a little: another run of the same suite. */
    private static BenchResult rescored(BenchResult result) {
        List<Row> rows = new ArrayList<>();
        for (Row row : result.rows()) {
            Map<String, Cell> cells = new LinkedHashMap<>();
            row.cells().forEach((id, cell) -> cells.put(id, cell.score() == null ? cell
                    : Cell.builder(cell.status()).score(cell.score() * 1.001).samples(cell.samples())
                    .forkSamples(cell.forkSamples()).metrics(cell.metrics()).build()));
            rows.add(Row.builder(row.benchmark(), row.mode()).params(row.params()).unit(row.unit()).cells(cells).build());
        }
        assertNotEquals(result.rows(), rows);
        return result.withRows(rows);
    }
}
