package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.host.duet.DuetChannel;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.DuetPlan;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What bench.duet changes in the commands: the pinned host, the barrier's profiler, the forks' CPU count. */
class JmhCommandDuetTest {

    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.A.m", List.of("avgt"), Map.of());
    private static final JobSettings SETTINGS = JobSettings.of(RawSettings.builder().put("bench.job", "dry")
            .put("bench.jvmArgs", "-XX:ActiveProcessorCount=8").build());

    private static TargetRuntime column(String id) {
        return TargetRuntime.builder(id).requested(id).javaHome(Path.of("/jdk/" + id)).javaVersion(id + ".0.1")
                .featureVersion(Integer.parseInt(id)).vendor("v").build();
    }

    private static CellRequest cell(TargetRuntime runtime) {
        return new CellRequest(runtime, new BenchmarkRow(METHOD, "avgt", Map.of()), 2, 3, null,
                Path.of("/work/" + runtime.id() + "/round-2/cell-4.json"), false)
                .withDuet(new io.github.benchplugin.engine.plan.DuetSide("r2", "r2-cell-4", runtime.id().equals("17") ? 0 : 1, 2));
    }

    private final DuetPlan plan = DuetPlan.of(List.of(column("17"), column("25")),
            List.of(new BenchmarkRow(METHOD, "avgt", Map.of())), SETTINGS, List.of(0, 1), true, "id");
    private final JmhCommand command = new JmhCommand(List.of(Path.of("/cp")), SETTINGS)
            .withDuet(plan, Map.of(DuetChannel.ADDRESS_VARIABLE, "127.0.0.1:1", DuetChannel.TOKEN_VARIABLE, "secret"));

    @Test
    void aPairedCellsForksMeetAtTheBarrierAndAreToldTheMachinesCpus() {
        HostPlan.Cell paired = command.hostCell(cell(column("25")), true);
        int prof = paired.args.lastIndexOf("-prof");
        assertEquals("io.github.benchplugin.host.duet.DuetProfiler:group=r2-cell-4;party=1;parties=2;timeout=60000",
                paired.args.get(prof + 1));
        // Ours first: the user's own -XX:ActiveProcessorCount (bench.jvmArgs) comes later and wins.
        assertEquals(List.of("-XX:ActiveProcessorCount=2", "-XX:ActiveProcessorCount=8"), paired.jvmArgsAppend);
        assertFalse(String.join(" ", paired.args).contains("secret"), "the token is on no command line");
        HostPlan.Cell alone = command.hostCell(cell(column("25")), false);
        assertFalse(alone.args.stream().anyMatch(a -> a.contains("DuetProfiler")), alone.args.toString());
        assertEquals(List.of("-XX:ActiveProcessorCount=8"), alone.jvmArgsAppend);
    }

    @Test
    void aPinnedHostStartsUnderTasksetWithTheTokenInItsEnvironmentOnly() {
        List<String> host = command.pinnedServingHost(column("17"), 0);
        assertEquals(List.of("taskset", "-c", "0", "/jdk/17/bin/java"), host.subList(0, 4));
        assertFalse(String.join(" ", host).contains("secret"), host.toString());
        assertEquals(Map.of(DuetChannel.ADDRESS_VARIABLE, "127.0.0.1:1", DuetChannel.TOKEN_VARIABLE, "secret",
                DuetChannel.PARTY_VARIABLE, "0"), command.duetEnvironment(0));
        assertTrue(command.pinnedServingHost(column("25"), 1).subList(0, 3).equals(List.of("taskset", "-c", "1")));
    }
}
