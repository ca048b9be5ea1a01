package io.github.benchplugin.render;

import io.github.benchplugin.analysis.RowLabel;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The files bench.profilers wrote, per row and runtime, as results.md and results.html list them
 * in a section of their own under the table. Paths are relative to the output directory, where
 * both reports are, so a link works wherever the folder is copied.
 */
final class ProfilerFiles {

    static final String HEADING = "Profiler files";

    /** One row on one runtime and its files. */
    record Entry(String row, String mode, String runtime, List<String> files) {
    }

    private ProfilerFiles() {
    }

    static List<Entry> of(BenchResult result) {
        List<Entry> entries = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Map.Entry<String, Cell> cell : row.cells().entrySet()) {
                if (!cell.getValue().profilerFiles().isEmpty()) {
                    entries.add(new Entry(RowLabel.of(row), row.mode(), cell.getKey(), cell.getValue().profilerFiles()));
                }
            }
        }
        return entries;
    }

    /** A Markdown section, or "" when no profiler ran. */
    static String markdown(BenchResult result) {
        List<Entry> entries = of(result);
        if (entries.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("## " + HEADING + "\n\n");
        for (Entry e : entries) {
            md.append("- ").append(MarkdownText.escape(e.row() + " [" + e.mode() + "] on " + e.runtime())).append(": ");
            List<String> links = e.files().stream()
                    .map(f -> "[" + MarkdownText.escape(fileName(f)) + "](" + f.replace(" ", "%20") + ")").toList();
            md.append(String.join(", ", links)).append('\n');
        }
        return md.append('\n').toString();
    }

    /** An HTML section, or "" when no profiler ran. */
    static String html(BenchResult result) {
        List<Entry> entries = of(result);
        if (entries.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<section id=\"profiles\">\n<h2>" + HEADING + "</h2>\n<ul>\n");
        for (Entry e : entries) {
            html.append("<li>").append(HtmlText.escape(e.row() + " [" + e.mode() + "] on " + e.runtime())).append(": ");
            List<String> links = e.files().stream().map(f -> "<a href=\"" + HtmlText.escape(f) + "\">"
                    + HtmlText.escape(fileName(f)) + "</a>").toList();
            html.append(String.join(", ", links)).append("</li>\n");
        }
        return html.append("</ul>\n</section>\n").toString();
    }

    /** The part below the row's folder: "jfr-profile.jfr", "round-2/stack.txt". */
    private static String fileName(String path) {
        String[] parts = path.split("/");
        return parts.length > 3 ? String.join("/", java.util.Arrays.copyOfRange(parts, 3, parts.length)) : path;
    }
}
