package io.github.benchplugin.report;

import io.github.benchplugin.model.io.ResultJsonReaderFuzzTest;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/**
 * bench-model's reader fuzz (thousands of damaged results.json), with every report rendered from
 * each file the reader accepts: an accepted file that breaks a renderer is a hole in the reader.
 */
class RenderAcceptedResultsTest {

    @TempDir
    Path dir;

    @Test
    void everyAcceptedMutantRendersInEveryReport() throws Exception {
        ResultJsonReaderFuzzTest.fuzz(dir, RenderAcceptedResultsTest::renderAll);
    }

    private static void renderAll(BenchResult result) {
        new MarkdownRenderer().render(result);
        new CsvRenderer().render(result);
        new HtmlRenderer().render(result);
        new ConsoleRenderer().render(result);
        // Every metric column too (bench.metrics=all): metrics come from the file as much as scores do.
        MetricSelection all = MetricSelection.parse(MetricSelection.ALL);
        new MarkdownRenderer().render(result, ResultTable.of(result, all));
        new CsvRenderer(all).render(result);
        new ConsoleRenderer(all).render(result);
    }
}
