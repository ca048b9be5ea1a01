package io.github.benchplugin.model.previousrun;

import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import java.util.List;
import java.util.Map;

import static io.github.benchplugin.model.fixtures.Results.cell;
import static io.github.benchplugin.model.fixtures.Results.cells;
import static io.github.benchplugin.model.fixtures.Results.result;
import static io.github.benchplugin.model.fixtures.Results.row;
import static io.github.benchplugin.model.fixtures.Results.runtime;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PreviousRunComparisonTest {

    private static final String BENCH = "org.x.B.m";
    private static final Map<String, String> N10 = Map.of("n", "10");
    private static final RuntimeInfo JDK17 = runtime("17", "17.0.15", "box");

    private static BenchResult earlier(Row... rows) {
        return result(List.of(JDK17), List.of(rows));
    }

    private static PreviousRunComparison.Outcome compare(BenchResult earlier, List<RuntimeInfo> runtimes, Row... rows) {
        // Another host name than the earlier run's "box", on a machine of the same type.
        Environment now = Environment.builder("ci-runner-2").os("Linux").arch("amd64").cpus(8)
                .createdAt("2025-01-02T00:00:00Z").build();
        return new PreviousRunComparison(earlier).apply(List.of(rows), runtimes, now);
    }

    @Test
    void aChangeThatLetsTheJitRemoveTheWorkIsNoSpeedUp() {
        HarnessFloor floor = new HarnessFloor("avgt", 0.4, 0.01, "ns/op", List.of(0.40, 0.41, 0.39, 0.40, 0.40));
        RuntimeInfo withFloor = JDK17.withFloor(floor);
        BenchResult then = result(List.of(withFloor), List.of(row(BENCH, "avgt", N10, cells("17", cell(1, 230)))));
        var outcome = compare(then, List.of(withFloor), row(BENCH, "avgt", N10, cells("17", cell(2, 0.40))));
        Comparison c = outcome.rows().get(0).previous().get("17");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertTrue(c.note().startsWith("this run measured no work"), c.note());

        // And back: work the earlier run's JIT removed, kept now, is no regression either.
        var back = new PreviousRunComparison(result(List.of(withFloor),
                List.of(row(BENCH, "avgt", N10, cells("17", cell(3, 0.40)))))).apply(
                List.of(row(BENCH, "avgt", N10, cells("17", cell(4, 230)))), List.of(withFloor));
        Comparison b = back.rows().get(0).previous().get("17");
        assertEquals(Verdict.UNKNOWN, b.verdict());
        assertTrue(b.note().startsWith("the earlier run measured no work"), b.note());

        // A change that really makes the code cheap (2 ns, 5 empty calls, measurably more) is a speed-up.
        var faster = compare(then, List.of(withFloor), row(BENCH, "avgt", N10, cells("17", cell(5, 2.0))));
        assertEquals(Verdict.FASTER, faster.rows().get(0).previous().get("17").verdict());
    }

    @Test
    void sameCodeOnTheSameJdkIsSame() {
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(JDK17), row(BENCH, "avgt", N10, cells("17", cell(2, 100))));

        Comparison c = outcome.rows().get(0).previous().get("17");
        assertEquals(Verdict.SAME, c.verdict());
        assertEquals("previous:17", c.against());
        assertTrue(c.ciLow() <= 1 && c.ciHigh() >= 1, c.toString());
        assertEquals(List.of(), outcome.warnings());
    }

    @Test
    void tenPercentMoreTimePerOpIsSlower() {
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(JDK17), row(BENCH, "avgt", N10, cells("17", cell(2, 110))));

        Comparison c = outcome.rows().get(0).previous().get("17");
        assertEquals(Verdict.SLOWER, c.verdict());
        assertEquals(1.10, c.ratio(), 0.02, "earlier run is the baseline side: ratio = now / then");
    }

    @Test
    void tenPercentLessThroughputIsSlower() {
        BenchResult then = earlier(row(BENCH, "thrpt", Map.of(), cells("17", cell(1, 1000))));
        var outcome = compare(then, List.of(JDK17), row(BENCH, "thrpt", Map.of(), cells("17", cell(2, 900))));

        assertEquals(Verdict.SLOWER, outcome.rows().get(0).previous().get("17").verdict());
    }

    @Test
    void rowsMissingFromTheEarlierRunGetNoEntryAndOneWarning() {
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(JDK17),
                row(BENCH, "avgt", N10, cells("17", cell(2, 100))),
                row(BENCH, "avgt", Map.of("n", "20"), cells("17", cell(3, 100))),
                row(BENCH, "thrpt", N10, cells("17", cell(4, 100))),
                row("org.x.B.added", "avgt", Map.of(), cells("17", cell(5, 100))));

        List<Row> rows = outcome.rows();
        assertFalse(rows.get(0).previous().isEmpty());
        for (Row row : rows.subList(1, 4)) {
            assertTrue(row.previous().isEmpty(), "params, mode and name all identify a row: " + row.key());
        }
        assertEquals(1, outcome.warnings().size());
        Warning w = outcome.warnings().get(0);
        assertEquals(WarningCode.NOT_COMPARED, w.code());
        assertTrue(w.message().contains("3 of 4 row(s)"), w.message());
        assertTrue(w.message().contains("org.x.B.added avgt"), w.message());
    }

    @Test
    void runtimesAreMatchedByIdOnly() {
        RuntimeInfo jdk21 = runtime("21", "21.0.7", "box");
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(JDK17, jdk21),
                row(BENCH, "avgt", N10, cells("17", cell(2, 100), "21", cell(3, 100))));

        assertEquals(List.of("17"), List.copyOf(outcome.rows().get(0).previous().keySet()));
        Warning w = outcome.warnings().get(0);
        assertEquals(WarningCode.NOT_COMPARED, w.code());
        assertTrue(w.message().contains("runtime(s) 21 are not in it (it has 17"), w.message());
    }

    @Test
    void anotherJdkBuildOrMachineStillGetsAVerdictButAWarning() {
        Machine otherType = new Machine("Intel(R) Xeon(R) Platinum 8370C", 2, 8L << 30, "Linux 6.5", "amd64", "6.5.0");
        RuntimeInfo patched = runtime("17", "17.0.16", "ci-2").withMachine(otherType);
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(patched), row(BENCH, "avgt", N10, cells("17", cell(2, 120))));

        assertEquals(Verdict.SLOWER, outcome.rows().get(0).previous().get("17").verdict());
        Warning w = outcome.warnings().get(0);
        assertEquals(WarningCode.PREVIOUS_MISMATCH, w.code());
        assertEquals("17", w.runtime());
        assertTrue(w.message().contains("Java 17.0.15 then, 17.0.16 now"), w.message());
        assertTrue(w.message().contains("machine unknown CPU, 8 cpus, Linux amd64 then, Intel(R) Xeon(R) Platinum 8370C,"
                + " 2 cpus, 8 GiB, Linux 6.5 amd64, kernel 6.5.0 now"), w.message());
    }

    @Test
    void anotherRunnerOfTheSameTypeIsNoMismatch() {
        RuntimeInfo sameJdkOtherHost = runtime("17", "17.0.15", "fv-az999");
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(sameJdkOtherHost), row(BENCH, "avgt", N10, cells("17", cell(2, 100))));
        assertTrue(outcome.warnings().isEmpty(), outcome.warnings().toString());
    }

    @Test
    void aChangedUnitGivesNoRatio() {
        Row then = Row.builder(BENCH, "avgt").params(N10).unit("us/op").cells(cells("17", cell(1, 0.1))).build();
        var outcome = compare(earlier(then), List.of(JDK17), row(BENCH, "avgt", N10, cells("17", cell(2, 100))));

        Comparison c = outcome.rows().get(0).previous().get("17");
        assertEquals(Verdict.UNKNOWN, c.verdict());
        assertNull(c.ratio());
        assertTrue(c.note().contains("bench.timeUnit"), c.note());
    }

    @Test
    void aFailedCellIsComparedAsUnknown() {
        BenchResult then = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(then, List.of(JDK17), row(BENCH, "avgt", N10, cells("17", Cell.failed("boom"))));

        assertEquals(Verdict.UNKNOWN, outcome.rows().get(0).previous().get("17").verdict());
    }

    @Test
    void theAssemblerAddsPreviousAfterTheRuntimeComparisons() {
        RuntimeInfo jdk21 = runtime("21", "21.0.7", "box");
        BenchResult then = result(List.of(JDK17, jdk21),
                List.of(row(BENCH, "avgt", N10, cells("17", cell(1, 100), "21", cell(2, 100)))));
        Row now = row(BENCH, "avgt", N10, cells("17", cell(3, 100), "21", cell(4, 130)));

        BenchResult result = new ReportAssembler(null, then, false)
                .assemble(then.environment(), List.of(JDK17, jdk21), List.of(now), List.of());

        Row row = result.rows().get(0);
        assertEquals(Verdict.SLOWER, row.comparisons().get("21").verdict());
        assertEquals(Verdict.SAME, row.previous().get("17").verdict());
        assertEquals(Verdict.SLOWER, row.previous().get("21").verdict());
        assertTrue(result.warnings().stream().noneMatch(w -> w.code() == WarningCode.NOT_COMPARED));
    }

    @Test
    void previousIsLeftOutOfResultsJsonWhenEmpty() throws Exception {
        BenchResult without = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        String plain = new ResultJsonWriter().toJson(without);
        SchemaCheck.assertValidResultsText(plain);
        assertFalse(plain.contains("\"previous\""));

        var outcome = compare(without, List.of(JDK17), row(BENCH, "avgt", N10, cells("17", cell(2, 100))));
        BenchResult with = result(List.of(JDK17), outcome.rows());
        String compared = new ResultJsonWriter().toJson(with);
        SchemaCheck.assertValidResultsText(compared);
        assertTrue(compared.contains("\"previous\""));
    }

    @Test
    void resultsJsonReadsBackWithAndWithoutPrevious(@TempDir Path dir) throws Exception {
        BenchResult plain = earlier(row(BENCH, "avgt", N10, cells("17", cell(1, 100))));
        var outcome = compare(plain, List.of(JDK17), row(BENCH, "avgt", N10, cells("17", cell(2, 110))));
        BenchResult with = result(List.of(JDK17), outcome.rows());
        new ResultJsonWriter().write(plain, dir.resolve("plain.json"));
        new ResultJsonWriter().write(with, dir.resolve("with.json"));
        SchemaCheck.assertValidResults(dir.resolve("plain.json"));
        SchemaCheck.assertValidResults(dir.resolve("with.json"));

        assertEquals(Map.of(), new ResultJsonReader().read(dir.resolve("plain.json")).rows().get(0).previous());
        Comparison back = new ResultJsonReader().read(dir.resolve("with.json")).rows().get(0).previous().get("17");
        assertEquals(outcome.rows().get(0).previous().get("17"), back);
    }
}
