package io.github.benchplugin.report.markdown;

import io.github.benchplugin.report.table.TableRow;
import io.github.benchplugin.report.table.TextTable;

import java.util.List;
import java.util.stream.Collectors;

/** Any {@link TextTable} as a GitHub-flavoured Markdown table, every cell escaped, numbers right-aligned. */
public final class MarkdownTable {

    private MarkdownTable() {
    }

    public static String of(TextTable table) {
        StringBuilder md = new StringBuilder();
        md.append(line(table.headers()));
        md.append(table.columns().stream()
                .map(c -> c.rightAligned() ? "---:" : "---")
                .collect(Collectors.joining(" | ", "| ", " |\n")));
        for (TableRow row : table.rows()) {
            md.append(line(row.texts()));
        }
        return md.toString();
    }

    private static String line(List<String> cells) {
        return cells.stream()
                .map(MarkdownText::escape)
                .collect(Collectors.joining(" | ", "| ", " |\n"));
    }
}
