package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Results a crash or an early interrupt can leave behind: reports must still be written. */
class EdgeCasesTest {

    @Test
    void anEmptyResultRendersInEveryFormat() {
        BenchResult empty = new BenchResult(1, null, List.of(), List.of(), List.of());
        assertTrue(new MarkdownRenderer().render(empty).contains("## Warnings"));
        assertEquals(1, new CsvRenderer().render(empty).split("\r\n").length);
        assertTrue(new HtmlRenderer().render(empty).endsWith("</html>\n"));
        assertFalse(new ConsoleRenderer().render(empty).isEmpty());
    }

    @Test
    void aSingleRuntimeHasNoRatiosAndNoGeometricMean() {
        RuntimeInfo only = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .baseline(true).build();
        Row row = Row.builder("org.example.A.m", "sample").cells(Map.of("17", Fixtures.ok(5, 0.5, null))).build();
        BenchResult single = new BenchResult(1, null, List.of(only), List.of(row), List.of());
        ResultTable table = ResultTable.of(single);
        assertEquals(List.of("Benchmark", "Mode", "17 baseline"), table.headers());
        assertEquals(1, table.rows().size());
        assertTrue(new HtmlRenderer().render(single).contains("A.m (sample, ?, lower is better)"));
    }
}
