package io.github.benchplugin.report.table;

import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a reader of a large suite sees: warnings said once per code, one Params column, no 1-fork intervals. */
class ReadableAtScaleTest {

    @Test
    void warningsOfOneCodeAreOneEntryWithTheAdviceOnce() {
        BenchResult result = LargeResults.of(200, 2, 5);
        List<String> console = new ConsoleRenderer().warnings(result.warnings());
        assertEquals("Warnings:", console.get(1));
        assertTrue(console.get(2).startsWith("  HIGH_ERROR (20 rows): JMH error above 10% of the score [avgt]. "
                + LargeResults.HIGH_ERROR_ADVICE), console.get(2));
        assertEquals("    - org.example.suite.Bench0.method0 {kind=k0, size=0}, runtime 17: on 17, ±11% of the score.",
                console.get(3));
        assertEquals(2 + 1 + ConsoleRenderer.MAX_WARNING_ROWS + 1, console.size(), "ten rows, then a count");
        assertEquals("    ... and 10 more (results.md and results.html list them all)", console.get(console.size() - 1));

        String md = new MarkdownRenderer().render(result);
        assertEquals(1, count(md, LargeResults.HIGH_ERROR_ADVICE), "advice said once in results.md");
        assertEquals(20, count(md, "\n  - org.example.suite.Bench"), "every row listed under its code");
    }

