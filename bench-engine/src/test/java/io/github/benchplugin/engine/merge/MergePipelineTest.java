package io.github.benchplugin.engine.merge;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.model.combine.MergeException;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:merge without Maven: results.json files written by the model's writer, merged into one table. */
class MergePipelineTest {

    private static final Environment BOX = Environment.builder("box").os("Linux").arch("amd64").cpus(4)
            .createdAt("2025-01-01T00:00:00Z").build();

    @TempDir
    Path dir;

    private final RecordingLog log = new RecordingLog();

    /** A job's results.json with one column: the rows' scores in ns/op, five forks of five iterations each. */
    private Path job(String name, String id, String version, Map<String, Double> scores) throws Exception {
        RuntimeInfo runtime = RuntimeInfo.builder(id).requested(id).javaVersion(version)
                .featureVersion(Integer.parseInt(version.split("\\.")[0])).vendor("Vendor").javaHome("/opt/jdk-" + id)
                .baseline(true).hostName(BOX.hostName()).jmhVersion("1.37").build();
        List<Row> rows = new ArrayList<>();
        scores.forEach((method, score) -> rows.add(Row.builder("org.acme.Bench." + method, "avgt").unit("ns/op")
                .cells(Map.of(id, cell(score))).build()));
        Path file = dir.resolve(name).resolve("results.json");
        Files.createDirectories(file.getParent());
        new ResultJsonWriter().write(new BenchResult(BenchResult.SCHEMA_VERSION, BOX, List.of(runtime), rows, List.of()),
                file);
        SchemaCheck.assertValidResults(file);
        return file;
    }

    /** Forks and iterations within 0.4% of {@code mean}: a difference of a few percent is significant. */
    private static Cell cell(double mean) {
        return SyntheticCells.around(mean);
    }

