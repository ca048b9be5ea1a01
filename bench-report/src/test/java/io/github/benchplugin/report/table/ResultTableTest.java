package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultTableTest {

    /** A ratio cell: nothing, a marker word, or a ratio that always carries an interval and a verdict. */
    private static final Pattern RATIO_CELL = Pattern.compile(
            "-|baseline|\\?"
                    + "|[\\d.,]+ (\\[[\\d.,]+–[\\d.,]+\\]|±\\?) (faster|slower|same|~( \\(±[\\d.]+%\\))?|\\?)( \\(unisolated\\))?");

    @Test
    void columnsFollowTheLayout() {
        ResultTable table = ResultTable.of(Fixtures.result(true));
        assertEquals(List.of("Benchmark", "label", "n", "Mode", "Unit",
                "17 baseline", "21 UNISOLATED", "21 vs 17 UNISOLATED",
                "17 ratio to plus", "21 ratio to plus UNISOLATED",
                "17 alloc/op", "21 alloc/op UNISOLATED"), table.headers());
    }

    @Test
    void everyRowIsPresentThenTheGeometricMean() {
        ResultTable table = ResultTable.of(Fixtures.result(false));
        List<String> names = table.rows().stream().map(r -> r.texts().get(0)).toList();
        assertEquals(List.of("ConcatBench.plus", "ConcatBench.builder", "Evil.run", "Misc.count", "Geometric mean"), names);
        assertTrue(table.rows().get(4).summary());
        table.rows().forEach(r -> assertEquals(table.columns().size(), r.cells().size()));
        assertEquals("org.example.ConcatBench.plus", table.rows().get(0).cells().get(0).detail());
    }

    @Test
    void everyNumberFromTheUnisolatedRuntimeCarriesTheMarker() {
        ResultTable table = ResultTable.of(Fixtures.result(true));
        int marked = 0;
        for (TableRow row : table.rows()) {
            for (int i = 0; i < table.columns().size(); i++) {
                Column column = table.columns().get(i);
                TableCell cell = row.cells().get(i);
                if ("21".equals(column.runtimeId()) && cell.text().matches(".*\\d.*")) {
                    assertTrue(cell.text().endsWith(ResultTable.UNISOLATED_MARK), cell.text());
                    assertTrue(cell.unisolated());
                    marked++;
                }
            }
        }
        // plus: score, ratio, alloc; builder: score, ratio, baseline ratio, alloc; geometric mean.
        assertEquals(8, marked);
    }

    @Test
    void anIsolatedResultHasNoMarkers() {
        ResultTable table = ResultTable.of(Fixtures.result(false));
        table.headers().forEach(h -> assertFalse(h.contains("UNISOLATED"), h));
        table.rows().forEach(r -> r.texts().forEach(t -> assertFalse(t.contains("unisolated"), t)));
    }

    @Test
    void ratiosAlwaysShowTheirUncertaintyAndVerdict() {
        ResultTable table = ResultTable.of(Fixtures.result(true));
        for (TableRow row : table.rows()) {
            if (row.summary()) {
                continue;
            }
            for (int i = 0; i < table.columns().size(); i++) {
                ColumnKind kind = table.columns().get(i).kind();
                if (kind == ColumnKind.RATIO || kind == ColumnKind.BASELINE_RATIO) {
                    String text = row.cells().get(i).text();
                    assertTrue(RATIO_CELL.matcher(text).matches(), text);
                }
            }
        }
        TableRow plus = table.rows().get(0);
        assertEquals("0.42 [0.40–0.44] faster (unisolated)", plus.texts().get(7));
        TableRow builder = table.rows().get(1);
        assertEquals("1.01 [0.97–1.05] ~ (unisolated)", builder.texts().get(7));
        assertEquals("0.020 [0.019–0.021] faster", builder.texts().get(8));
        assertEquals("0.048 ±? ? (unisolated)", builder.texts().get(9));
        assertEquals(CellTone.FASTER, plus.cells().get(7).tone());
    }

    @Test
    void failedAndSkippedCellsSaySo() {
        ResultTable table = ResultTable.of(Fixtures.result(false));
        TableCell failed = table.rows().get(2).cells().get(6);
        assertEquals("FAILED", failed.text());
        assertEquals(CellTone.FAILED, failed.tone());
        assertEquals(Fixtures.FORMULA_MESSAGE, failed.detail());
        assertEquals("skipped", table.rows().get(3).texts().get(6));
        assertEquals("-", table.rows().get(3).texts().get(11), "no allocation number for a skipped cell");
    }

    @Test
    void aSharedUnitGoesIntoTheHeaders() {
        BenchResult full = Fixtures.result(false);
        BenchResult sameUnit = new BenchResult(1, full.environment(), full.runtimes(),
                full.rows().subList(0, 2), List.of());
        ResultTable table = ResultTable.of(sameUnit);
        assertFalse(table.headers().contains("Unit"));
        assertTrue(table.headers().contains("17 baseline (ns/op)"), table.headers().toString());
    }

    @Test
    void sameSimpleNameInTwoPackagesKeepsFullNames() {
        RuntimeInfo only = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).hostName("h").build();
        Row a = Row.builder("a.X.m", "avgt").unit("ns/op").cells(Map.of("17", Fixtures.ok(1, 0.1, null))).build();
        Row b = Row.builder("b.X.m", "avgt").unit("ns/op").cells(Map.of("17", Fixtures.ok(2, 0.1, null))).build();
        Row c = Row.builder("b.Y.m", "avgt").unit("ns/op").cells(Map.of("17", Fixtures.ok(3, 0.1, null))).build();
        ResultTable table = ResultTable.of(new BenchResult(1, null, List.of(only), List.of(a, b, c), List.of()));
        assertEquals(List.of("a.X.m", "b.X.m", "Y.m"), table.rows().stream().map(r -> r.texts().get(0)).toList());
    }
}
