package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;

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

    public static final String HEADING = "Profiler files";

    /** One row on one runtime and its files. */
    public record Entry(String row, String mode, String runtime, List<String> files) {

        /** "org.acme.B.m n=1 [avgt] on 17". */
        public String label() {
            return row + " [" + mode + "] on " + runtime;
        }

        /** Each file as the link target and its text, joined as a list. */
        public String links(Function<String, String> link) {
            return files.stream().map(link).collect(Collectors.joining(", "));
        }
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

    /**
     * The section a format writes, or "" when no profiler ran: {@code open}, one {@code item} per row
     * and runtime, {@code close}. Each format (markdown, html) brings its own markup and escaping.
     */
    public static String section(BenchResult result, String open, Function<Entry, String> item, String close) {
        List<Entry> entries = of(result);
        if (entries.isEmpty()) {
            return "";
        }
        return open + entries.stream().map(item).collect(Collectors.joining()) + close;
    }

    /** The part below the row's folder: "jfr-profile.jfr", "round-2/stack.txt". */
    public static String fileName(String path) {
        String[] parts = path.split("/");
        return parts.length > 3 ? String.join("/", java.util.Arrays.copyOfRange(parts, 3, parts.length)) : path;
    }
}
