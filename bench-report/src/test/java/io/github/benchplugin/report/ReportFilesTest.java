package io.github.benchplugin.report;

import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ReportFilesTest {

    @TempDir
    Path out;

    @Test
    void writesTheFourFilesAsEachRendererAloneWould() throws Exception {
        BenchResult result = SampleResult.twoRuntimes();
        new ReportFiles().write(result, out);
        SchemaCheck.assertValidResults(out.resolve("results.json"));
        assertEquals(result, new ResultJsonReader().read(out.resolve("results.json")));
        assertEquals(new MarkdownRenderer().render(result), Files.readString(out.resolve("results.md")));
        assertEquals(new CsvRenderer().render(result), Files.readString(out.resolve("results.csv")));
        assertEquals(new HtmlRenderer().render(result), Files.readString(out.resolve("results.html")));
    }

    @Test
    void aFailedResultsJsonIsReportedAfterTheReportsAreWritten() throws Exception {
        // A non-empty directory where results.json belongs: the atomic move onto it fails.
        Files.createDirectories(out.resolve("results.json").resolve("in-the-way"));
        assertThrows(IOException.class, () -> new ReportFiles().write(SampleResult.twoRuntimes(), out));
        assertEquals(new MarkdownRenderer().render(SampleResult.twoRuntimes()), Files.readString(out.resolve("results.md")));
    }
}
