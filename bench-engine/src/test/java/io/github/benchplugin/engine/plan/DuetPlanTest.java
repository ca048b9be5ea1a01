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
        assertEquals(Map.of("17", 0, "25", 1), plan.columnSides());
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
                DEFAULT, List.of(0), true, "id");
        assertFalse(plan.on());
        assertEquals(List.of("bench.duet=true: a pair needs 2 CPUs, one each at least, and this machine lets us use 1;"
                + " every comparison is measured one column after the other (\"pairing\": \"sequential\")"), plan.lines());
        DuetPlan one = DuetPlan.of(List.of(column("17")), List.of(row("plain", "avgt", null)), DEFAULT, List.of(0, 1),
                true, "id");
        assertFalse(one.on());
        assertTrue(one.lines().get(0).contains("one column has nothing to be paired with (bench.baseline naming a method"),
                one.lines().toString());
        DuetPlan noTaskset = DuetPlan.of(List.of(column("17"), column("25")), List.of(row("plain", "avgt", null)),
                DEFAULT, List.of(0, 1), false, "id");
        assertTrue(noTaskset.lines().get(0).contains("taskset"), noTaskset.lines().toString());
    }

    /** Requirement 1: a method against bench.baseline, on the one column, in two hosts on two CPU sets. */
    @Test
    void oneColumnPairsEachMethodWithTheBaselineMethodInTurn(@TempDir Path work) {
        List<BenchmarkRow> rows = List.of(row("base", "avgt", null), row("twin", "avgt", null), row("more", "avgt", null),
                row("wide", "avgt", 2), otherClass("elsewhere"));
        DuetPlan plan = DuetPlan.of(List.of(column("17")), rows, "org.acme.B.base", DEFAULT, List.of(0, 1), true, "id");
        assertEquals(DuetPlan.Layout.METHODS, plan.layout());
        assertEquals(Map.of("17", "1"), plan.cpuSets(), "the methods beside the baseline method");
        assertEquals("0", plan.baselineMethodCpuSet());
        assertEquals(Map.of(rows.get(1).key(), rows.get(0).key(), rows.get(2).key(), rows.get(0).key()),
                plan.methodPairs());
        assertEquals("bench.duet=true: on 17, bench.baseline's method B.base on CPU 0 beside each other method of its"
                + " class in turn on CPU 1; each paired row's forks run side by side, every measured iteration started"
                + " together; each ratio from its own fork pairs, B.base's own scores from all its forks (measured once"
                + " per method beside it)", plan.lines().get(0));
        String alone = plan.lines().get(2);
        assertTrue(alone.startsWith("bench.duet: 2 row(s) measured one method after the other"), alone);
        assertTrue(alone.contains("B.wide avgt (2 threads, more than the 1 CPU(s) of a set)"), alone);
        assertTrue(alone.contains("C.elsewhere avgt (no bench.baseline method of its class to be paired with)"), alone);

        CellPlan arranged = plan.arrange(CellPlan.of(List.of(column("17")), rows, null, DEFAULT, work));
        List<CellRequest> cells = arranged.cells(r -> r == 1);
        assertEquals(6, cells.size(), "the five rows and the baseline once more, beside the second method");
        assertEquals(new DuetSide("r1", "r1-cell-1", 0, 2), cells.get(0).duet(), "the baseline beside twin");
        assertEquals(new DuetSide("r1", "r1-cell-1", 1, 2), cells.get(1).duet());
        assertEquals(new DuetSide("r1", "r1-cell-2", 1, 2), cells.get(2).duet());
        assertEquals(null, cells.get(3).duet(), "wide is measured alone");
        assertEquals(null, cells.get(4).duet(), "so is a method of another class");
        CellRequest again = cells.get(5);
        assertEquals(new DuetSide("r1", "r1-cell-2", 0, 2), again.duet(), "the baseline again, beside more");
        assertEquals(rows.get(0), again.row());
        assertEquals("cell-0-beside-cell-2.json", again.jsonFile().getFileName().toString());
        assertTrue(again.key().endsWith(" beside B.more avgt"), "resume tells the two apart: " + again.key());
        assertFalse(cells.get(0).key().contains("beside"), cells.get(0).key());
    }

    /** Requirement 2: more columns than CPUs: the baseline column beside each other column in turn. */
    @Test
    void moreColumnsThanCpusPairEachWithTheBaselineColumnInTurn(@TempDir Path work) {
        List<TargetRuntime> columns = List.of(column("17"), column("21"), column("25"));
        List<BenchmarkRow> rows = List.of(row("plain", "avgt", null), row("cold", "ss", null));
        DuetPlan plan = DuetPlan.of(columns, rows, DEFAULT, List.of(0, 1), true, "id");
        assertEquals(DuetPlan.Layout.BASELINE_IN_TURN, plan.layout());
        assertEquals(Map.of("17", "0", "21", "1", "25", "1"), plan.cpuSets());
        assertEquals(null, plan.baselineMethodCpuSet());
        assertTrue(plan.lines().get(0).startsWith("bench.duet=true: 3 columns and CPU sets for 2 at a time: 17 (the"
                + " baseline) on CPU 0 beside each other column in turn on CPU 1 (21, then 25)"), plan.lines().get(0));
        assertTrue(plan.lines().get(0).endsWith("17's own scores from all its forks (2 times the forks); comparisons"
                + " between the other columns are sequential"), plan.lines().get(0));
        assertTrue(plan.lines().get(2).contains("B.cold ss (single-shot"), plan.lines().toString());

        List<CellRequest> cells = plan.arrange(CellPlan.of(columns, rows, null, DEFAULT, work)).cells(r -> r == 1);
        List<CellRequest> on17 = cells.stream().filter(c -> c.runtime().id().equals("17")).toList();
        assertEquals(new DuetSide("r1-21", "r1-cell-0-21", 0, 2), on17.get(0).duet());
        assertEquals(null, on17.get(1).duet(), "single-shot");
        assertEquals(new DuetSide("r1-25", "r1-cell-0-25", 0, 2), on17.get(2).duet());
        assertEquals("25", on17.get(2).beside());
        CellRequest on21 = cells.stream().filter(c -> c.runtime().id().equals("21")).findFirst().orElseThrow();
        assertEquals(new DuetSide("r1-21", "r1-cell-0-21", 1, 2), on21.duet());
        CellRequest on25 = cells.stream().filter(c -> c.runtime().id().equals("25")).findFirst().orElseThrow();
        assertEquals(new DuetSide("r1-25", "r1-cell-0-25", 1, 2), on25.duet());
    }

    /** With several columns and a baseline method the columns are paired; the method comparisons are said sequential. */
    @Test
    void severalColumnsWithABaselineMethodPairTheColumnsAndSaySo() {
        List<BenchmarkRow> rows = List.of(row("base", "avgt", null), row("more", "avgt", null));
        DuetPlan plan = DuetPlan.of(List.of(column("17"), column("25")), rows, "org.acme.B.base", DEFAULT,
                List.of(0, 1), true, "id");
        assertEquals(DuetPlan.Layout.COLUMNS, plan.layout());
        assertEquals(java.util.Set.of(rows.get(0).key(), rows.get(1).key()), plan.pairedRows());
        assertEquals("bench.duet: the comparisons with bench.baseline's method B.base are measured one after the other"
                + " (\"pairing\": \"sequential\"): the columns are paired instead; a run of one column pairs each method"
                + " with it", plan.lines().get(plan.lines().size() - 1));
    }

    private static BenchmarkRow otherClass(String name) {
        return new BenchmarkRow(new BenchmarkMethod("org.acme.C." + name, List.of("avgt"), Map.of(), 1,
                new AnnotatedSettings(null, null, null, null, null, null, null)), "avgt", Map.of());
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
