package io.github.benchplugin.model.combine;

import static io.github.benchplugin.model.fixtures.Results.cell;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Shard;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.stats.PrecisionTarget;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench:merge's rules, on inputs as CI matrix jobs write them. */
class ResultCombinerTest {

    private static final Environment RUNNER = Environment.builder("fv-az101").os("Linux 6.8.0").arch("amd64").cpus(4)
            .createdAt("2025-01-01T00:00:00Z").cpuModel("AMD EPYC 7763 64-Core Processor").memoryBytes(16L << 30)
            .kernel("6.8.0-1017-azure").build();
    /** Another runner of the same type: another host name, memory a few MB apart. */
    private static final Environment TWIN = Environment.builder("fv-az202").os("Linux 6.8.0").arch("amd64").cpus(4)
            .createdAt("2025-01-01T00:00:00Z").cpuModel("AMD EPYC 7763 64-Core Processor")
            .memoryBytes((16L << 30) - 3_000_000).kernel("6.8.0-1017-azure").build();
    private static final Environment LAPTOP = Environment.builder("my-laptop").os("Linux 6.5.0").arch("amd64").cpus(8)
            .createdAt("2025-01-01T00:00:00Z").cpuModel("Intel(R) Core(TM) i7-1165G7").memoryBytes(32L << 30)
            .kernel("6.5.0-14-generic").build();

    private final ResultCombiner strict = new ResultCombiner(ConflictPolicy.ERROR, null);

