package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.markdown.ProfilerFilesMarkdown;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilerFilesTest {

    private static BenchResult profiled() {
        BenchResult plain = Fixtures.result(false);
        Row first = plain.rows().get(0);
        var cells = new LinkedHashMap<>(first.cells());
        cells.put("17", cells.get("17").withProfilerFiles(List.of(
                "profiles/17/org.acme.B.m-n=1-avgt/jfr-profile.jfr", "profiles/17/org.acme.B.m-n=1-avgt/stack.txt")));
        Row withFiles = Row.builder(first.benchmark(), first.mode()).params(first.params()).unit(first.unit())
                .cells(cells).comparisons(first.comparisons()).baselineRatio(first.baselineRatio()).build();
        List<Row> rows = new java.util.ArrayList<>(plain.rows());
        rows.set(0, withFiles);
        return plain.withRows(rows);
    }

    @Test
    void resultsMdListsEachCellsFilesUnderTheirOwnHeading() {
        String md = new MarkdownRenderer().render(profiled());
        assertTrue(md.contains("## Profiler files"), md);
        assertTrue(md.contains("[jfr-profile.jfr](profiles/17/org.acme.B.m-n=1-avgt/jfr-profile.jfr)"), md);
        assertTrue(md.contains("[stack.txt](profiles/17/org.acme.B.m-n=1-avgt/stack.txt)"), md);
    }

    @Test
    void resultsHtmlLinksThemRelatively() {
        String html = new HtmlRenderer().render(profiled());
        assertTrue(html.contains("<section id=\"profiles\">"), html);
        assertTrue(html.contains("<a href=\"profiles/17/org.acme.B.m-n=1-avgt/jfr-profile.jfr\">jfr-profile.jfr</a>"));
    }

    @Test
    void withoutProfilersThereIsNoSection() {
        assertEquals("", ProfilerFilesMarkdown.section(Fixtures.result(false)));
        assertTrue(!new HtmlRenderer().render(Fixtures.result(false)).contains("id=\"profiles\""));
    }
}
