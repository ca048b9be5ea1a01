package io.github.benchplugin.isolation;

import io.github.benchplugin.render.Texts;

import java.util.ArrayList;
import java.util.List;

/**
 * The divergence table for the build log: aligned plain-text lines (the logger prefixes each
 * one), followed by what divergence means.
 */
public final class IsolationConsole {

    private static final String GAP = "  ";
    /** Columns 0-2 are names; the rest are numbers and are right-aligned. */
    private static final int FIRST_NUMERIC = 3;

    public List<String> render(IsolationReport report) {
        List<String> lines = new ArrayList<>();
        if (report.entries().isEmpty()) {
            lines.add("Isolation check: no benchmark was measured both ways.");
        } else {
            List<List<String>> texts = new ArrayList<>();
            texts.add(IsolationTable.HEADER);
            texts.addAll(IsolationTable.rows(report));
            int[] widths = new int[IsolationTable.HEADER.size()];
            texts.forEach(row -> {
                for (int i = 0; i < widths.length; i++) {
                    widths[i] = Math.max(widths[i], Texts.width(row.get(i)));
                }
            });
            lines.add("Isolation check (largest divergence first):");
            for (List<String> row : texts) {
                lines.add(join(row, widths));
            }
        }
        report.notCompared().forEach(why -> lines.add("  not compared: " + why));
        lines.add(IsolationMarkdown.MEANING);
        return lines;
    }

    private static String join(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = Texts.oneLine(cells.get(i));
            String padding = " ".repeat(Math.max(0, widths[i] - Texts.width(cell)));
            line.append(i > 0 ? GAP : "").append(i >= FIRST_NUMERIC ? padding + cell : cell + padding);
        }
        return line.toString().stripTrailing();
    }
}