    @Test
    void aRowFoundTwiceOnOneRuntimeIsAnErrorNamingBothFiles() {
        BenchResult a = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult b = job(TWIN, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(2, 120)));
        MergeException e = assertThrows(MergeException.class,
                () -> strict.combine(List.of(in("a/results.json", a, 0), in("b/results.json", b, 1))));
        assertTrue(e.getMessage().contains("org.x.B.m avgt on runtime 17 is in both a/results.json and b/results.json"),
                e.getMessage());
        assertTrue(e.getMessage().contains("bench.onConflict=first"), e.getMessage());
    }

    @Test
    void onConflictFirstOrLastSaysWhichWins() {
        BenchResult a = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult b = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(2, 120)));
        List<MergeInput> inputs = List.of(in("a", a, 0), in("b", b, 1));
        assertEquals(100, score(new ResultCombiner(ConflictPolicy.FIRST, null).combine(inputs), "17"), 5);
        assertEquals(120, score(new ResultCombiner(ConflictPolicy.LAST, null).combine(inputs), "17"), 5);
    }

    @Test
    void aSkippedCellNeverConflictsAndIsReplacedByAMeasuredOne() {
        BenchResult a = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", Cell.skipped("not in this shard")));
        BenchResult b = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(2, 120)));
        assertEquals(CellStatus.OK, strict.combine(List.of(in("a", a, 0), in("b", b, 1)))
                .rows().get(0).cells().get("17").status());
    }

    @Test
    void aGlobsColumnsSortByJavaVersionNotByPath() {
        // Sorted by path, jdk17/ comes before jdk8/: the baseline would be 17.
        BenchResult jdk17 = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult jdk8 = job(RUNNER, "8", "1.8.0_402", row("org.x.B.m", "ns/op", "8", cell(2, 100)));
        BenchResult jdk25 = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(3, 100)));
        List<MergeInput> glob = List.of(new MergeInput("jdk17/results.json", jdk17, 0, true),
                new MergeInput("jdk25/results.json", jdk25, 0, true), new MergeInput("jdk8/results.json", jdk8, 0, true));
        assertEquals(List.of("8", "17", "25"), ids(strict.combine(glob)));
    }

    @Test
    void listedInputsKeepTheirOrderAndBaselineRuntimePicksTheBaseline() {
        BenchResult jdk25 = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(3, 100)));
        BenchResult jdk17 = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        List<MergeInput> listed = List.of(in("jdk25.json", jdk25, 0), in("jdk17.json", jdk17, 1));
        assertEquals(List.of("25", "17"), ids(strict.combine(listed)));
        assertEquals(List.of("17", "25"), ids(new ResultCombiner(ConflictPolicy.ERROR, "17").combine(listed)));
        MergeException e = assertThrows(MergeException.class,
                () -> new ResultCombiner(ConflictPolicy.ERROR, "21").combine(listed));
        assertEquals("bench.baselineRuntime=21 is not a runtime of the merged inputs; they have 25, 17", e.getMessage());
    }

    @Test
    void theSameRowInAnotherUnitIsConvertedNeverMixed() {
        BenchResult ns = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 2000)));
        BenchResult us = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "us/op", "25", cell(2, 1.5)));
        ResultCombiner.Combined combined = strict.combine(List.of(in("a", ns, 0), in("b", us, 1)));
        assertEquals("ns/op", combined.rows().get(0).unit());
        assertEquals(1500, score(combined, "25"), 30);

        BenchResult rate = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "ops/ms", "25", cell(3, 1.5)));
        MergeException e = assertThrows(MergeException.class,
                () -> strict.combine(List.of(in("a", ns, 0), in("rate.json", rate, 1))));
        assertTrue(e.getMessage().contains("ops/ms in rate.json but in ns/op"), e.getMessage());
    }

    @Test
    void shardsOfOneJdkOnRunnersOfOneTypeAreOneColumn() {
        BenchResult shard1 = job(RUNNER, "17", "17.0.15", row("org.x.B.a", "ns/op", "17", cell(1, 100)))
                .withShard(new Shard(1, 2));
        BenchResult shard2 = job(TWIN, "17", "17.0.15", row("org.x.B.b", "ns/op", "17", cell(2, 100)))
                .withShard(new Shard(2, 2));
        ResultCombiner.Combined combined = strict.combine(List.of(in("s1", shard1, 0), in("s2", shard2, 1)));
        assertEquals(List.of("17"), ids(combined));
        assertEquals(2, combined.rows().size());
    }

    @Test
    void aMissingOrDuplicatedShardIsReported() {
        BenchResult shard1 = job(RUNNER, "17", "17.0.15", row("org.x.B.a", "ns/op", "17", cell(1, 100)))
                .withShard(new Shard(1, 3));
        BenchResult shard3 = job(RUNNER, "17", "17.0.15", row("org.x.B.c", "ns/op", "17", cell(2, 100)))
                .withShard(new Shard(3, 3));
        MergeException missing = assertThrows(MergeException.class,
                () -> strict.combine(List.of(in("s1", shard1, 0), in("s3", shard3, 1))));
        assertTrue(missing.getMessage().contains("runtimes 17: shard(s) 2/3 missing"), missing.getMessage());
        MergeException twice = assertThrows(MergeException.class,
                () -> strict.combine(List.of(in("s1", shard1, 0), in("s1-again", shard1, 1), in("s3", shard3, 2))));
        assertTrue(twice.getMessage().contains("shard 1/3 given 2 times (s1, s1-again)"), twice.getMessage());
    }

    @Test
    void verdictsBetweenDifferentMachinesAreUnknownUnlessAllowed() {
        BenchResult onRunner = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult onLaptop = job(LAPTOP, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(2, 50)));
        ResultCombiner.Combined combined = strict.combine(List.of(in("a", onRunner, 0), in("b", onLaptop, 1)));
        BenchResult allowed = new ReportAssembler(null)
                .assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of());
        assertEquals(Verdict.FASTER, allowed.rows().get(0).comparisons().get("25").verdict());
        assertTrue(allowed.warnings().stream().anyMatch(w -> w.code() == WarningCode.MIXED_HOSTS));

        BenchResult withheld = CrossMachineVerdicts.withhold(allowed);
        assertEquals(Verdict.UNKNOWN, withheld.rows().get(0).comparisons().get("25").verdict());
        assertEquals(0.5, withheld.rows().get(0).comparisons().get("25").ratio(), 0.02);
    }

    @Test
    void runnersOfOneTypeKeepTheirVerdicts() {
        BenchResult a = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult b = job(TWIN, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(2, 50)));
        ResultCombiner.Combined combined = strict.combine(List.of(in("a", a, 0), in("b", b, 1)));
        BenchResult result = CrossMachineVerdicts.withhold(new ReportAssembler(null)
                .assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of()));
        assertEquals(Verdict.FASTER, result.rows().get(0).comparisons().get("25").verdict());
        assertTrue(result.warnings().stream().noneMatch(w -> w.code() == WarningCode.MIXED_HOSTS));
    }

    @Test
    void theSameJdkOnAnotherMachineIsAnotherColumn() {
        BenchResult a = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult b = job(LAPTOP, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(2, 100)));
        List<String> ids = ids(strict.combine(List.of(in("a", a, 0), in("b", b, 1))));
        assertEquals(List.of("17", "17_2"), ids);
        assertNotEquals(ids.get(0), ids.get(1));
    }

    @Test
    void theStrictestPrecisionRuleOfTheInputsIsKeptAndRecorded() {
        Environment eightLooks = RUNNER.withSettings(PrecisionTarget.of(0.02, 8).recordedSettings());
        Environment threeLooks = TWIN.withSettings(PrecisionTarget.of(0.05, 3).recordedSettings());
        BenchResult fixed = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult a = job(threeLooks, "21", "21.0.2", row("org.x.B.m", "ns/op", "21", cell(2, 100)));
        BenchResult b = job(eightLooks, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(3, 100)));
        ResultCombiner.Combined combined = strict.combine(List.of(in("fixed", fixed, 0), in("a", a, 1), in("b", b, 2)));
        assertEquals(8, combined.precision().maxLooks(), "the smallest per-look error rate wins");
        assertEquals("8", combined.environment().settings().get(PrecisionTarget.LOOKS_SETTING),
                "a merge of this merge keeps it too");
        assertEquals(null, strict.combine(List.of(in("fixed", fixed, 0))).precision(), "fixed forks: the fixed level");
        Environment edited = RUNNER.withSettings(Map.of(PrecisionTarget.TARGET_SETTING, "2%",
                PrecisionTarget.LOOKS_SETTING, "many"));
        assertEquals(null, strict.combine(List.of(in("x", job(edited, "17", "17.0.15",
                row("org.x.B.m", "ns/op", "17", cell(1, 100))), 0))).precision(), "an unreadable record is no rule");
    }

    @Test
    void inputsWithNoRowAndNoRuntimeInCommonAreRefusedNamingThem() {
        // Another project's results beside ours: merged, nothing would be compared.
        BenchResult ours = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)));
        BenchResult theirs = job(RUNNER, "25", "25.0.1", row("com.other.Q.run", "ns/op", "25", cell(2, 100)));
        BenchResult ours25 = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(3, 90)));
        MergeException e = assertThrows(MergeException.class,
                () -> strict.combine(List.of(in("a/results.json", ours, 0), in("other/results.json", theirs, 1))));
        assertEquals("bench.inputs a/results.json and other/results.json have no row (benchmark, params and mode) and"
                + " no runtime in common: merged, the table would compare nothing and show each one's rows as not"
                + " measured on the other's runtimes. Merge results of the same benchmarks (is one from another"
                + " project, or measured with other bench.params?)", e.getMessage());
        // Ours on 25 shares a row with ours on 17 and a column with theirs: all three are linked.
        assertEquals(List.of("17", "25"), ids(strict.combine(List.of(in("a", ours, 0), in("b", ours25, 1),
                in("c", theirs, 2)))));
        MergeException three = assertThrows(MergeException.class, () -> strict.combine(List.of(
                in("a/results.json", ours, 0), in("b/results.json", ours25, 1),
                in("x/results.json", job(LAPTOP, "21", "21.0.2", row("com.other.Q.run", "ns/op", "21", cell(4, 1))), 2))));
        assertTrue(three.getMessage().startsWith("bench.inputs {a/results.json, b/results.json} and x/results.json have"),
                three.getMessage());
    }

    @Test
    void inputsOfOneColumnOrOneShardSetNeedNoRowInCommon() {
        // Modules measured apart on one JDK: their rows fill the same column.
        BenchResult moduleA = job(RUNNER, "17", "17.0.15", row("org.x.A.m", "ns/op", "17", cell(1, 100)));
        BenchResult moduleB = job(TWIN, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(2, 100)));
        assertEquals(2, strict.combine(List.of(in("a", moduleA, 0), in("b", moduleB, 1))).rows().size());
        // Shards of one matrix on runners of different types: two columns, no row in common, still one run.
        BenchResult shard1 = job(RUNNER, "17", "17.0.15", row("org.x.B.a", "ns/op", "17", cell(1, 100)))
                .withShard(new Shard(1, 2));
        BenchResult shard2 = job(LAPTOP, "17", "17.0.15", row("org.x.B.b", "ns/op", "17", cell(2, 100)))
                .withShard(new Shard(2, 2));
        assertEquals(List.of("17", "17_2"), ids(strict.combine(List.of(in("s1", shard1, 0), in("s2", shard2, 1)))));
    }

    @Test
    void aRowOneInputLacksSaysWhichInputNotThatItWasSkipped() {
        BenchResult on17 = job(RUNNER, "17", "17.0.15", row("org.x.B.m", "ns/op", "17", cell(1, 100)),
                row("org.x.B.extra", "ns/op", "17", cell(2, 100)));
        BenchResult on25 = job(RUNNER, "25", "25.0.1", row("org.x.B.m", "ns/op", "25", cell(3, 90)));
        ResultCombiner.Combined combined = strict.combine(List.of(in("jdk17/results.json", on17, 0),
                in("jdk25/results.json", on25, 1)));
        Cell absent = combined.rows().stream().filter(r -> r.benchmark().equals("org.x.B.extra")).findFirst()
                .orElseThrow().cells().get("25");
        assertEquals(CellStatus.SKIPPED, absent.status());
        assertEquals("not in jdk25/results.json", absent.message());
    }

    private static MergeInput in(String source, BenchResult result, int group) {
        return MergeInput.listed(source, result, group);
    }

    private static BenchResult job(Environment env, String id, String version, Row... rows) {
        int feature = version.startsWith("1.") ? Integer.parseInt(version.split("\\.")[1])
                : Integer.parseInt(version.split("\\.")[0]);
        RuntimeInfo runtime = RuntimeInfo.builder(id).requested(id).javaVersion(version).featureVersion(feature)
                .vendor("Vendor").javaHome("/opt/jdk-" + id).baseline(true).hostName(env.hostName()).jmhVersion("1.37")
                .build();
        return new BenchResult(BenchResult.SCHEMA_VERSION, env, List.of(runtime), new ArrayList<>(List.of(rows)),
                List.of());
    }

    private static Row row(String benchmark, String unit, String runtime, Cell cell) {
        return Row.builder(benchmark, "avgt").unit(unit).cells(Map.of(runtime, cell)).build();
    }

    private static double score(ResultCombiner.Combined combined, String runtime) {
        return combined.rows().get(0).cells().get(runtime).score();
    }

    private static List<String> ids(ResultCombiner.Combined combined) {
        return combined.runtimes().stream().map(RuntimeInfo::id).toList();
    }
}