    @Test
    void aLargeTableShowsTheLargestChangesInTheLogAndCountsTheFailedRowsOnce() {
        List<Row> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            rows.add(row("org.example.A.m" + i, Map.of()));
        }
        rows.add(50, Row.builder("org.example.Big.change", "avgt").unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(30, 1, null)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(3.0).ciLow(2.8).ciHigh(3.2)
                        .verdict(Verdict.SLOWER).pValue(0.01).build()))
                .build());
        rows.add(failedRow("org.example.Broken.m"));
        BenchResult result = new BenchResult(1, null, Fixtures.result(false).runtimes(), rows, List.of());

        List<String> log = new ConsoleRenderer().render(result);
        assertTrue(log.contains("The log shows 60 of 102 rows: of the 101 without a failed cell, the largest"
                + " faster/slower changes first; 1 row with failed cells: see results.md; every row is in results.md"
                + " and results.html."), log::toString);
        assertTrue(log.stream().anyMatch(l -> l.startsWith("Big.change")), "the largest change is shown");
        assertFalse(log.stream().anyMatch(l -> l.startsWith("Broken.m")), "a failed row is counted, not shown");
        assertTrue(log.stream().anyMatch(l -> l.startsWith(ResultTable.GEOMETRIC_MEAN)), "the summary stays");
        assertTrue(log.size() < 90, "about 60 rows, not 102: " + log.size());
        String md = new MarkdownRenderer().render(result);
        assertTrue(md.contains("A.m0 ") && md.contains("A.m99 ") && md.contains("Broken.m "), "results.md keeps every row");
    }

    /** The run that asked for this: 75 rows, 66 with a failed cell; the log showed 60 FAILED rows and no measured one. */
    @Test
    void mostlyFailedRowsLeaveTheMeasuredRowsInTheLogAndAreSummarisedOnce() {
        List<Row> rows = new java.util.ArrayList<>();
        List<Warning> warnings = new java.util.ArrayList<>();
        for (int i = 0; i < 75; i++) {
            if (i % 8 == 3) {
                rows.add(sameRow("org.example.Ok.m" + i));
            } else {
                rows.add(failedRow("org.example.Bad.m" + i));
                warnings.add(Warning.forRow(WarningCode.FAILED, "benchmark failed: on 21, setup threw",
                        rows.get(rows.size() - 1), "21"));
            }
        }
        BenchResult result = new BenchResult(1, null, Fixtures.result(false).runtimes(), rows, warnings);
        assertEquals(9, rows.stream().filter(r -> r.benchmark().startsWith("org.example.Ok")).count());

        List<String> log = new ConsoleRenderer().render(result);
        assertEquals(9, log.stream().filter(l -> l.startsWith("Ok.m")).count(), log::toString);
        assertEquals(0, log.stream().filter(l -> l.startsWith("Bad.m")).count(), log::toString);
        assertTrue(log.contains("The log shows 9 of 75 rows: every row without a failed cell; 66 rows with failed"
                + " cells: see FAILED below and results.md; every row is in results.md and results.html."), log::toString);
        assertTrue(log.stream().anyMatch(l -> l.startsWith("  FAILED (66 rows)")), log::toString);
    }

    @Test
    void aLargeTableWhoseRowsAllFailedSaysSoInOneLine() {
        List<Row> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 70; i++) {
            rows.add(failedRow("org.example.Bad.m" + i));
        }
        List<String> log = new ConsoleRenderer().render(
                new BenchResult(1, null, Fixtures.result(false).runtimes(), rows, List.of()));
        assertTrue(log.contains("The log shows 0 of 70 rows: none was measured without a failed cell; 70 rows with"
                + " failed cells: see results.md; every row is in results.md and results.html."), log::toString);
    }

    @Test
    void aSingleWarningKeepsItsWholeMessage() {
        List<String> console = new ConsoleRenderer().warnings(List.of(
                Warning.of(WarningCode.HIGH_ERROR, "error high: on 17, 12%. Run more forks.", "a.B.c", "17")));
        assertEquals("  HIGH_ERROR (a.B.c, runtime 17): error high: on 17, 12%. Run more forks.", console.get(2));
    }

    @Test
    void classesWithDifferentParametersShareOneParamsColumn() {
        Row a = row("org.example.A.m", Map.of("size", "10"));
        Row b = row("org.example.B.m", Map.of("mode", "fast", "depth", "3"));
        Row c = row("org.example.C.m", Map.of());
        ResultTable table = ResultTable.of(new BenchResult(1, null, Fixtures.result(false).runtimes(),
                List.of(a, b, c), List.of()));
        assertEquals(List.of("Benchmark", "Params", "Mode"), table.headers().subList(0, 3));
        assertEquals("size=10", table.rows().get(0).texts().get(1));
        assertEquals("depth=3, mode=fast", table.rows().get(1).texts().get(1));
        assertEquals("", table.rows().get(2).texts().get(1));
    }

    @Test
    void anIntervalFromOneForkIsNotPrintedAsNumbers() {
        Cell oneFork17 = Cell.builder(CellStatus.OK).score(10.0).samples(List.of(10.0, 10.1))
                .forkSamples(List.of(List.of(10.0, 10.1))).build();
        Cell oneFork21 = Cell.builder(CellStatus.OK).score(6.8).samples(List.of(6.8, 6.9))
                .forkSamples(List.of(List.of(6.8, 6.9))).build();
        Row row = Row.builder("org.example.A.m", "avgt").unit("ns/op").cells(Map.of("17", oneFork17, "21", oneFork21))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(0.68).ciLow(0.000022).ciHigh(21720.62)
                        .verdict(Verdict.UNKNOWN).note("1 fork").build()))
                .build();
        ResultTable table = ResultTable.of(new BenchResult(1, null, Fixtures.result(false).runtimes(), List.of(row), List.of()));
        String ratio = table.rows().get(0).texts().get(table.headers().indexOf("21 vs 17"));
        assertEquals("0.68 ±? ?", ratio);
        assertFalse(new MarkdownRenderer().render(new BenchResult(1, null, Fixtures.result(false).runtimes(), List.of(row),
                List.of())).contains("21,720"));
    }

    @Test
    void aHostileParamIsTextInMarkdownCsvAndTheLog() {
        String hostile = "<b onmouseover=alert(1)>x</b>|=cmd";
        Row row = row("org.example.A.m", Map.of("p", hostile));
        BenchResult result = new BenchResult(1, null, Fixtures.result(false).runtimes(), List.of(row),
                List.of(Warning.of(WarningCode.HIGH_ERROR, hostile, "org.example.A.m {p=" + hostile + "}", "17")));
        String md = new MarkdownRenderer().render(result);
        assertFalse(md.contains("<b"), md);
        assertTrue(md.contains("&lt;b onmouseover=alert(1)&gt;x&lt;/b&gt;\\|=cmd"), md);
        String csv = new CsvRenderer().render(result);
        assertTrue(csv.contains(",<b onmouseover=alert(1)>x</b>|=cmd\r\n"), csv);
        String formula = new CsvRenderer().render(new BenchResult(1, null, Fixtures.result(false).runtimes(),
                List.of(row("=cmd|' /C calc'!A0.x", Map.of())), List.of()));
        assertTrue(formula.contains("\r\n'=cmd|' /C calc'!A0.x,"), formula);
        new ConsoleRenderer().render(result).forEach(line -> assertFalse(line.contains("\n") || line.contains("\r")));
    }

    private static Row failedRow(String benchmark) {
        return Row.builder(benchmark, "avgt").unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Cell.failed("setup threw"))).build();
    }

    /** Measured on both runtimes, with a verdict that is no change (a dry run's verdicts are all unknown or same). */
    private static Row sameRow(String benchmark) {
        return Row.builder(benchmark, "avgt").unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(10, 1, null)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(1.0).ciLow(0.9).ciHigh(1.1)
                        .verdict(Verdict.UNDECIDED).pValue(0.5).build()))
                .build();
    }

    private static Row row(String benchmark, Map<String, String> params) {
        return Row.builder(benchmark, "avgt").params(params).unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(11, 1, null)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(1.1).ciLow(1.05).ciHigh(1.15)
                        .verdict(Verdict.SLOWER).pValue(0.01).build()))
                .build();
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            n++;
        }
        return n;
    }
}
