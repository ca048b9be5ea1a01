package io.github.benchplugin.engine.explain;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.hosts.JmhCommand;
import io.github.benchplugin.engine.profilers.ProfilerOutputs;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.host.HostPlan;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.explain's recorded fork: one fork, JFR with our settings into explain/, at least 2 s measured, no bench.profilers. */
class ExplainForkTest {

    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.A.m", List.of("avgt"), Map.of());
    private static final Path OUT = Path.of("/work/target/bench");

    private static HostPlan.Cell recordedCell(String job) {
        JobSettings settings = JobSettings.of(RawSettings.builder().put("bench.job", job).build());
        TargetRuntime runtime = TargetRuntime.builder("25").requested("25").javaHome(Path.of("/jdk"))
                .javaVersion("25.0.1").featureVersion(25).vendor("v").build();
        CellRequest cell = new CellRequest(runtime, new BenchmarkRow(METHOD, "avgt", Map.of()), 1, 1, 1,
                OUT.resolve("explain/work/25/cell-0.json"), false);
        JmhCommand measured = new JmhCommand(List.of(), settings,
                new ProfilerOutputs(io.github.benchplugin.engine.config.ProfilerSpecs.parse(List.of("stack")), OUT));
        return new Explainer(new RecordingLog(), OUT, EngineJvm.MAVEN).command(measured).hostCell(cell);
    }

    private static String option(List<String> args, String option) {
        int at = args.indexOf(option);
        return at < 0 ? null : args.get(at + 1);
    }

    @Test
    void oneForkRecordedWithOurSettingsIntoTheRowsFolder() {
        HostPlan.Cell cell = recordedCell("dry");
        assertEquals("1", option(cell.args, "-f"));
        assertEquals(List.of("-XX:StartFlightRecording=filename=" + OUT.resolve("explain/org.acme.A.m-avgt/25.jfr")
                + ",settings=" + OUT.resolve("explain/explain.jfc") + ",dumponexit=true"), cell.jvmArgsAppend);
        assertFalse(cell.args.contains("stack"), "bench.profilers stay on the measured forks");
        assertEquals(OUT.resolve("explain/work/25/cell-0.json").toString(), option(cell.args, "-rff"));
    }

    @Test
    void aDryRunsMeasurementGrowsToTwoSecondsAtItsOwnIterationTime() {
        HostPlan.Cell cell = recordedCell("dry"); // 2 x 100 ms
        assertEquals("100ms", option(cell.args, "-r"));
        assertEquals("20", option(cell.args, "-i"));
        assertEquals("10", option(cell.args, "-wi"), "at least 1 s of warmup");
        HostPlan.Cell longer = recordedCell("default");
        assertTrue(Integer.parseInt(option(longer.args, "-i")) * 1000 >= 2000, longer.args::toString);
    }

    /** Nothing is logged by building a command. */
}
