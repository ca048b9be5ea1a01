package io.github.benchplugin.engine.execution;

import io.github.benchplugin.engine.config.PrecisionSettings;
import io.github.benchplugin.engine.floor.FloorCache;
import io.github.benchplugin.engine.floor.FloorReuse;
import io.github.benchplugin.engine.floor.FloorSchedule;
import io.github.benchplugin.engine.recording.ResultRecorder;
import io.github.benchplugin.engine.hosts.HostJar;
import io.github.benchplugin.engine.hosts.HostRunner;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellPlan;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.resume.ResumeFile;
import io.github.benchplugin.engine.resume.ResumeState;
import io.github.benchplugin.engine.resume.RunFingerprint;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.RawSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.stats.Steering;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's execution through its seams, with a fake host runner standing in for the JVMs:
 * which cells run in which host and order, that every finished cell is in resume.json before the
 * next starts, that a failure is attributed to its own row, and that a resumed run measures only
 * what is missing.
 */
class PlanExecutorTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.Bench.work", List.of("avgt"),
            Map.of("kind", List.of("a", "b", "c")));

    @TempDir
    Path out;

    private final List<TargetRuntime> runtimes = List.of(
            TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk/17")).javaVersion("17.0.1")
                    .featureVersion(17).vendor("v").build(),
            TargetRuntime.builder("25").requested("25").javaHome(Path.of("/jdk/25")).javaVersion("25.0.1")
                    .featureVersion(25).vendor("v").build());

    /** Writes a JMH result for each cell, or fails the cells whose key contains a marker, and notes what it saw. */
    private final class FakeHosts implements PlanExecutor.Runners {
        // bench.duet's sides run on threads of their own
        final List<String> hosts = java.util.Collections.synchronizedList(new ArrayList<>());
        final List<String> order = java.util.Collections.synchronizedList(new ArrayList<>());
        final Set<String> failing;
        final List<Integer> finishedOnDiskWhenStarting = java.util.Collections.synchronizedList(new ArrayList<>());
        /** bench.duet: each side's batch, "runtime@side: labels", as the executor handed it over. */
        final List<String> sides = java.util.Collections.synchronizedList(new ArrayList<>());
        /** A cell whose key contains it stops the run: its host runner throws. */
        String stopsTheRun = "never";
        /** The raw data of each cell: forks x iterations. */
        final Function<CellRequest, double[][]> rawData;

        FakeHosts(Set<String> failing) {
            this(failing, cell -> {
                double base = cell.floor() ? 0.3 : 100;
                return new double[][] {{base, base * 1.01, base * 0.99}, {base * 1.02, base, base * 0.98}};
            });
        }

        FakeHosts(Set<String> failing, Function<CellRequest, double[][]> rawData) {
            this.failing = failing;
            this.rawData = rawData;
        }

        @Override
        public HostRunner forRuntime(TargetRuntime runtime, Function<CellRequest, Duration> timeouts) {
            return (batch, listener) -> {
                hosts.add(batch.runtime().id() + "/round" + batch.round());
                if (batch.duet()) {
                    sides.add(batch.runtime().id() + "@" + batch.side() + " r" + batch.round() + ": " + String.join(", ",
                            batch.cells().stream().map(c -> c.row().method().simpleName()).toList()));
                }
                for (CellRequest cell : batch.cells()) {
                    finishedOnDiskWhenStarting.add(finishedInResumeFile());
                    if (cell.key().contains(stopsTheRun)) {
                        throw new IOException("the disk is full");
                    }
                    listener.started(cell);
                    order.add(cell.label());
                    if (failing.stream().anyMatch(cell.key()::contains)) {
                        listener.finished(cell, CellOutcome.failed("setup refuses " + cell.row().params(),
                                List.of(), Duration.ofMillis(5)));
                    } else {
                        writeJmhResult(cell, rawData.apply(cell));
                        listener.finished(cell, new CellOutcome(cell.jsonFile(), null, List.of(), Duration.ofMillis(5)));
                    }
                }
            };
        }
    }

    @Test
    void oneHostPerRuntimeAndRoundRunsTheFloorThenTheRowsInOrder() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of());
        execute(hosts, settings(2), false);
        assertEquals(List.of("17/round1", "25/round1", "17/round2", "25/round2"), hosts.hosts);
        assertEquals(List.of("harness floor on 17 (round 1/2)", "Bench.work {kind=a} avgt on 17 (round 1/2)",
                "Bench.work {kind=b} avgt on 17 (round 1/2)", "Bench.work {kind=c} avgt on 17 (round 1/2)"),
                hosts.order.subList(0, 4));
        assertEquals(16, hosts.order.size());
    }

    @Test
    void everyFinishedCellIsInResumeJsonBeforeTheNextStarts() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of());
        execute(hosts, settings(1), false);
        // floor 17, rows a b c on 17, floor 25, rows on 25: each finished cell is recorded before the next
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), hosts.finishedOnDiskWhenStarting);
        assertEquals(6, okCellsOnDisk());
        assertTrue(Files.isRegularFile(out.resolve("jmh/floor/17.json")), "the floor's JMH JSON is kept apart");
        JsonNode runtime = SchemaCheck.readValidResults(out.resolve("results.json")).get("runtimes").get(0);
        assertTrue(runtime.get("floor").get("score").asDouble() > 0, runtime::toString);
    }

    @Test
    void aFailureIsAttributedToItsOwnRowAndTheOthersAreKept() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of("kind=b"));
        ResultRecorder recorder = recorder();
        new PlanExecutor(hosts, new RecordingLog()).execute(plan(settings(1)), recorder,
                ResumeState.begin(out, fingerprint(), false), null);
        JsonNode rows = SchemaCheck.readValidResults(out.resolve("results.json")).get("rows");
        assertEquals(3, rows.size());
        for (JsonNode row : rows) {
            String kind = row.get("params").get("kind").asText();
            for (String runtime : List.of("17", "25")) {
                JsonNode cell = row.get("cells").get(runtime);
                assertEquals(kind.equals("b") ? "failed" : "ok", cell.get("status").asText(), row::toString);
            }
        }
        assertEquals(2, recorder.failures().size());
        assertTrue(recorder.failures().get(0).contains("{kind=b}") && recorder.failures().get(0).contains("setup refuses"),
                recorder.failures()::toString);
    }

    @Test
    void aResumedRunMeasuresOnlyWhatIsMissing() throws Exception {
        FakeHosts first = new FakeHosts(Set.of("kind=c"));
        execute(first, settings(1), false);
        FakeHosts second = new FakeHosts(Set.of());
        execute(second, settings(1), true);
        assertEquals(List.of("Bench.work {kind=c} avgt on 17", "Bench.work {kind=c} avgt on 25"), second.order,
                "only the failed cells run again");
        assertEquals(6, okCellsOnDisk());
    }

    /** kind=a on 25 costs what an empty call costs (its JIT removed the work); everything else 100 ns. */
    private static double[][] removedOn25(CellRequest cell) {
        boolean empty = cell.floor() || (cell.runtime().id().equals("25") && cell.row().params().get("kind").equals("a"));
        double base = empty ? 0.3 : 100;
        return new double[][] {{base, base * 1.01, base * 0.99}};
    }

    private JsonNode executeAuto(FakeHosts hosts, int forks) throws Exception {
        ResultRecorder recorder = new ResultRecorder(out, runtimes, rows(),
                environment().withSettings(Map.of(Environment.FLOOR_SETTING, "auto")),
                new ReportAssembler(null, null, false), new ReportFiles(), null, "1.37");
        new PlanExecutor(hosts, new RecordingLog()).execute(plan(settings(forks)), recorder,
                ResumeState.begin(out, fingerprint(), false), null, PlanExecutor.RoundGate.ALL,
                new FloorSchedule(io.github.benchplugin.engine.config.FloorSetting.AUTO, HostJar.FLOOR_MODE));
        return SchemaCheck.readValidResults(out.resolve("results.json"));
    }

    @Test
    void autoMeasuresNoFloorWhenEveryCellIsFarAboveIt() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of());
        JsonNode results = executeAuto(hosts, 2);
        assertTrue(hosts.order.stream().noneMatch(l -> l.contains("harness floor")), hosts.order::toString);
        assertEquals(12, hosts.order.size());
        assertEquals("none", results.get("environment").get("settings").get("floorMeasured").asText());
        assertTrue(results.get("runtimes").get(0).get("floor") == null);
    }

    @Test
    void autoCatchesUpTheFloorOfEveryRoundOnceACellIsNearIt() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::removedOn25);
        JsonNode results = executeAuto(hosts, 2);
        // Round 1: nothing known on 17, only 17's honest rows before 25: both held back. 25's kind=a
        // is then near the floor, so round 2 runs each runtime's own floor and its held-back one first.
        assertEquals(List.of("Bench.work {kind=a} avgt on 17 (round 1/2)", "Bench.work {kind=b} avgt on 17 (round 1/2)",
                "Bench.work {kind=c} avgt on 17 (round 1/2)", "Bench.work {kind=a} avgt on 25 (round 1/2)",
                "Bench.work {kind=b} avgt on 25 (round 1/2)", "Bench.work {kind=c} avgt on 25 (round 1/2)",
                "harness floor on 17 (round 2/2)", "harness floor on 17 (round 1/2)"), hosts.order.subList(0, 8));
        assertEquals(16, hosts.order.size(), "every planned cell ran: the floor got both rounds on both runtimes");
        assertEquals("17,25", results.get("environment").get("settings").get("floorMeasured").asText());
        assertEquals(2, results.get("runtimes").get(1).get("floor").get("forkMeans").size());
    }

    @Test
    void autoWithOneRoundMeasuresTheNeededFloorsAfterTheRows() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::removedOn25);
        executeAuto(hosts, 1);
        assertEquals(List.of("harness floor on 17", "harness floor on 25"), hosts.order.subList(6, 8));
        assertEquals(List.of("17/round1", "25/round1", "17/round1", "25/round1"), hosts.hosts,
                "one more host per runtime for the floor");
    }

    /** A run with the floor cache, as BenchEngine wires it: auto asks it, every complete floor is kept. */
    private JsonNode executeCached(FakeHosts hosts, Path dir, io.github.benchplugin.engine.config.FloorSetting setting,
                                   FloorCache cache, RecordingLog log) throws Exception {
        JobSettings settings = settings(2);
        CellPlan plan = CellPlan.of(runtimes, rows(), HostJar.floorMethod(), settings, dir.resolve("work"));
        ResultRecorder recorder = new ResultRecorder(dir, runtimes, rows(),
                environment().withSettings(Map.of(Environment.FLOOR_SETTING, setting.text())),
                new ReportAssembler(null, null, false), new ReportFiles(), null, "1.37");
        FloorReuse reuse = new FloorReuse(cache, plan, new JmhCommand(List.of(), settings), recorder.environment(), dir,
                recorder, log);
        FloorSchedule floors = new FloorSchedule(setting, HostJar.FLOOR_MODE,
                setting == io.github.benchplugin.engine.config.FloorSetting.AUTO ? reuse : FloorSchedule.CachedFloors.NONE);
        var result = new PlanExecutor(hosts, log).execute(plan, recorder, ResumeState.begin(dir, fingerprint(), false),
                null, PlanExecutor.RoundGate.ALL, floors);
        floors.describe(result).ifPresent(log::info);
        reuse.keepMeasured();
        return SchemaCheck.readValidResults(dir.resolve("results.json"));
    }

    @Test
    void autoTakesAFreshCachedFloorInsteadOfMeasuringItAndTrueMeasuresAgain(@TempDir Path cacheDir,
                                                                            @TempDir Path second,
                                                                            @TempDir Path third) throws Exception {
        java.time.Instant measured = java.time.Instant.parse("2026-12-01T10:00:00Z");
        FloorCache cache = new FloorCache(cacheDir.resolve("floors"),
                java.time.Clock.fixed(measured, java.time.ZoneOffset.UTC));
        FakeHosts first = new FakeHosts(Set.of(), PlanExecutorTest::removedOn25);
        executeCached(first, out, io.github.benchplugin.engine.config.FloorSetting.AUTO, cache, new RecordingLog());
        assertEquals(4, first.order.stream().filter(l -> l.contains("harness floor")).count(), "measured: none cached yet");

        FloorCache dayLater = new FloorCache(cacheDir.resolve("floors"),
                java.time.Clock.fixed(measured.plus(Duration.ofDays(1)), java.time.ZoneOffset.UTC));
        FakeHosts reused = new FakeHosts(Set.of(), PlanExecutorTest::removedOn25);
        RecordingLog log = new RecordingLog();
        JsonNode results = executeCached(reused, second, io.github.benchplugin.engine.config.FloorSetting.AUTO, dayLater, log);
        assertTrue(reused.order.stream().noneMatch(l -> l.contains("harness floor")), reused.order::toString);
        assertEquals(12, reused.order.size());
        JsonNode settings = results.get("environment").get("settings");
        assertEquals("17,25", settings.get("floorMeasured").asText());
        assertEquals("17=2026-12-01T10:00:00Z,25=2026-12-01T10:00:00Z", settings.get("floorCached").asText());
        assertEquals(2, results.get("runtimes").get(1).get("floor").get("forkMeans").size(), "the cached floor's numbers");
        assertTrue(log.lines.stream().anyMatch(l -> l.startsWith("bench.floor=auto: harness floor taken from the cache")),
                log.lines::toString);
        String markdown = Files.readString(second.resolve("results.md"));
        assertTrue(markdown.contains("bench.floor=auto, cached, measured 2026-12-01 10:00 UTC"), markdown);
        // The ZERO_MEASUREMENT decision is the one a measured floor gives.
        assertTrue(results.get("warnings").toString().contains("ZERO_MEASUREMENT"), results.get("warnings")::toString);

        FakeHosts forced = new FakeHosts(Set.of(), PlanExecutorTest::removedOn25);
        JsonNode always = executeCached(forced, third, io.github.benchplugin.engine.config.FloorSetting.ALWAYS, dayLater,
                new RecordingLog());
        assertEquals(4, forced.order.stream().filter(l -> l.contains("harness floor")).count(), "true always measures");
        assertTrue(always.get("environment").get("settings").get("floorCached") == null);
        assertEquals(measured.plus(Duration.ofDays(1)), dayLater.find(new FloorReuse(dayLater,
                CellPlan.of(runtimes, rows(), HostJar.floorMethod(), settings(2), third.resolve("work")),
                new JmhCommand(List.of(), settings(2)), environment(), third, null, null).key(runtimes.get(0))
                .orElseThrow()).orElseThrow().measuredAt(), "and refreshes the cache");
    }

    @Test
    void theLogSaysOnceWhereTheFloorWasMeasuredOrThatItWasNot() throws Exception {
        JsonNode none = executeAuto(new FakeHosts(Set.of()), 1);
        io.github.benchplugin.model.result.BenchResult result = new io.github.benchplugin.model.io.ResultJsonReader()
                .read(out.resolve("results.json"));
        FloorSchedule auto = new FloorSchedule(io.github.benchplugin.engine.config.FloorSetting.AUTO, HostJar.FLOOR_MODE);
        assertEquals("bench.floor=auto: harness floor not measured: no cell is within 10 ns per call, where a cell"
                + " could be mistaken for an empty benchmark", auto.describe(result).orElseThrow());
        FloorSchedule never = new FloorSchedule(io.github.benchplugin.engine.config.FloorSetting.NEVER, HostJar.FLOOR_MODE);
        assertTrue(never.describe(result).orElseThrow().startsWith("bench.floor=false: no harness floor was measured"));
        assertTrue(FloorSchedule.asPlanned().describe(result).isEmpty(), "true: nothing new to say");
        assertEquals("none", none.get("environment").get("settings").get("floorMeasured").asText());
    }

    /**
     * bench.targetError with at most 5 forks: kind=a is 10% slower on 25 with little noise (a verdict
     * at the first look, after 3 forks), kind=c is the same on both with little noise (inside the
     * minimum effect at once), kind=b swings 8% from fork to fork and never gets there.
     */
    private static double[][] precisionScenario(CellRequest cell) {
        if (cell.floor()) {
            return new double[][] {{0.3, 0.3}};
        }
        String kind = cell.row().params().get("kind");
        boolean newer = cell.runtime().id().equals("25");
        double swing = cell.round() % 2 == 0 ? 1 : -1;
        double score = switch (kind) {
            case "a" -> (newer ? 110 : 100) * (1 + 0.002 * swing);
            case "b" -> 100 * (1 + 0.08 * swing * (newer ? -1 : 1));
            default -> 100 * (1 + 0.002 * swing);
        };
        return new double[][] {{score, score * 1.001}};
    }

    @Test
    void aPrecisionTargetGivesMoreForksOnlyToTheRowsThatNeedThem() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::precisionScenario);
        PrecisionSettings precision = precision("2%", null, 5);
        CellPlan plan = plan(JobSettings.of(dry(null)).withOneForkPerRound(precision.maxForks()));
        RecordingLog log = new RecordingLog();
        PrecisionGate gate = new PrecisionGate(precision, plan, log, () -> Duration.ZERO);
        var result = new PlanExecutor(hosts, log).execute(plan, precisionRecorder(precision), ResumeState.begin(out,
                fingerprint(), false), null, gate);
        gate.report(result);

        assertEquals(List.of(1, 2, 3), roundsOf(hosts, "kind=a"), "a verdict after 3 forks ends the row");
        assertEquals(List.of(1, 2, 3), roundsOf(hosts, "kind=c"), "inside the minimum effect after 3 forks");
        assertEquals(List.of(1, 2, 3, 4, 5), roundsOf(hosts, "kind=b"), "the open row gets every round");
        assertEquals(List.of(1, 2, 3), roundsOf(hosts, "harness floor"), "the floor is not measured again");
        assertEquals("slower", comparison(result, "a").verdict().json());
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("1 row(s) did not reach the target")), log.lines::toString);
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("{kind=b}") && l.contains("wider than the +-2% target")),
                log.lines::toString);
        assertTrue(comparison(result, "b").note().contains("Bonferroni over 3 looks"), "the final table uses the rule's level");
    }

    @Test
    void aPrecisionTargetStopsWhenTheNextRoundWouldPassTheBudget() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::precisionScenario);
        PrecisionSettings precision = precision("2%", "1m", 5);
        CellPlan plan = plan(JobSettings.of(dry(null)).withOneForkPerRound(precision.maxForks()));
        RecordingLog log = new RecordingLog();
        PrecisionGate gate = new PrecisionGate(precision, plan, log, () -> Duration.ofSeconds(59));
        gate.report(new PlanExecutor(hosts, log).execute(plan, precisionRecorder(precision),
                ResumeState.begin(out, fingerprint(), false), null, gate));

        assertEquals(List.of(1, 2, 3), roundsOf(hosts, "kind=b"), "the first 3 forks always run, then the budget stops it");
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("bench.maxTime 1m 00s would be passed by round 4")),
                log.lines::toString);
    }

    /**
     * bench.maxTime with room for one row's round: the forks go to the row nearest a decision.
     * kind=a is 25 at 1.035x with 1.5% swings (some forks from `slower`), kind=b swings 8% each round
     * (far from any answer), kind=c is the same on both within 0.2%.
     */
    @Test
    void underABudgetTheForksGoToTheRowNearestADecision() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::nearAndFarScenario);
        PrecisionSettings precision = precision("1%", "10m", 6);
        CellPlan plan = plan(JobSettings.of(dry(null)).withOneForkPerRound(precision.maxForks()));
        Duration oneRow = plan.planned(plan.cells().stream()
                .filter(c -> !c.floor() && c.round() == 4 && "b".equals(c.row().params().get("kind"))).toList());
        Duration spent = Duration.ofMinutes(10).minus(oneRow.multipliedBy(3).dividedBy(2));
        RecordingLog log = new RecordingLog();
        PrecisionGate gate = new PrecisionGate(precision, plan, log, () -> spent);
        gate.report(new PlanExecutor(hosts, log).execute(plan, precisionRecorder(precision),
                ResumeState.begin(out, fingerprint(), false), null, gate));

        assertTrue(roundsOf(hosts, "kind=a").contains(4), () -> "the near row gets round 4: " + log.lines);
        assertEquals(List.of(1, 2, 3), roundsOf(hosts, "kind=b").subList(0, 3));
        assertFalse(roundsOf(hosts, "kind=b").contains(4), () -> "the far row waits: " + log.lines);
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("leaves room for the 1 nearest a decision")
                && l.contains("forks go to") && l.contains("kind=a") && !l.contains("kind=b")), log.lines::toString);
    }

    private static double[][] nearAndFarScenario(CellRequest cell) {
        if (cell.floor()) {
            return new double[][] {{0.3, 0.3}};
        }
        boolean newer = cell.runtime().id().equals("25");
        double swing = cell.round() % 2 == 0 ? 1 : -1;
        double score = switch (cell.row().params().get("kind")) {
            case "a" -> (newer ? 103.5 : 100) * (1 + 0.015 * swing);
            case "b" -> 100 * (1 + 0.08 * swing * (newer ? -1 : 1));
            default -> 100 * (1 + 0.002 * swing);
        };
        return new double[][] {{score, score * 1.001}};
    }

    /**
     * One runtime, bench.baseline=Work.base: no runtime comparison, so only the method comparisons
     * can steer. Work.more swings 8% from round to round (its ratio against base stays wide), twin
     * is base's twin: more and base get every round, twin stops after 3.
     */
    @Test
    void aPrecisionTargetOnOneRuntimeSteersByTheBaselineMethod() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::methodScenario);
        PrecisionSettings precision = precision("3%", null, 5)
                .steeringBy(Steering.of(List.of("17"), List.of(), "Work.base", false));
        CellPlan plan = CellPlan.of(oneRuntime(), workRows(), null,
                JobSettings.of(dry(null)).withOneForkPerRound(precision.maxForks()), out.resolve("work"));
        RecordingLog log = new RecordingLog();
        PrecisionGate gate = new PrecisionGate(precision, plan, log, () -> Duration.ZERO);
        ResultRecorder recorder = new ResultRecorder(out, oneRuntime(), workRows(), environment(),
                new ReportAssembler("Work.base", null, false).withPrecisionTarget(precision.target()),
                new ReportFiles(), null, "1.37");
        gate.report(new PlanExecutor(hosts, log).execute(plan, recorder, ResumeState.begin(out, fingerprint(), false),
                null, gate));

        assertEquals(List.of(1, 2, 3, 4, 5), roundsOn17(hosts, "Work.more"), "the open method row gets every round");
        assertEquals(List.of(1, 2, 3, 4, 5), roundsOn17(hosts, "Work.base"), "its baseline row takes part");
        assertEquals(List.of(1, 2, 3), roundsOn17(hosts, "Work.twin"), "the twin settles after 3 forks");
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("Work.more") && l.contains("more vs base on 17: ")
                && l.contains("wider than the +-3% target")), log.lines::toString);
    }

    /** The same with bench.compareTo: an earlier fixed run where more was steady; only this run's cells get forks. */
    @Test
    void aPrecisionTargetOnOneRuntimeSteersByTheEarlierRun() throws Exception {
        JobSettings fixed = settings(3);
        var earlier = new PlanExecutor(new FakeHosts(Set.of(), cell -> new double[][] {{100, 100.1}}),
                new RecordingLog()).execute(CellPlan.of(oneRuntime(), workRows(), null, fixed, out.resolve("work0")),
                new ResultRecorder(out.resolve("earlier"), oneRuntime(), workRows(), environment(),
                        new ReportAssembler(null, null, false), new ReportFiles(), null, "1.37"),
                ResumeState.begin(out.resolve("earlier"), fingerprint(), false), null);

        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::methodScenario);
        PrecisionSettings precision = precision("3%", null, 5)
                .steeringBy(Steering.of(List.of("17"), List.of(), null, true));
        CellPlan plan = CellPlan.of(oneRuntime(), workRows(), null,
                JobSettings.of(dry(null)).withOneForkPerRound(precision.maxForks()), out.resolve("work"));
        RecordingLog log = new RecordingLog();
        PrecisionGate gate = new PrecisionGate(precision, plan, log, () -> Duration.ZERO);
        ResultRecorder recorder = new ResultRecorder(out, oneRuntime(), workRows(), environment(),
                new ReportAssembler(null, earlier, false).withPrecisionTarget(precision.target()),
                new ReportFiles(), null, "1.37");
        var result = new PlanExecutor(hosts, log).execute(plan, recorder, ResumeState.begin(out, fingerprint(), false),
                null, gate);
        gate.report(result);

        assertEquals(List.of(1, 2, 3, 4, 5), roundsOn17(hosts, "Work.more"), "open against the earlier run");
        assertEquals(List.of(1, 2, 3), roundsOn17(hosts, "Work.twin"), "steady then and now: settled");
        assertEquals(List.of(1, 2, 3), roundsOn17(hosts, "Work.base"), "no method comparison here");
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("17 vs the earlier run: ")), log.lines::toString);
        assertTrue(result.rows().get(0).previous().get("17").note().contains("bench.targetError"),
                "the earlier-run ratios have the target's level");
    }

    /**
     * bench.duet with bench.baseline on one column: the baseline method beside each other method in turn, in two
     * pinned hosts at once; its cell holds both sessions' forks, and each method ratio is taken from its own fork
     * pairs: under bursts shared by the two sides of a rendezvous (and different in the other), 10% more work is
     * called slower and the twin is not, where the same numbers read one side after the other decide nothing.
     */
    @Test
    void aMethodAgainstBenchBaselineIsMeasuredInPairs() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::burstScenario);
        DuetPlan duet = DuetPlan.of(oneRuntime(), workRows(), "org.acme.Work.base", settings(3), List.of(0, 1), true,
                "run-1");
        CellPlan plan = duet.arrange(CellPlan.of(oneRuntime(), workRows(), null, settings(3), out.resolve("work")));
        ResultRecorder recorder = new ResultRecorder(out, oneRuntime(), workRows(), environment(),
                new ReportAssembler("org.acme.Work.base", null, false), new ReportFiles(), null, "1.37").withDuet(duet);
        var result = new PlanExecutor(hosts, new RecordingLog()).withDuet(duet).execute(plan, recorder,
                ResumeState.begin(out, fingerprint(), false), null);

        int rounds = plan.rounds().size();
        assertEquals(2 * rounds, hosts.sides.size(), hosts.sides::toString);
        assertTrue(hosts.sides.containsAll(List.of("17@0 r1: Work.base, Work.base", "17@1 r1: Work.twin, Work.more")),
                "the baseline method beside twin, then again beside more, in a host of its own: " + hosts.sides);
        var base = result.rows().get(0);
        assertEquals(2 * 3 * rounds, base.cells().get("17").forkSamples().size(), "the baseline's score from all its forks");
        assertEquals(3 * rounds, result.rows().get(2).cells().get("17").forkSamples().size());
        var more = result.rows().get(2).baselineRatio().get("17");
        assertEquals(io.github.benchplugin.model.result.Pairing.DUET, more.pairing());
        assertEquals(io.github.benchplugin.model.result.Verdict.SLOWER, more.verdict(), more::note);
        assertTrue(more.ratio() > 1.05 && more.ratio() < 1.15, more::toString);
        var twin = result.rows().get(1).baselineRatio().get("17");
        assertEquals(io.github.benchplugin.model.result.Pairing.DUET, twin.pairing());
        assertTrue(twin.ratio() > 0.95 && twin.ratio() < 1.05, twin::toString);
        var sequential = new io.github.benchplugin.model.stats.RatioEstimator().compare(
                base.cells().get("17").withDuet(null), result.rows().get(2).cells().get("17").withDuet(null),
                io.github.benchplugin.model.result.Mode.AVERAGE_TIME, "base");
        assertEquals(io.github.benchplugin.model.result.Verdict.UNDECIDED, sequential.verdict(), sequential::note);

        JsonNode written = SchemaCheck.readValidResults(out.resolve("results.json"));
        assertEquals("1", written.get("runtimes").get(0).get("cpuSet").asText());
        assertEquals("0", written.get("runtimes").get(0).get("baselineMethodCpuSet").asText());
        JsonNode moreRow = written.get("rows").get(2);
        assertEquals("duet", moreRow.get("baselineRatio").get("17").get("pairing").asText(), moreRow::toString);
        assertEquals(List.of("r1-cell-1", "r1-cell-1", "r1-cell-1", "r1-cell-2", "r1-cell-2", "r1-cell-2"),
                JSON.convertValue(written.get("rows").get(0).get("cells").get("17").get("duetForks"), List.class)
                        .subList(0, 6));
    }

    /**
     * bench.duet: a later side's host waits, before each paired cell, for its first side to hold JMH's lock; a first
     * side whose batch stops before its cells (here its host runner throws at once) must release them all, or the
     * later side would wait for a lock nobody takes.
     */
    @Test
    void aFirstSideThatStopsReleasesItsPartnersFromWaitingForJmhsLock() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::burstScenario);
        hosts.stopsTheRun = "Work.base"; // the baseline method's cells: side 0
        DuetPlan duet = DuetPlan.of(oneRuntime(), workRows(), "org.acme.Work.base", settings(3), List.of(0, 1), true,
                "run-1");
        CellPlan plan = duet.arrange(CellPlan.of(oneRuntime(), workRows(), null, settings(3), out.resolve("work")));
        ResultRecorder recorder = new ResultRecorder(out, oneRuntime(), workRows(), environment(),
                new ReportAssembler("org.acme.Work.base", null, false), new ReportFiles(), null, "1.37").withDuet(duet);
        List<String> ended = java.util.Collections.synchronizedList(new ArrayList<>());
        PlanExecutor executor = new PlanExecutor(hosts, new RecordingLog()).withDuet(duet, ended::add);

        assertThrows(IOException.class, () -> executor.execute(plan, recorder, ResumeState.begin(out, fingerprint(), false),
                null));
        Set<String> waiting = plan.cells().stream().filter(c -> c.round() == 1 && c.duet() != null && c.duet().side() == 1)
                .map(c -> c.duet().group()).collect(java.util.stream.Collectors.toSet());
        assertEquals(Set.of("r1-cell-1", "r1-cell-2"), waiting, "twin's and more's rendezvous with the baseline method");
        assertTrue(ended.containsAll(waiting), "released: " + ended);
        assertTrue(hosts.order.containsAll(List.of("Work.twin avgt on 17 (round 1/3)", "Work.more avgt on 17 (round 1/3)")),
                "the later side measured its cells: " + hosts.order);
    }

    /** Three columns on two CPUs: the baseline column beside 21, then beside 25; the two comparisons paired. */
    @Test
    void moreColumnsThanCpusArePairedWithTheBaselineColumnInTurn() throws Exception {
        List<TargetRuntime> three = List.of(runtimes.get(0), TargetRuntime.builder("21").requested("21")
                .javaHome(Path.of("/jdk/21")).javaVersion("21.0.1").featureVersion(21).vendor("v").build(), runtimes.get(1));
        FakeHosts hosts = new FakeHosts(Set.of(), PlanExecutorTest::burstScenario);
        List<BenchmarkRow> rows = workRows().subList(0, 1);
        DuetPlan duet = DuetPlan.of(three, rows, settings(3), List.of(0, 1), true, "run-1");
        CellPlan plan = duet.arrange(CellPlan.of(three, rows, null, settings(3), out.resolve("work")));
        ResultRecorder recorder = new ResultRecorder(out, three, rows, environment(),
                new ReportAssembler(null, null, false), new ReportFiles(), null, "1.37").withDuet(duet);
        var result = new PlanExecutor(hosts, new RecordingLog()).withDuet(duet).execute(plan, recorder,
                ResumeState.begin(out, fingerprint(), false), null);

        int rounds = plan.rounds().size();
        assertEquals(List.of("17@0 r1: Work.base", "17@0 r1: Work.base"), hosts.sides.stream()
                .filter(s -> s.startsWith("17@0 r1")).toList(), "17 beside 21, then beside 25");
        assertTrue(hosts.sides.containsAll(List.of("21@1 r1: Work.base", "25@1 r1: Work.base")), hosts.sides::toString);
        assertEquals(4 * rounds, hosts.sides.size(), hosts.sides::toString);
        var row = result.rows().get(0);
        assertEquals(2 * 3 * rounds, row.cells().get("17").forkSamples().size(), "17 scored from all its forks");
        assertEquals(io.github.benchplugin.model.result.Pairing.DUET, row.comparisons().get("21").pairing());
        assertEquals(io.github.benchplugin.model.result.Pairing.DUET, row.comparisons().get("25").pairing());
        assertTrue(row.comparisons().get("25").note().contains((3 * rounds) + " fork pairs"),
                row.comparisons().get("25")::note);
    }

    /**
     * Each fork's iterations under bursts of outside load that depend on the rendezvous, the fork and the
     * iteration, so that both sides of a rendezvous meet the same ones; "more" does 10% more work; 0.1% of each
     * side's own. Alone, a cell meets bursts of its own.
     */
    private static double[][] burstScenario(CellRequest cell) {
        String moment = cell.duet() == null ? cell.key() + cell.runtime().id() : cell.duet().group();
        double work = cell.row().method().name().endsWith(".more") ? 1.10 : 1.0;
        int side = cell.duet() == null ? 0 : cell.duet().side();
        double[][] forks = new double[3][4];
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < 4; i++) {
                // a fork-long load of 0-80% more, and a little within the fork
                double burst = (1 + 0.8 * Math.floorMod(moment.hashCode() + 7 * k, 5) / 4.0)
                        * (1 + 0.05 * Math.floorMod(3 * i + k, 4) / 3.0);
                forks[k][i] = 100 * work * burst * (1 + 0.001 * ((k + i + side) % 3));
            }
        }
        return forks;
    }

    private static double[][] methodScenario(CellRequest cell) {
        double swing = cell.round() % 2 == 0 ? 1 : -1;
        double score = cell.row().method().name().endsWith(".more") ? 100 * (1 + 0.08 * swing)
                : 100 * (1 + 0.002 * swing);
        return new double[][] {{score, score * 1.001}};
    }

    private List<TargetRuntime> oneRuntime() {
        return runtimes.subList(0, 1);
    }

    private static List<BenchmarkRow> workRows() {
        List<BenchmarkRow> rows = new ArrayList<>();
        for (String method : List.of("base", "twin", "more")) {
            rows.addAll(new BenchmarkMethod("org.acme.Work." + method, List.of("avgt"), Map.of()).rows(Map.of(), null));
        }
        return rows;
    }

    /** The rounds in which the cells whose label contains {@code what} ran on 17. */
    private static List<Integer> roundsOn17(FakeHosts hosts, String what) {
        return hosts.order.stream().filter(l -> l.contains(what) && l.contains(" on 17 "))
                .map(l -> Integer.parseInt(l.replaceAll(".*\\(round (\\d+)/\\d+\\)$", "$1"))).toList();
    }

    @Test
    void aPrecisionTargetRefusesSettingsItCannotKeep() {
        assertEquals("bench.forks '2' is below the 3 forks bench.targetError needs before its first look; set at least 3"
                        + " (the most forks a cell may get) or leave it unset (up to 10)",
                org.junit.jupiter.api.Assertions.assertThrows(io.github.benchplugin.engine.config.BadInputException.class,
                        () -> PrecisionSettings.of(target("2%", null, 2))).getMessage());
        assertTrue(org.junit.jupiter.api.Assertions.assertThrows(io.github.benchplugin.engine.config.BadInputException.class,
                () -> PrecisionSettings.of(target(null, "10m", 2))).getMessage().contains("set bench.targetError too"));
        assertTrue(org.junit.jupiter.api.Assertions.assertThrows(io.github.benchplugin.model.error.UserInputException.class,
                () -> PrecisionSettings.of(target("2", null, null))).getMessage().contains("'2' is not a percentage"));
        assertEquals(8, precision("2%", null, null).target().maxLooks(), "without bench.forks: 3 forks, then up to 10");
    }

    private static PrecisionSettings precision(String target, String maxTime, Integer maxForks) {
        return PrecisionSettings.of(target(target, maxTime, maxForks)).orElseThrow();
    }

    private static RawSettings target(String targetError, String maxTime, Integer forks) {
        return RawSettings.builder().put("bench.targetError", targetError).put("bench.maxTime", maxTime)
                .put("bench.forks", forks).build();
    }

    private static RawSettings dry(Integer forks) {
        return RawSettings.builder().put("bench.job", "dry").put("bench.forks", forks).build();
    }

    private ResultRecorder precisionRecorder(PrecisionSettings precision) {
        return new ResultRecorder(out, runtimes, rows(), environment(),
                new ReportAssembler(null, null, false).withPrecisionTarget(precision.target()), new ReportFiles(), null, "1.37");
    }

    /** The rounds in which the cells whose label contains {@code what} ran on 25. */
    private static List<Integer> roundsOf(FakeHosts hosts, String what) {
        return hosts.order.stream().filter(l -> l.contains(what) && l.contains(" on 25 "))
                .map(l -> Integer.parseInt(l.replaceAll(".*\\(round (\\d+)/\\d+\\)$", "$1"))).toList();
    }

    private static io.github.benchplugin.model.result.Comparison comparison(io.github.benchplugin.model.result.BenchResult result,
                                                                     String kind) {
        return result.rows().stream().filter(r -> kind.equals(r.params().get("kind"))).findFirst().orElseThrow()
                .comparisons().get("25");
    }

    private void execute(FakeHosts hosts, JobSettings settings, boolean resume) throws Exception {
        new PlanExecutor(hosts, new RecordingLog()).execute(plan(settings), recorder(),
                ResumeState.begin(out, fingerprint(), resume), null);
    }

    private CellPlan plan(JobSettings settings) {
        return CellPlan.of(runtimes, rows(), HostJar.floorMethod(), settings, out.resolve("work"));
    }

    private static List<BenchmarkRow> rows() {
        return METHOD.rows(Map.of(), null);
    }

    private ResultRecorder recorder() {
        return new ResultRecorder(out, runtimes, rows(), environment(), new ReportAssembler(null, null, false),
                new ReportFiles(), null, "1.37");
    }

    private static Environment environment() {
        return Environment.builder("host").os("os").arch("arch").cpus(2).createdAt("2026-01-01T00:00:00Z").build();
    }

    private RunFingerprint fingerprint() {
        return RunFingerprint.of(Map.of("job", "test"), runtimes, List.of(METHOD.name()), "classes");
    }

    private static JobSettings settings(int forks) {
        return JobSettings.of(dry(forks));
    }

    @Test
    void aRunStoppedByAnErrorLeavesWhatFinishedInTheOutputFiles() throws Exception {
        FakeHosts hosts = new FakeHosts(Set.of());
        hosts.stopsTheRun = "kind=c";
        assertThrows(IOException.class, () -> execute(hosts, settings(1), false));
        // the floor, then kind=a and kind=b on 17 finished; the files were not due for a rewrite yet
        assertEquals(2, okCellsOnDisk());
    }

    private int finishedInResumeFile() {
        Path resume = out.resolve(ResumeFile.FILE_NAME);
        try {
            return Files.exists(resume) ? JSON.readTree(resume.toFile()).get("finished").size() : 0;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private int okCellsOnDisk() {
        Path results = out.resolve("results.json");
        if (!Files.exists(results)) {
            return 0;
        }
        int ok = 0;
        for (JsonNode row : SchemaCheck.readValidResults(results).get("rows")) { // also while the run writes it
            for (JsonNode cell : row.get("cells")) {
                ok += cell.get("status").asText().equals("ok") ? 1 : 0;
            }
        }
        return ok;
    }

    /** A JMH -rf json result for one cell with the given forks x iterations. */
    private static void writeJmhResult(CellRequest cell, double[][] forks) throws IOException {
        ObjectNode result = JSON.createObjectNode();
        result.put("jmhVersion", "1.37");
        result.put("benchmark", cell.row().method().name());
        result.put("mode", cell.row().mode());
        result.put("forks", forks.length);
        ObjectNode params = result.putObject("params");
        cell.row().params().forEach(params::put);
        ObjectNode primary = result.putObject("primaryMetric");
        double score = java.util.Arrays.stream(forks).flatMapToDouble(java.util.Arrays::stream).average().orElseThrow();
        primary.put("score", score);
        primary.put("scoreError", score * 0.01);
        primary.putArray("scoreConfidence").add(score * 0.99).add(score * 1.01);
        primary.put("scoreUnit", "ns/op");
        ArrayNode raw = primary.putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode iterations = raw.addArray();
            java.util.Arrays.stream(fork).forEach(iterations::add);
        }
        result.putObject("secondaryMetrics");
        Files.createDirectories(cell.jsonFile().getParent());
        JSON.writeValue(cell.jsonFile().toFile(), JSON.createArrayNode().add(result));
    }
}
