package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.host.HostPlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.github.benchplugin.engine.run.Runtimes.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** What both host runners leave in a round's directory before a host starts on a batch's cells. */
class HostPlanFileTest {

    @TempDir
    Path dir;

    @Test
    void thePlanListsTheCellsLeftAndTheirStaleResultAndReportAreGone() throws Exception {
        TargetRuntime java17 = runtime("17");
        BenchmarkMethod method = new BenchmarkMethod("org.acme.Bench.work", List.of("avgt"), Map.of());
        CellRequest cell = new CellRequest(java17, method.rows(Map.of(), null).get(0), 1, 1, null,
                dir.resolve("round-1").resolve("cell.json"), false);
        Files.createDirectories(cell.jsonFile().getParent());
        Files.writeString(cell.jsonFile(), "[] from an earlier try");
        Files.writeString(cell.logFile(), "JMH's report of an earlier try");

        Path first = HostPlanFile.write(new HostBatch(java17, 1, List.of(cell)), 1,
                c -> new HostPlan.Cell("c0", List.of("work"), Map.of(), List.of()));
        Path second = HostPlanFile.write(new HostBatch(java17, 1, List.of(cell)), 2,
                c -> new HostPlan.Cell("c0", List.of("work"), Map.of(), List.of()));

        assertEquals(List.of("host-plan.txt", "host-plan-2.txt"),
                List.of(first.getFileName().toString(), second.getFileName().toString()));
        assertEquals(cell.jsonFile().getParent(), first.getParent());
        assertEquals(List.of("c0"), HostPlan.read(first).stream().map(c -> c.id).toList());
        assertFalse(Files.exists(cell.jsonFile()));
        assertFalse(Files.exists(cell.logFile()));
    }

    /** bench.duet: bench.baseline's method and the methods beside it run on one column and round at once. */
    @Test
    void theTwoSidesOfADuetOnOneColumnWriteTwoPlans() throws Exception {
        TargetRuntime java17 = runtime("17");
        BenchmarkMethod method = new BenchmarkMethod("org.acme.Bench.work", List.of("avgt"), Map.of());
        CellRequest cell = new CellRequest(java17, method.rows(Map.of(), null).get(0), 1, 1, null,
                dir.resolve("round-1").resolve("cell-0.json"), false);
        List<String> names = new java.util.ArrayList<>();
        for (int side = 0; side < 2; side++) {
            CellRequest sided = cell.withDuet(new io.github.benchplugin.engine.plan.DuetSide("r1", "r1-cell-1", side, 2));
            names.add(HostPlanFile.write(new HostBatch(java17, 1, List.of(sided), true), 1,
                    c -> new HostPlan.Cell("c0", List.of("work"), Map.of(), List.of())).getFileName().toString());
        }
        assertEquals(List.of("host-plan-side0.txt", "host-plan-side1.txt"), names);
    }
}
