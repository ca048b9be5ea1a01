package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.AnnotatedSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DuetPlanTest {

    private static final JobSettings DEFAULT = JobSettings.of(RawSettings.builder().build());

    private static TargetRuntime column(String id) {
        return TargetRuntime.builder(id).javaHome(Path.of("/jdk/" + id)).javaVersion(id + ".0.1").featureVersion(
                Integer.parseInt(id)).build();
    }

    private static BenchmarkRow row(String name, String mode, Integer threads) {
        AnnotatedSettings annotated = new AnnotatedSettings(null, null, null, null, null, threads, null);
        return new BenchmarkRow(new BenchmarkMethod("org.acme.B." + name, List.of(mode), Map.of(), 1, annotated),
                mode, Map.of());
    }

    @Test
    void twoColumnsOnTwoCpusGetOneEachAndTheRowsThatFitArePaired() {
        List<BenchmarkRow> rows = List.of(row("plain", "avgt", null), row("wide", "avgt", 2), row("cold", "ss", null),
                row("all", "thrpt", -1));
        DuetPlan plan = DuetPlan.of(List.of(column("17"), column("25")), rows, DEFAULT, List.of(0, 1), true, "id");
        assertTrue(plan.on());
        assertEquals(Map.of("17", "0", "25", "1"), plan.cpuSets());
        assertEquals(0, plan.party("17"));
        assertEquals(1, plan.party("25"));
        assertEquals(java.util.Set.of(rows.get(0).key()), plan.pairedRows());
        String alone = plan.lines().get(2);
        assertTrue(alone.startsWith("bench.duet: 3 row(s) measured one column after the other"), alone);
        assertTrue(alone.contains("B.wide avgt (2 threads, more than the 1 CPU(s) of a set)"), alone);
        assertTrue(alone.contains("B.cold ss (single-shot"), alone);
        assertTrue(alone.contains("B.all thrpt (threads=max"), alone);
        assertTrue(plan.lines().get(1).contains("none to spare"), plan.lines().get(1));
    }

    @Test
    void aGroupIsMeasuredAlone() {
        AnnotatedSettings group = new AnnotatedSettings(null, null, null, null, null, null, null, 2);
        BenchmarkRow queue = new BenchmarkRow(new BenchmarkMethod("org.acme.Q.queue", List.of("avgt"), Map.of(), 1, group),
                "avgt", Map.of());
        DuetPlan plan = DuetPlan.of(List.of(column("17"), column("25")), List.of(queue), DEFAULT, List.of(0, 1, 2, 3),
                true, "id");
        assertTrue(plan.pairedRows().isEmpty());
        assertTrue(plan.lines().get(2).contains("Q.queue avgt (@Group"), plan.lines().toString());
    }

    @Test
    void moreCpusAreSplitEvenly() {
        DuetPlan plan = DuetPlan.of(List.of(column("17"), column("25")), List.of(row("wide", "avgt", 2)), DEFAULT,
                List.of(0, 1, 2, 3, 4), true, "id");
        assertEquals(Map.of("17", "0-1", "25", "2-3"), plan.cpuSets());
        assertEquals(1, plan.pairedRows().size(), "2 threads fit a set of 2 CPUs");
        assertTrue(plan.lines().get(1).contains("not pinned"), plan.lines().get(1));
    }

    @Test
    void aMachineWithTooFewCpusMeasuresEverythingAsBeforeAndSaysSo() {
        DuetPlan plan = DuetPlan.of(List.of(column("17"), column("21"), column("25")), List.of(row("plain", "avgt", null)),
                DEFAULT, List.of(0, 1), true, "id");
        assertFalse(plan.on());
        assertEquals(List.of("bench.duet=true: 3 columns need 3 CPUs, one each at least, and this machine lets us use 2;"
                + " every comparison is measured one column after the other (\"pairing\": \"sequential\")"), plan.lines());
        DuetPlan one = DuetPlan.of(List.of(column("17")), List.of(row("plain", "avgt", null)), DEFAULT, List.of(0, 1),
                true, "id");
        assertFalse(one.on());
        DuetPlan noTaskset = DuetPlan.of(List.of(column("17"), column("25")), List.of(row("plain", "avgt", null)),
                DEFAULT, List.of(0, 1), false, "id");
        assertTrue(noTaskset.lines().get(0).contains("taskset"), noTaskset.lines().toString());
    }

    @Test
    void cpuListsReadAndWriteLinuxSyntax(@TempDir Path dir) throws Exception {
        assertEquals(List.of(0, 1, 2, 5), CpuList.parse("0-2,5"));
        assertEquals("0-2,5,7-8", CpuList.format(List.of(8, 0, 1, 2, 5, 7)));
        Path status = dir.resolve("status");
        Files.writeString(status, "Name:\tjava\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n");
        assertEquals(List.of(0, 1), CpuList.allowed(status));
        assertEquals(List.of(), CpuList.allowed(dir.resolve("missing")));
    }
}