    private Optional<String> merge(String inputs, String onConflict, HistoryOptions gates) throws Exception {
        MergeRequest request = MergeRequest.parse(RawSettings.builder().put("bench.inputs", inputs)
                .put("bench.onConflict", onConflict).build(), dir, new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI));
        return new MergePipeline(log).run(new MergeRequest(request.inputs(), request.onConflict(), null, false, null,
                request.metrics(), gates), dir.resolve("out"));
    }

    private static HistoryOptions noGates() {
        return HistoryOptions.read(null, null, null, new RecordingLog());
    }

    private BenchResult merged() throws ResultFileException {
        SchemaCheck.assertValidResults(dir.resolve("out/results.json"));
        return new ResultJsonReader().read(dir.resolve("out/results.json"));
    }

    @Test
    void twoJobsBecomeOneTableWithTheirColumnsInTheOrderGivenAndRatiosBetweenThem() throws Exception {
        job("jdk25", "25", "25.0.1", Map.of("a", 80.0, "b", 200.0));
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0, "b", 200.0));

        assertTrue(merge("jdk17/results.json, jdk25/results.json", null, noGates()).isEmpty());

        BenchResult merged = merged();
        assertEquals(List.of("17", "25"), merged.runtimes().stream().map(RuntimeInfo::id).toList());
        Row a = row(merged, "org.acme.Bench.a");
        assertEquals(100.0, a.cells().get("17").score(), 1e-9);
        assertEquals(80.0, a.cells().get("25").score(), 1e-9);
        assertEquals(0.8, a.comparisons().get("25").ratio(), 1e-6);
        assertEquals(Verdict.FASTER, a.comparisons().get("25").verdict());
        assertEquals(Verdict.SAME, row(merged, "org.acme.Bench.b").comparisons().get("25").verdict());
        assertTrue(log.info.contains("Read " + dir.resolve("jdk17/results.json")), log.info.toString());
        for (String report : List.of(MarkdownRenderer.FILE_NAME, CsvRenderer.FILE_NAME, HtmlRenderer.FILE_NAME)) {
            assertTrue(Files.isRegularFile(dir.resolve("out").resolve(report)), report + " beside results.json");
        }
    }

    @Test
    void aRowOnOneRuntimeInTwoInputsStopsTheMergeNamingBothFilesAndWritesNothing() throws Exception {
        job("first", "17", "17.0.15", Map.of("a", 100.0));
        job("again", "17", "17.0.15", Map.of("a", 120.0));

        UserInputException e = assertThrows(UserInputException.class,
                () -> merge("first/results.json,again/results.json", null, noGates()));

        assertTrue(e.getMessage().startsWith("org.acme.Bench.a avgt on runtime 17 is in both "
                + dir.resolve("first/results.json") + " and " + dir.resolve("again/results.json")), e.getMessage());
        assertTrue(e.getMessage().contains("bench.onConflict=first or bench.onConflict=last"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("out")), "nothing is written before the inputs agree");
    }

    @Test
    void onConflictLastKeepsTheLaterInputsCellAndFirstTheEarliers() throws Exception {
        job("first", "17", "17.0.15", Map.of("a", 100.0));
        job("again", "17", "17.0.15", Map.of("a", 120.0));

        jmhJson("first", "17", 100.0);
        jmhJson("again", "17", 120.0);

        merge("first/results.json,again/results.json", "last", noGates());
        assertEquals(120.0, row(merged(), "org.acme.Bench.a").cells().get("17").score(), 1e-9);
        assertEquals("[120.0]", jmhScores("17"), "JMH's own JSON keeps the entry the table kept");

        merge("first/results.json,again/results.json", " FIRST ", noGates());
        assertEquals(100.0, row(merged(), "org.acme.Bench.a").cells().get("17").score(), 1e-9);
        assertEquals("[100.0]", jmhScores("17"));
    }

    /** The jmh/&lt;id&gt;.json of a job: JMH's own entry for org.acme.Bench.a, as bench:run keeps it. */
    private void jmhJson(String job, String id, double score) throws Exception {
        Path file = dir.resolve(job).resolve("jmh").resolve(id + ".json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "[{\"benchmark\": \"org.acme.Bench.a\", \"mode\": \"avgt\","
                + " \"primaryMetric\": {\"score\": " + score + "}}]");
    }

    private String jmhScores(String id) throws Exception {
        List<Double> scores = new ArrayList<>();
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(dir.resolve("out/jmh").resolve(id + ".json").toFile())
                .forEach(entry -> scores.add(entry.path("primaryMetric").path("score").asDouble()));
        return scores.toString();
    }

    @Test
    void anUnknownConflictPolicyIsOneBadInputNamingTheAllowedValues() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));

        UserInputException e = assertThrows(UserInputException.class, () -> merge("jdk17/results.json", "newest", noGates()));

        assertTrue(e.getMessage().startsWith("bench.onConflict='newest' is not one of error, first, last"), e.getMessage());
    }

    @Test
    void aMissingInputIsOneMessageNamingTheFileAndNothingIsWritten() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));
        Path missing = dir.resolve("jdk25/results.json");

        ResultFileException e = assertThrows(ResultFileException.class,
                () -> merge("jdk17/results.json,jdk25/results.json", null, noGates()));

        assertEquals("results file " + missing + " does not exist", e.getMessage());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void anInputInsideTheOutputFolderOrAFolderThatIsNotOursIsRefusedAndLeftAlone() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));
        job("out", "25", "25.0.1", Map.of("a", 80.0)); // last merge's result, in the folder this merge rewrites

        BadInputException inside = assertThrows(BadInputException.class,
                () -> merge("jdk17/results.json,out/results.json", null, noGates()));
        assertTrue(inside.getMessage().startsWith("bench.inputs " + dir.resolve("out/results.json") + " is inside"
                + " bench.outputDirectory " + dir.resolve("out") + ", which this goal rewrites"), inside.getMessage());

        // jdk17/ holds a results.json of the user's download and their own notes: not ours to write into
        Files.writeString(dir.resolve("jdk17/notes.txt"), "mine");
        MergeRequest request = MergeRequest.parse(RawSettings.builder().put("bench.inputs", "out/results.json").build(),
                dir, new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI));
        BadInputException foreign = assertThrows(BadInputException.class,
                () -> new MergePipeline(log).run(request, dir.resolve("jdk17")));
        assertTrue(foreign.getMessage().contains("is not a folder bench-maven-plugin made: it holds notes.txt"),
                foreign.getMessage());
        assertEquals(List.of("notes.txt", "results.json", "results.raw.json.gz"), Files.list(dir.resolve("jdk17"))
                .map(p -> p.getFileName().toString()).sorted().toList());
    }

    @Test
    void allowMixedHostsThatIsNotABooleanIsRefusedAsEveryBooleanIs() {
        // The mojo's field is a String for this: as a boolean, Maven read "maybe" as false.
        BadInputException e = assertThrows(BadInputException.class, () -> MergeRequest.parse(RawSettings.builder()
                .put("bench.inputs", "a/results.json").put("bench.allowMixedHosts", "maybe").build(), dir,
                new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI)));
        assertEquals("bench.allowMixedHosts 'maybe' is not a boolean; allowed: true, false", e.getMessage());
    }

    @Test
    void anotherProjectsResultsAreRefusedNamingBothFilesAndNothingIsWritten() throws Exception {
        job("ours", "17", "17.0.15", Map.of("a", 100.0, "b", 200.0));
        Path theirs = job("theirs", "25", "25.0.1", Map.of("other", 100.0));

        MergeException e = assertThrows(MergeException.class,
                () -> merge("ours/results.json," + theirs, null, noGates()));

        assertTrue(e.getMessage().startsWith("bench.inputs " + dir.resolve("ours/results.json") + " and " + theirs
                + " have no row (benchmark, params and mode) and no runtime in common"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void aRowOneJobLacksIsSaidToBeMissingFromThatJobsFile() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0, "extra", 50.0));
        Path jdk25 = job("jdk25", "25", "25.0.1", Map.of("a", 80.0));

        assertTrue(merge("jdk17/results.json, jdk25/results.json", null, noGates()).isEmpty());

        Cell absent = row(merged(), "org.acme.Bench.extra").cells().get("25");
        assertEquals(CellStatus.SKIPPED, absent.status());
        assertEquals("not in " + jdk25, absent.message());
        assertTrue(log.info.stream().anyMatch(l -> l.contains("candidate skipped: not in " + jdk25)), log.info::toString);
    }

    @Test
    void aScoreNoBenchmarkHasIsOneMessageNamingFileRowRuntimeAndValue() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));
        Path huge = job("jdk25", "25", "25.0.1", Map.of("a", 1e308));

        ResultFileException e = assertThrows(ResultFileException.class,
                () -> merge("jdk17/results.json,jdk25/results.json", null, noGates()));

        assertTrue(e.getMessage().startsWith(huge + ": row 'org.acme.Bench.a' on runtime '25' has score = 1.0E308"),
                e.getMessage());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void aGlobThatMatchesNothingIsOneBadInputNamingThePattern() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));

        BadInputException e = assertThrows(BadInputException.class,
                () -> merge("jdk17/results.json,artifacts/*/results.json", null, noGates()));

        assertEquals("bench.inputs pattern 'artifacts/*/results.json' matches no file below " + dir, e.getMessage());
    }

    @Test
    void theRegressionGateFailsOnTheMergedTableAndNamesTheSlowerRow() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0, "b", 100.0));
        job("jdk25", "25", "25.0.1", Map.of("a", 130.0, "b", 100.0));

        Optional<String> failed = merge("jdk17/results.json,jdk25/results.json", null,
                HistoryOptions.read(null, "10%", null, log));

        assertTrue(failed.isPresent(), "a is 30% slower on 25");
        String[] lines = failed.get().split("\\R");
        assertTrue(lines[0].startsWith("bench.failOnRegression=10%: FAILED, 1 row(s) significantly slower by more than 10%"),
                failed.get());
        assertTrue(lines[1].startsWith("  slower: org.acme.Bench.a avgt on 25: 1.30x slower than 17"), failed.get());
        assertTrue(Files.isRegularFile(dir.resolve("out/results.json")), "the reports are written before the gate fails");
    }

    @Test
    void theRegressionGatePassesWhenTheSlowdownIsWithinItsThreshold() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0));
        job("jdk25", "25", "25.0.1", Map.of("a", 130.0));

        assertEquals(Optional.empty(), merge("jdk17/results.json,jdk25/results.json", null,
                HistoryOptions.read(null, "50%", null, log)));
    }

    @Test
    void aFailedGateStillLeavesTheJunitExportWithTheSlowerRowAsAFailedTest() throws Exception {
        job("jdk17", "17", "17.0.15", Map.of("a", 100.0, "b", 100.0));
        job("jdk25", "25", "25.0.1", Map.of("a", 130.0, "b", 100.0));
        MergeRequest parsed = MergeRequest.parse(RawSettings.builder().put("bench.inputs",
                "jdk17/results.json,jdk25/results.json").put("bench.export", "junit,bencher").build(), dir,
                new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI));
        MergeRequest request = new MergeRequest(parsed.inputs(), parsed.onConflict(), null, false, null,
                parsed.metrics(), HistoryOptions.read(null, "10%", null, log), parsed.exports());

        assertTrue(new MergePipeline(log).run(request, dir.resolve("out")).isPresent(), "a is 30% slower on 25");

        String junit = Files.readString(dir.resolve("out/export/junit.xml"));
        assertTrue(junit.contains("<testsuite name=\"bench.failOnRegression=10%\" tests=\"4\" failures=\"1\""
                + " errors=\"0\" skipped=\"2\""), "a and b on 17 (the baseline) skipped, a on 25 failed: " + junit);
        assertTrue(junit.contains("<failure type=\"bench.failOnRegression\" message=\"org.acme.Bench.a avgt on 25:"
                + " 1.30x slower than 17 ["), junit);
        assertTrue(Files.isRegularFile(dir.resolve("out/export/bencher.json")));
    }

    @Test
    void anUnknownExportIsBadInputBeforeAnyInputIsRead() {
        BadInputException e = assertThrows(BadInputException.class, () -> MergeRequest.parse(RawSettings.builder()
                .put("bench.inputs", "missing/results.json").put("bench.export", "junit,prometheus").build(), dir,
                new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI)));
        assertTrue(e.getMessage().startsWith("bench.export: 'prometheus' is not an export format; allowed:"),
                e.getMessage());
    }

    private static Row row(BenchResult result, String benchmark) {
        return result.rows().stream().filter(r -> r.benchmark().equals(benchmark)).findFirst().orElseThrow();
    }
}
