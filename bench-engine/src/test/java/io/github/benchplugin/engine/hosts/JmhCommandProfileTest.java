package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.catalog.AnnotatedSettings;
import io.github.benchplugin.engine.catalog.ProjectJmh;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.model.result.RuntimeProfile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JmhCommandProfileTest {

    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.A.m", List.of("avgt"),
            Map.of("size", List.of("1,2")));

    private static JobSettings settings(String jvmArgs) {
        return JobSettings.of(RawSettings.builder().put("bench.job", "dry").put("bench.jvmArgs", jvmArgs).build());
    }

    private static CellRequest cell(RuntimeProfile profile, TargetRuntime.Placement placement) {
        return cell(profile, placement, false);
    }

    private static CellRequest cell(RuntimeProfile profile, TargetRuntime.Placement placement, boolean floor) {
        TargetRuntime runtime = TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk"))
                .javaVersion("17.0.1").featureVersion(17).vendor("v").placement(placement).build()
                .withProfile(profile == null ? "17" : "17-" + profile.name(), profile);
        return new CellRequest(runtime, new BenchmarkRow(METHOD, "avgt", Map.of("size", "1,2")), 1, 1, null,
                Path.of("/tmp/x.json"), floor);
    }

    private static String option(List<String> args, String option) {
        int at = args.indexOf(option);
        return at < 0 ? null : args.get(at + 1);
    }

    @Test
    void profileFlagsReachTheForksBeforeBenchJvmArgsEachIntact() {
        JmhCommand command = new JmhCommand(List.of(), settings("-Xmx1g '-Dlabel=a b'"));
        RuntimeProfile bigheap = new RuntimeProfile("bigheap", List.of("-Xmx4g", "-XX:+AlwaysPreTouch"));
        HostPlan.Cell cell = command.hostCell(cell(bigheap, TargetRuntime.Placement.FORKED));
        assertEquals(List.of("-Xmx4g", "-XX:+AlwaysPreTouch", "-Xmx1g", "-Dlabel=a b"), cell.jvmArgsAppend);
    }

    @Test
    void theHostRunsInTheTemporaryDirectoryOfTheRunThatStartsItWhereJmhTakesItsLock() {
        String own = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().toString();
        List<String> host = new JmhCommand(List.of(), settings(null)).servingHost(cell(null, TargetRuntime.Placement.FORKED).runtime());
        assertTrue(host.contains("-Djava.io.tmpdir=" + own), host.toString());
        assertTrue(host.indexOf("-Djava.io.tmpdir=" + own) < host.indexOf("-cp"), "a JVM option, before the class path: " + host);
    }

    @Test
    void theRowIsPinnedExactlyAParameterValueWithACommaStaysOneValue() {
        HostPlan.Cell cell = new JmhCommand(List.of(), settings(null)).hostCell(cell(null, TargetRuntime.Placement.FORKED));
        assertEquals(Map.of("size", "1,2"), cell.params);
        assertEquals("avgt", option(cell.args, "-bm"));
        assertEquals("true", option(cell.args, "-foe"));
        assertEquals("/tmp/x.json", option(cell.args, "-rff"));
        assertEquals("/tmp/x.log", option(cell.args, "-o"));
        assertTrue(cell.jvmArgsAppend.isEmpty());
    }

    @Test
    void aSharedJvmRunsEveryCellWithForksZeroAndTheHostGetsTheMeasuredFlags() {
        JmhCommand command = new JmhCommand(List.of(Path.of("/cp")), settings("-Xmx1g"));
        CellRequest shared = cell(null, TargetRuntime.Placement.SHARED_JVM);
        assertEquals("0", option(command.hostCell(shared).args, "-f"));
        assertTrue(command.hostCell(shared).jvmArgsAppend.isEmpty());
        List<String> host = command.host(shared.runtime(), Path.of("/plan"));
        assertTrue(host.indexOf("-Xmx1g") > 0 && host.indexOf("-Xmx1g") < host.indexOf("-cp"), host.toString());
        assertEquals("/plan", host.get(host.size() - 1));
    }

    @Test
    void everyMeasuredCellGetsTheGcProfilerAndTheJvmCountersTheFloorOnlyTheGcProfiler() {
        JmhCommand command = new JmhCommand(List.of(), settings(null));
        List<String> measured = command.hostCell(cell(null, TargetRuntime.Placement.FORKED)).args;
        assertEquals(List.of("gc", "io.github.benchplugin.host.counters.JvmCountersProfiler"), profilers(measured));
        List<String> floor = command.hostCell(cell(null, TargetRuntime.Placement.FORKED, true)).args;
        assertEquals(List.of("gc"), profilers(floor), "the harness floor is no row of the table");
    }

    @Test
    void whereJmhsGcProfilerWaitsAfterEachIterationBenchHostsAllocationProfilerMeasuresBytesPerOperation() {
        JmhCommand command = new JmhCommand(List.of(), settings(null));
        for (String waits : List.of("1.18", "1.21", "1.27", "1.35")) {
            List<String> args = command.forJmh(new ProjectJmh(Path.of("jmh-core.jar"), waits))
                    .withClasspath(List.of(Path.of("/variant"))).hostCell(cell(null, TargetRuntime.Placement.FORKED)).args;
            assertEquals(List.of("io.github.benchplugin.host.gc.AllocationProfiler",
                    "io.github.benchplugin.host.counters.JvmCountersProfiler"), profilers(args), waits);
        }
        for (String own : List.of("1.16", "1.17", "1.36", "1.37", "unknown")) {
            List<String> args = command.forJmh(new ProjectJmh(Path.of("jmh-core.jar"), own))
                    .hostCell(cell(null, TargetRuntime.Placement.FORKED)).args;
            assertEquals("gc", profilers(args).get(0), own);
        }
    }

    @Test
    void underAutoARowWithIterationLevelFixturesKeepsThePresetsFixedWarmupAndNoSteadyStop() {
        JmhCommand command = new JmhCommand(List.of(), JobSettings.of(RawSettings.builder().build()));
        TargetRuntime runtime = cell(null, TargetRuntime.Placement.FORKED).runtime();
        BenchmarkMethod fixtures = new BenchmarkMethod("org.acme.Queue.offer", List.of("thrpt"), Map.of(), 1,
                AnnotatedSettings.NONE, true);
        CellRequest request = new CellRequest(runtime, new BenchmarkRow(fixtures, "thrpt", Map.of()), 1, 1, null,
                Path.of("/tmp/q.json"), false);
        List<String> args = command.hostCell(request).args;
        assertEquals("3", option(args, "-wi"), "the default preset's warm-up: " + args);
        assertEquals("500ms", option(args, "-w"));
        assertEquals("5", option(args, "-i"));
        assertEquals("400ms", option(args, "-r"));
        assertTrue(profilers(args).stream().noneMatch(p -> p.contains("SteadyStopProfiler")), args.toString());
        assertTrue(request.keepsFixedWarmup());
    }

    @Test
    void underTheDefaultPresetsAutoWarmupASingleShotRowKeepsTheFixedCountsAndNoSteadyStop() {
        JmhCommand command = new JmhCommand(List.of(), JobSettings.of(RawSettings.builder().build()));
        TargetRuntime runtime = cell(null, TargetRuntime.Placement.FORKED).runtime();
        BenchmarkMethod both = new BenchmarkMethod("org.acme.A.m", List.of("avgt", "ss"), Map.of());
        List<String> timed = command.hostCell(new CellRequest(runtime, new BenchmarkRow(both, "avgt", Map.of()), 1, 1,
                null, Path.of("/tmp/t.json"), false)).args;
        assertEquals("0", option(timed, "-wi"), "auto: no JMH warm-up");
        assertTrue(profilers(timed).stream().anyMatch(p -> p.contains("SteadyStopProfiler")), timed.toString());
        List<String> shot = command.hostCell(new CellRequest(runtime, new BenchmarkRow(both, "ss", Map.of()), 1, 1,
                null, Path.of("/tmp/s.json"), false)).args;
        assertEquals("3", option(shot, "-wi"), "the default preset's warm-up");
        assertEquals("5", option(shot, "-i"));
        assertTrue(profilers(shot).stream().noneMatch(p -> p.contains("SteadyStopProfiler")), shot.toString());
    }

    private static List<String> profilers(List<String> args) {
        List<String> values = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("-prof")) {
                values.add(args.get(i + 1));
            }
        }
        return values;
    }
}
