package io.github.benchplugin.report.table;

import io.github.benchplugin.report.csv.CsvRendererTest;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.compareTo in every format: a "vs previous" column per runtime, four CSV columns. */
class PreviousColumnTest {

    private static final Comparison SLOWER = Comparison.builder("previous:21").ratio(1.12).ciLow(1.08).ciHigh(1.16)
            .verdict(Verdict.SLOWER).pValue(0.001).build();
    private static final Comparison SAME = Comparison.builder("previous:17").ratio(1.01).ciLow(0.98).ciHigh(1.04)
            .verdict(Verdict.UNDECIDED).pValue(0.5).build();

    /** The fixture with a previous comparison on its first row only. */
    private static BenchResult withPrevious() {
        BenchResult plain = Fixtures.result(false);
        List<Row> rows = new ArrayList<>(plain.rows());
        rows.set(0, rows.get(0).withPrevious(Map.of("17", SAME, "21", SLOWER)));
        return new BenchResult(plain.schemaVersion(), plain.environment(), plain.runtimes(), rows, plain.warnings());
    }

    @Test
    void theTableGetsAVsPreviousColumnPerRuntimeAfterTheRatios() {
        ResultTable table = ResultTable.of(withPrevious());

        List<String> headers = table.headers();
        int at = headers.indexOf("17 vs previous");
        assertEquals(headers.indexOf("21 vs 17") + 1, at, headers.toString());
        assertEquals("21 vs previous", headers.get(at + 1));
        assertEquals(ColumnKind.PREVIOUS, table.columns().get(at).kind());
        assertTrue(ColumnKind.PREVIOUS.numeric());

        TableRow plus = table.rows().get(0);
        assertEquals("1.01 [0.98–1.04] ~", plus.texts().get(at));
        assertEquals("1.12 [1.08–1.16] slower", plus.texts().get(at + 1));
        assertEquals(CellTone.of(Verdict.SLOWER), plus.cells().get(at + 1).tone());
        assertEquals("-", table.rows().get(1).texts().get(at), "a row absent from the earlier run");
        assertEquals("", table.rows().get(table.rows().size() - 1).texts().get(at), "no geometric mean of it");
    }

    @Test
    void noColumnWithoutAnEarlierRun() {
        assertTrue(ResultTable.of(Fixtures.result(false)).headers().stream().noneMatch(h -> h.contains("previous")));
    }

    @Test
    void consoleMarkdownAndHtmlShowIt() {
        BenchResult result = withPrevious();
        String console = String.join("\n", new ConsoleRenderer().render(result));
        String markdown = new MarkdownRenderer().render(result).replace("\\", ""); // unescape [ ] ~
        String html = new HtmlRenderer().render(result);
        for (String text : List.of(console, markdown, html)) {
            assertTrue(text.contains("21 vs previous"), text);
            assertTrue(text.contains("1.12 [1.08–1.16] slower"), text);
            assertTrue(text.contains("vs previous: score / score of the same row"), "legend: " + text);
        }
    }

    @Test
    void csvAppendsFourPreviousColumns() {
        List<String> header = CsvRenderer.HEADER;
        int at = header.indexOf("previousRatio");
        assertEquals(List.of("previousRatio", "previousCiLow", "previousCiHigh", "previousVerdict"),
                header.subList(at, at + 4));

        List<Map<String, String>> records = CsvRendererTest.parse(new CsvRenderer().render(withPrevious()));
        Map<String, String> plus21 = records.get(1);
        assertEquals("21", plus21.get("runtime"));
        assertEquals("1.12", plus21.get("previousRatio"));
        assertEquals("1.08", plus21.get("previousCiLow"));
        assertEquals("1.16", plus21.get("previousCiHigh"));
        assertEquals("slower", plus21.get("previousVerdict"));
        assertEquals("undecided", records.get(0).get("previousVerdict"));
        assertEquals("", records.get(2).get("previousRatio"), "empty where the earlier run had no such row");
        assertFalse(records.get(2).get("previousVerdict").contains("unknown"));
    }
}
