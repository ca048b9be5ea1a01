package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlText;
import io.github.benchplugin.report.markdown.MarkdownText;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The files bench.profilers wrote, per row and runtime, as results.md and results.html list them
 * in a section of their own under the table. Paths are relative to the output directory, where
 * both reports are, so a link works wherever the folder is copied.
 */
public final class ProfilerFiles {

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
                    entries.add(new Entry(row.label(), row.mode(), cell.getKey(), cell.getValue().profilerFiles()));
                }
            }
        }
        return entries;
    }

    /** A Markdown section, or "" when no profiler ran. */
    public static String markdown(BenchResult result) {
        return section(result, "## " + HEADING + "\n\n", e -> "- " + MarkdownText.escape(label(e)) + ": "
                + links(e, f -> "[" + MarkdownText.escape(fileName(f)) + "](" + f.replace(" ", "%20") + ")") + "\n", "\n");
    }

    /** An HTML section, or "" when no profiler ran. */
    public static String html(BenchResult result) {
        return section(result, "<section id=\"profiles\">\n<h2>" + HEADING + "</h2>\n<ul>\n",
                e -> "<li>" + HtmlText.escape(label(e)) + ": " + links(e, f -> "<a href=\"" + HtmlText.escape(f)
                        + "\">" + HtmlText.escape(fileName(f)) + "</a>") + "</li>\n", "</ul>\n</section>\n");
    }

    private static String section(BenchResult result, String open, Function<Entry, String> item, String close) {
        List<Entry> entries = of(result);
        if (entries.isEmpty()) {
            return "";
        }
        return open + entries.stream().map(item).collect(Collectors.joining()) + close;
    }

    private static String label(Entry e) {
        return e.row() + " [" + e.mode() + "] on " + e.runtime();
    }

    private static String links(Entry e, Function<String, String> link) {
        return e.files().stream().map(link).collect(Collectors.joining(", "));
    }

    /** The part below the row's folder: "jfr-profile.jfr", "round-2/stack.txt". */
    private static String fileName(String path) {
        String[] parts = path.split("/");
        return parts.length > 3 ? String.join("/", java.util.Arrays.copyOfRange(parts, 3, parts.length)) : path;
    }
}
