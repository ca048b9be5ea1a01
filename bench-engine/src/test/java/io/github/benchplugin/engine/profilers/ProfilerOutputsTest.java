package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.ProfilerSpecs;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.DuetSide;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where a cell's profiler output lands, files on disk. */
class ProfilerOutputsTest {

    private static final BenchmarkMethod BASE = new BenchmarkMethod("org.acme.B.base", List.of("avgt"), Map.of());

    @TempDir
    Path out;

    private CellRequest cell(String json) throws Exception {
        TargetRuntime runtime = TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk"))
                .javaVersion("17.0.15").featureVersion(17).vendor("v").build();
        Path file = out.resolve("work/17/" + json + ".json");
        Files.createDirectories(file.getParent());
        // JMH's human-readable output, where the stack profiler's text result is read from.
        Files.writeString(file.resolveSibling(json + ".log"), "Secondary result \"org.acme.B.base:stack\":\n" + json + " hot\n",
                StandardCharsets.UTF_8);
        return new CellRequest(runtime, new BenchmarkRow(BASE, "avgt", Map.of()), 1, 1, 1, file, false);
    }

    @Test
    void aBaselineMethodMeasuredBesideASecondPartnerKeepsBothPartnersFiles() throws Exception {
        ProfilerOutputs outputs = new ProfilerOutputs(ProfilerSpecs.parse(List.of("stack")), out);
        CellRequest planned = cell("cell-0").withDuet(new DuetSide("r1", "r1-cell-1", 0, 2));
        CellRequest extra = cell("cell-0-beside-cell-2").extraBeside(new DuetSide("r1", "r1-cell-2", 0, 2),
                "org.acme.B.other", out.resolve("work/17/cell-0-beside-cell-2.json"));
        outputs.collect(planned);
        List<String> files = outputs.collect(extra);
        assertEquals(List.of("profiles/17/org.acme.B.base-avgt/beside-org.acme.B.other/stack.txt",
                "profiles/17/org.acme.B.base-avgt/stack.txt"), files);
    }
}
