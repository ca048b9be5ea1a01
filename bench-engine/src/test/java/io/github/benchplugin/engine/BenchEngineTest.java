package io.github.benchplugin.engine;

import io.github.benchplugin.engine.output.ReadFiles;
import io.github.benchplugin.engine.publish.Exports;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.gate.RunGates;
import io.github.benchplugin.engine.request.RunRequest;
import static io.github.benchplugin.engine.run.Runtimes.runtime;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.request.RunSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.engine.hosts.HostJar;
import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.request.JdksRequest;
import io.github.benchplugin.engine.request.RunRequest;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.HostStartException;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.recording.RecordedCells;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.RunOutcome;
import io.github.benchplugin.engine.run.RuntimeSource;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.Optional;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link BenchEngine#run} end to end through its seam for host runners: fake runners stand in
 * for the host JVMs and answer each cell with a canned JMH result or a failure. What the engine
 * does around them is real: the catalog, the plan, the lock (in a temporary java.io.tmpdir and
 * user.home), the recording, resume.json and the output files.
 */
class BenchEngineTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Two methods as JMH 1.37's annotation processor lists them. */
    private static final String BENCHMARK_LIST = String.join("\n",
            "JMH S 30 org.example.concat.ConcatBench S 57 org.example.concat.jmh_generated.ConcatBench_plus_jmhTest"
                    + " S 4 plus S 11 AverageTime E A 1 1 1 E E E E E E E E E E E E E E U 11 NANOSECONDS E E",
            "JMH S 32 org.example.pooling.PoolingBench S 60 org.example.pooling.jmh_generated.PoolingBench_fresh_jmhTest"
                    + " S 5 fresh S 11 AverageTime E A 1 1 1 E E E E E E E E E E E E E E U 11 NANOSECONDS E E");

    @TempDir
    Path tmp;

    private String tmpdir;
    private String home;

    @BeforeEach
    void ownLockPlace() throws IOException {
        // The run lock is machine-wide; the test's runs must not wait for (or hold up) a real bench:run.
        tmpdir = System.getProperty("java.io.tmpdir");
        home = System.getProperty("user.home");
        System.setProperty("java.io.tmpdir", Files.createDirectories(tmp.resolve("tmpdir")).toString());
        System.setProperty("user.home", Files.createDirectories(tmp.resolve("home")).toString());
    }

    @AfterEach
    void restore() {
        System.setProperty("java.io.tmpdir", tmpdir);
        System.setProperty("user.home", home);
    }

    /**
     * Answers each cell with a JMH result, fails the cells {@code failing} picks, stops at {@code stopping},
     * and, for the runtimes {@code notStarting} picks, dies before its first cell as a JDK that cannot start.
     * bench.explain's recorded forks (their JSON goes under explain/) are listed apart in {@code explained}.
     */
    private static final class FakeRunners implements BenchEngine.HostRunners {
        final List<String> ran = new ArrayList<>();
        final List<String> explained = new ArrayList<>();
        Predicate<CellRequest> failing = cell -> false;
        Predicate<CellRequest> stopping = cell -> false;
        Predicate<TargetRuntime> notStarting = runtime -> false;

        @Override
        public HostRunner forRuntime(TargetRuntime runtime, io.github.benchplugin.engine.hosts.JmhCommand command,
                                     java.util.function.Function<CellRequest, Duration> timeouts,
                                     io.github.benchplugin.engine.hosts.ProcessReaper reaper,
                                     io.github.benchplugin.engine.hosts.HostPool hosts,
                                     io.github.benchplugin.engine.hosts.PrintedOutput printed) {
            return (batch, listener) -> {
                if (notStarting.test(runtime)) {
                    throw new HostStartException(runtime, "exit code 1: Unrecognized VM option 'UseNoSuchGC'");
                }
                for (CellRequest cell : batch.cells()) {
                    if (stopping.test(cell)) {
                        throw new IOException("the host's disk is full");
                    }
                    listener.started(cell);
                    (cell.jsonFile().toString().contains("explain") ? explained : ran).add(cell.label());
                    if (failing.test(cell)) {
                        listener.finished(cell, CellOutcome.failed("setup threw", List.of("boom"), Duration.ofMillis(3)));
                    } else {
                        writeJmhResult(cell, cell.runtime().id().equals("25") ? 80 : 100);
                        listener.finished(cell, new CellOutcome(cell.jsonFile(), null, List.of(), Duration.ofMillis(3)));
                    }
                }
            };
        }
    }

    @Test
    void everyCellIsRunRecordedAndWritten() throws Exception {
        FakeRunners runners = new FakeRunners();
        RecordingLog log = new RecordingLog();
        RunOutcome outcome = engine(log, runners).run(parameters(RawSettings.EMPTY), this::runtimes);

        assertEquals(List.of("ConcatBench.plus avgt on 17", "PoolingBench.fresh avgt on 17",
                "ConcatBench.plus avgt on 25", "PoolingBench.fresh avgt on 25"), runners.ran);
        assertEquals(List.of(), outcome.failures());
        assertEquals(List.of(), outcome.unisolated(), "every column in its own JVM");
        assertEquals(List.of(out().resolve("results.md"), out().resolve("results.json")), outcome.reports());
        JsonNode rows = SchemaCheck.readValidResults(out().resolve("results.json")).get("rows");
        assertEquals(2, rows.size());
        for (JsonNode row : rows) {
            assertEquals("ok", row.get("cells").get("17").get("status").asText(), row::toString);
            assertEquals("ok", row.get("cells").get("25").get("status").asText(), row::toString);
        }
        assertTrue(Files.isRegularFile(out().resolve("jmh/17.json")));
        assertTrue(log.info.stream().anyMatch(l -> l.startsWith("Measuring 2 benchmark(s) on 2 runtime(s): 4 cells")),
                log.info::toString);
    }

    @Test
    void aFailingCellCostsOnlyItself() throws Exception {
        FakeRunners runners = new FakeRunners();
        runners.failing = cell -> cell.runtime().id().equals("25") && cell.row().method().name().endsWith("fresh");
        RunOutcome outcome = engine(new RecordingLog(), runners).run(parameters(RawSettings.EMPTY), this::runtimes);

        assertEquals(4, runners.ran.size(), "the run goes on after the failure");
        assertEquals(1, outcome.failures().size());
        assertTrue(outcome.failures().get(0).contains("PoolingBench.fresh")
                && outcome.failures().get(0).contains("on 25: setup threw"), outcome.failures()::toString);
        JsonNode rows = SchemaCheck.readValidResults(out().resolve("results.json")).get("rows");
        List<String> statuses = new ArrayList<>();
        rows.forEach(row -> List.of("17", "25").forEach(r -> statuses.add(row.get("cells").get(r).get("status").asText())));
        assertEquals(List.of("ok", "ok", "ok", "failed"), statuses);
    }

    @Test
    void aRunThatGetsToItsEndLeavesNoScratchFilesAndNoResumeFile() throws Exception {
        engine(new RecordingLog(), new FakeRunners()).run(parameters(RawSettings.EMPTY), this::runtimes);

        assertTrue(Files.isRegularFile(out().resolve(OutputFolder.MARKER)), "the folder is marked as ours");
        assertFalse(Files.exists(out().resolve("work")), "host plans, cell JSON and logs go with the run");
        assertFalse(Files.exists(out().resolve("classpath-overlay")));
        assertFalse(Files.exists(out().resolve("resume.json")), "nothing is left to resume");
        assertTrue(Files.isRegularFile(out().resolve("results.json")) && Files.isRegularFile(out().resolve("jmh/17.json")));
    }

    @Test
    void thePublishStageFindsTheResultsWrittenAndClearsTheScratchFilesLast() throws Exception {
        List<String> seen = new ArrayList<>();
        BenchRun.Measured measured = engine(new RecordingLog(), new FakeRunners()).run(parameters(RawSettings.EMPTY),
                this::runtimes, (outcome, scratch) -> {
                    seen.add("results.json " + Files.isRegularFile(out().resolve("results.json")));
                    seen.add("work " + Files.isDirectory(out().resolve("work")));
                    scratch.clear();
                    seen.add("work after clearing " + Files.exists(out().resolve("work")));
                    return List.of("a gate failed");
                });

        assertEquals(List.of("results.json true", "work true", "work after clearing false"), seen);
        assertEquals(List.of("a gate failed"), measured.reasons());
        assertFalse(Files.exists(out().resolve("resume.json")), "nothing is left to resume");
    }

    @Test
    void aPublishStageThatFailsPartWayStillLeavesNoScratchFiles() {
        IOException e = assertThrows(IOException.class, () -> engine(new RecordingLog(), new FakeRunners())
                .run(parameters(RawSettings.EMPTY), this::runtimes, (outcome, scratch) -> {
                    throw new IOException("the history cannot be written");
                }));

        assertEquals("the history cannot be written", e.getMessage());
        assertFalse(Files.exists(out().resolve("work")));
        assertFalse(Files.exists(out().resolve("resume.json")));
        assertTrue(Files.isRegularFile(out().resolve("results.json")));
    }

    @Test
    void bench_keepWorkKeepsTheScratchFilesAndSaysWhere() throws Exception {
        RecordingLog log = new RecordingLog();
        engine(log, new FakeRunners()).run(parameters(RawSettings.builder().put("bench.keepWork", "true").build()),
                this::runtimes);

        try (Stream<Path> files = Files.walk(out().resolve("work"))) {
            List<String> names = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).toList();
            assertTrue(names.stream().anyMatch(n -> n.endsWith(".json")), names::toString);
            assertTrue(names.stream().noneMatch(n -> n.endsWith(".properties") || n.endsWith(".java")
                    || n.endsWith(".xml")), "nothing a project's source checks read: " + names);
        }
        assertTrue(log.info.stream().anyMatch(l -> l.startsWith("bench.keepWork=true: the run's scratch files stay in")),
                log.info::toString);
    }

    @Test
    void aFolderOfTheUsersIsRefusedBeforeAnythingRunsAndKeepsItsFiles() throws Exception {
        Path reports = Files.createDirectories(out().resolve("output").resolve("reports"));
        Files.writeString(reports.resolve("q3.txt"), "the user's");
        FakeRunners runners = new FakeRunners();

        BadInputException refused = assertThrows(BadInputException.class,
                () -> engine(new RecordingLog(), runners).run(parameters(RawSettings.EMPTY), this::runtimes));

        assertTrue(refused.getMessage().startsWith("bench.outputDirectory " + out() + " is not a folder"
                + " bench-maven-plugin made: it holds output and no .bench-output marker"), refused.getMessage());
        assertEquals(List.of(), runners.ran);
        assertEquals("the user's", Files.readString(reports.resolve("q3.txt")));
        assertFalse(Files.exists(out().resolve(OutputFolder.MARKER)));
    }

    @Test
    void whatFinishedIsSavedWhenTheRunStops() throws Exception {
        FakeRunners runners = new FakeRunners();
        runners.stopping = cell -> cell.runtime().id().equals("25");
        IOException stopped = assertThrows(IOException.class,
                () -> engine(new RecordingLog(), runners).run(parameters(RawSettings.EMPTY), this::runtimes));
        assertEquals("the host's disk is full", stopped.getMessage());

        JsonNode rows = SchemaCheck.readValidResults(out().resolve("results.json")).get("rows");
        for (JsonNode row : rows) {
            assertEquals("ok", row.get("cells").get("17").get("status").asText(), row::toString);
        }
        String resume = Files.readString(out().resolve("resume.json"));
        assertTrue(resume.contains("org.example.concat.ConcatBench.plus") && resume.contains("\"17\""), resume);
        // Of the scratch files only what bench.resume reads stays: the finished cells' JMH JSON.
        try (Stream<Path> files = Files.walk(out().resolve("work"))) {
            List<String> kept = files.filter(Files::isRegularFile).map(p -> out().relativize(p).toString()).sorted()
                    .toList();
            assertEquals(List.of("work/17/round-1/cell-0.json", "work/17/round-1/cell-1.json"), kept);
        }
        assertFalse(Files.exists(out().resolve("classpath-overlay")));
    }

    @Test
    void aResumedRunSkipsTheFinishedCells() throws Exception {
        interruptedOnTheSecondRuntime();

        FakeRunners second = new FakeRunners();
        RecordingLog log = new RecordingLog();
        RunOutcome outcome = engine(log, second).run(parameters(RawSettings.builder().put("bench.resume", "true").build()),
                this::runtimes);
        assertEquals(List.of("ConcatBench.plus avgt on 25", "PoolingBench.fresh avgt on 25"), second.ran,
                "only what the first run did not finish runs again");
        assertEquals(List.of(), outcome.failures());
        assertEquals(2, log.info.stream().filter(l -> l.endsWith("already measured (bench.resume)")).count(),
                log.info::toString);
        JsonNode rows = SchemaCheck.readValidResults(out().resolve("results.json")).get("rows");
        rows.forEach(row -> List.of("17", "25").forEach(r ->
                assertEquals("ok", row.get("cells").get(r).get("status").asText(), row::toString)));
    }

    @Test
    void aResumeThatTurnsDuetOnStartsOverRatherThanMixPairedAndLoneCells() throws Exception {
        interruptedOnTheSecondRuntime();

        FakeRunners second = new FakeRunners();
        RecordingLog log = new RecordingLog();
        engine(log, second).run(parameters(RawSettings.builder().put("bench.resume", "true").put("bench.duet", "true")
                .build()), this::runtimes);
        assertTrue(log.info.contains("bench.resume: settings changed: duet (unset) -> true, starting over"),
                log.info::toString);
        assertEquals(4, second.ran.size(), "every cell measured again: " + second.ran);
    }

    @Test
    void theExportsAskedForAreWrittenUnderExportAfterTheGatesAndNoneWhenNotAsked() throws Exception {
        RecordingLog log = new RecordingLog();
        RawSettings asked = RawSettings.builder().put("bench.export", "bencher,github-action-benchmark,junit,jmh").build();
        BenchRun.Measured measured = measure(log, new RunGates(false, true, false,
                HistoryOptions.read(null, "5%", null, log)), Exports.parse(asked), out());

        assertTrue(measured.passed(), measured.reasons()::toString);
        Path export = out().resolve("export");
        for (String file : List.of("bencher.json", "github-action-benchmark.json", "junit.xml", "jmh/17.json",
                "jmh/25.json")) {
            assertTrue(Files.isRegularFile(export.resolve(file)), file);
        }
        assertFalse(Files.exists(export.resolve("github-action-benchmark-thrpt.json")), "both rows are avgt");
        assertArrayEquals(Files.readAllBytes(out().resolve("jmh/25.json")), Files.readAllBytes(export.resolve("jmh/25.json")));
        JsonNode bencher = JSON.readTree(export.resolve("bencher.json").toFile());
        assertEquals(80.0, bencher.get("org.example.concat.ConcatBench.plus avgt on 25").get("latency").get("value")
                .asDouble(), 1e-9);
        String junit = Files.readString(export.resolve("junit.xml"));
        assertTrue(junit.contains("<testsuite name=\"bench.failOnError=true\" tests=\"4\" failures=\"0\"")
                && junit.contains("<testsuite name=\"bench.failOnRegression=5%\" tests=\"4\""), junit);
        assertTrue(log.info.contains("bench.export: wrote export/bencher.json, export/github-action-benchmark.json,"
                + " export/junit.xml, export/jmh/17.json, export/jmh/25.json"), log.info::toString);

        Path again = tmp.resolve("bench-plain");
        measure(new RecordingLog(), new RunGates(false, true, false, HistoryOptions.read(null, "5%", null, log)),
                Exports.NONE, again);
        assertTrue(Files.isRegularFile(again.resolve("results.json")));
        assertFalse(Files.exists(again.resolve("export")), "no bench.export, no export/");
    }

    /** A first run that measures runtime 17 and is stopped on 25, as Ctrl-C would: what bench.resume takes over. */
    private void interruptedOnTheSecondRuntime() {
        FakeRunners first = new FakeRunners();
        first.stopping = cell -> cell.runtime().id().equals("25");
        assertThrows(IOException.class,
                () -> engine(new RecordingLog(), first).run(parameters(RawSettings.EMPTY), this::runtimes));
    }

    private BenchRun.Measured measure(RecordingLog log, RunGates gates) throws Exception {
        return measure(log, gates, Exports.NONE, out());
    }

    private BenchRun.Measured measure(RecordingLog log, RunGates gates, Exports exports, Path into) throws Exception {
        RunParameters p = parameters(RawSettings.EMPTY);
        RunRequest request = new RunRequest(p.settings(), runtimes(), this::runtimes, gates, exports, Optional.empty(),
                ReadFiles.NONE);
        return new BenchRun(log, engine(log, new FakeRunners())).measure(request, p.code(), into, null, null);
    }

    @Test
    void aModuleWithoutBenchmarksRunsNothing() throws Exception {
        FakeRunners runners = new FakeRunners();
        Path classes = Files.createDirectories(tmp.resolve("empty-classes"));
        RunParameters p = new RunParameters(new MeasuredCode("empty", List.of(classes), List.of(jmhCore())), out(),
                RunSettings.parse(RawSettings.EMPTY, List.of()), null, null);
        RunOutcome outcome = engine(new RecordingLog(), runners).run(p, this::runtimes);
        assertEquals(List.of(), runners.ran);
        assertEquals(List.of(), outcome.reports());
    }

    @Test
    void bench_explainRecordsOneMoreForkPerRowAndRuntimeAndNeverPoolsIt() throws Exception {
        FakeRunners runners = new FakeRunners();
        RecordingLog log = new RecordingLog();
        RunOutcome outcome = engine(log, runners).run(parameters(RawSettings.builder().put("bench.explain", "all")
                .build()), this::runtimes);

        assertEquals(4, runners.ran.size(), "the measured cells");
        assertEquals(List.of("ConcatBench.plus avgt on 17", "PoolingBench.fresh avgt on 17",
                "ConcatBench.plus avgt on 25", "PoolingBench.fresh avgt on 25"), runners.explained);
        assertEquals(List.of(), outcome.failures());
        // "... with JDK Flight Recorder and JMH's perfasm (perf + hsdis), never pooled ..." where perf and hsdis are installed
        assertTrue(log.info.stream().anyMatch(l -> l.startsWith("bench.explain: 2 row(s) x 2 runtime(s) = 4 extra fork(s) with"
                + " JDK Flight Recorder") && l.endsWith(", never pooled into the scores; recordings in " + out().resolve("explain"))),
                log.info::toString);
        // The samples are in results.raw.json.gz since schemaVersion 4: read the two as the plugin does.
        for (var row : new io.github.benchplugin.model.io.ResultJsonReader().read(out().resolve("results.json")).rows()) {
            assertEquals(100, row.cells().get("17").score(), 1e-9, row::toString);
            assertEquals(3, row.cells().get("17").samples().size(), "the recorded fork's iterations are not samples");
        }
        String md = Files.readString(out().resolve("results.md"));
        assertTrue(md.contains("## Explained") && md.contains("ConcatBench.plus") && md.contains("PoolingBench.fresh"), md);
        // The fakes write no JFR file: each explained row says so per runtime instead of inventing evidence.
        assertTrue(md.contains("- 17: the fork wrote no recording") && md.contains("- 25: the fork wrote no recording"), md);
    }

    @Test
    void aRecordedForkThatFailsIsANoteNotAFailedRun() throws Exception {
        FakeRunners runners = new FakeRunners();
        runners.failing = cell -> cell.jsonFile().toString().contains("explain") && cell.runtime().id().equals("25");
        RecordingLog log = new RecordingLog();
        RunOutcome outcome = engine(log, runners).run(parameters(RawSettings.builder().put("bench.explain", "all")
                .build()), this::runtimes);

        assertEquals(List.of(), outcome.failures(), "the measured cells all finished");
        String md = Files.readString(out().resolve("results.md"));
        assertTrue(md.contains("- 25: the recorded fork failed: setup threw"), md);
        assertTrue(log.warn.contains("bench.explain: ConcatBench.plus avgt on 25 failed: setup threw"), log.warn::toString);
    }

    @Test
    void aJdkWhoseHostDiesAtStartStopsTheRunNamingItAndKeepsWhatWasMeasured() throws Exception {
        FakeRunners runners = new FakeRunners();
        runners.notStarting = runtime -> runtime.id().equals("25");
        UserInputException e = assertThrows(UserInputException.class,
                () -> engine(new RecordingLog(), runners).run(parameters(RawSettings.EMPTY), this::runtimes));

        assertEquals("the JDK for bench.jdks entry '25' at " + Path.of("/jdk/25") + " cannot start (exit code 1:"
                + " Unrecognized VM option 'UseNoSuchGC'); fix or remove it, or set bench.fallback=in-process",
                e.getMessage());
        JsonNode rows = JSON.readTree(out().resolve("results.json").toFile()).get("rows");
        rows.forEach(row -> assertEquals("ok", row.get("cells").get("17").get("status").asText(), row::toString));
    }

    @Test
    void withTheFallbackAJdkWhoseHostDiesMovesInProcessFlaggedUnisolated() throws Exception {
        FakeRunners runners = new FakeRunners();
        runners.notStarting = runtime -> runtime.id().equals("25") && !runtime.inProcess();
        RecordingLog log = new RecordingLog();
        RuntimeSource withFallback = new RuntimeSource() {
            @Override
            public List<TargetRuntime> select() {
                return runtimes();
            }

            @Override
            public Optional<TargetRuntime> replacementFor(TargetRuntime failed, String why) {
                return Optional.of(failed.placed(failed.id(), TargetRuntime.Placement.MAVEN_JVM,
                        "bench.fallback=in-process: " + why));
            }
        };
        RunOutcome outcome = engine(log, runners).run(parameters(RawSettings.EMPTY), withFallback);

        assertEquals(List.of(), outcome.failures());
        assertEquals(List.of("25"), outcome.unisolated());
        assertTrue(log.warn.stream().anyMatch(l -> l.startsWith("bench.fallback=in-process: the JDK for bench.jdks entry"
                + " '25'") && l.endsWith("-> measuring '25' inside the CLI's JVM, flagged UNISOLATED")), log.warn::toString);
        JsonNode json = JSON.readTree(out().resolve("results.json").toFile());
        json.get("rows").forEach(row -> assertEquals("ok", row.get("cells").get("25").get("status").asText()));
        json.get("runtimes").forEach(r -> assertEquals(!r.get("id").asText().equals("25"), r.get("isolated").asBoolean()));
    }

    /**
     * Req: messages name the JVM by its door. From the command line every message about the engine's
     * own JVM (in-process columns, bench.fallback, profiles, explain, bench jdks) says "the CLI's JVM".
     */
    @Test
    void theCommandLineDoorsMessagesNeverSayMaven() throws Exception {
        RecordingLog log = new RecordingLog();
        Door cli = new Door(ToolchainSource.NONE, log, true, null, tmp, "test", EngineJvm.CLI);
        List<String> said = new ArrayList<>();
        RunRequest request = RunRequest.parse(RawSettings.builder().put("bench.inProcess", "true").build(), List.of(),
                cli, tmp);
        said.add(request.runtimes().get(0).note());
        RunOutcome outcome = new BenchEngine(log, cli.jvm(), new FakeRunners(), HostJar.located())
                .run(parameters(RawSettings.builder().put("bench.explain", "all").build()), request.runtimeSource());
        assertEquals(1, outcome.unisolated().size());
        said.add(Files.readString(out().resolve("results.md")));
        said.add(assertThrows(UserInputException.class, () -> RunRequest.parse(RawSettings.builder()
                .put("bench.fallback", "inprocess").build(), List.of(), cli, tmp)).getMessage());
        said.add(assertThrows(UserInputException.class, () -> new BenchEngine(log, cli.jvm(), new FakeRunners(),
                HostJar.located()).run(parameters(RawSettings.builder().put("bench.profiles", "g1").build()),
                request.runtimeSource())).getMessage());
        JdksRequest.parse(cli).print(log);
        said.addAll(log.lines);

        for (String what : List.of("measured inside the CLI's JVM", "every column ran inside the CLI's JVM",
                "it runs inside the CLI's JVM", "run inside the CLI's JVM", "the CLI's JVM (")) {
            assertTrue(said.stream().anyMatch(text -> text.contains(what)), what + " in " + said);
        }
        // "Maven toolchains (~/.m2/toolchains.xml)" names a file the command line reads too; the JVM is never Maven's.
        said.forEach(text -> assertFalse(text.matches("(?s).*(Maven's JVM|Maven JVM|running Maven|inside Maven).*"), text));
    }

    private BenchEngine engine(RecordingLog log, FakeRunners runners) {
        return new BenchEngine(log, EngineJvm.CLI, runners, HostJar.located());
    }

    private RunParameters parameters(RawSettings raw) throws IOException, URISyntaxException {
        Path classes = tmp.resolve("classes");
        Path list = classes.resolve("META-INF/BenchmarkList");
        Files.createDirectories(list.getParent());
        Files.writeString(list, BENCHMARK_LIST + "\n", StandardCharsets.UTF_8);
        // No harness floor (the fakes answer the rows only), one round: a cell per row and runtime.
        RawSettings settings = raw.with("bench.floor", "false").with("bench.rounds", "1");
        return new RunParameters(new MeasuredCode("demo", List.of(classes), List.of(classes, jmhCore())), out(),
                RunSettings.parse(settings, List.of()), null, null);
    }

    private static Path jmhCore() {
        try {
            return Path.of(org.openjdk.jmh.runner.BenchmarkListEntry.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private Path out() {
        return tmp.resolve("bench");
    }

    private List<TargetRuntime> runtimes() {
        return List.of(runtime("17"), runtime("25"));
    }

    /** The cell's JSON file as a JMH fork would write it: three iterations around {@code score}. */
    private static void writeJmhResult(CellRequest cell, double score) throws IOException {
        RecordedCells.jmhResult(cell, "1.37", score * 0.99, score, score * 1.01);
    }
}
