package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Warning;

import java.util.ArrayList;
import java.util.List;

/**
 * The shared table as aligned plain text for the build log. Lines are returned separately
 * because a logger prefixes each one ("[INFO] "); a single multi-line string would lose
 * the alignment of every line after the first.
 */
public final class ConsoleRenderer {

    /** Widest a benchmark name may get before it is cut with "…". */
    static final int MAX_BENCHMARK_WIDTH = 48;
    /** Widest a @Param value may get: some are whole JSON documents. */
    static final int MAX_PARAM_WIDTH = 24;
    /** Widest any other descriptive cell may get (a unit, a mode). */
    static final int MAX_OTHER_WIDTH = 32;
    private static final String GAP = "  ";

    public List<String> render(BenchResult result) {
        List<String> lines = new ArrayList<>();
        for (Fact fact : EnvironmentSummary.runtimes(result)) {
            lines.add(fact.label() + ": " + fact.value());
        }
        for (Fact fact : EnvironmentSummary.profiles(result)) {
            lines.add(fact.label() + ": " + fact.value());
        }
        lines.add("");
        lines.addAll(table(ResultTable.of(result)));
        lines.add("");
        lines.addAll(Legend.lines(result));
        lines.addAll(warnings(result.warnings()));
        return lines;
    }

    /** Just the table: header, rule, rows. */
    public List<String> table(ResultTable table) {
        List<Column> columns = table.columns();
        List<List<String>> texts = new ArrayList<>();
        texts.add(fit(columns, table.headers()));
        for (TableRow row : table.rows()) {
            texts.add(fit(columns, row.texts()));
        }
        int[] widths = new int[columns.size()];
        for (List<String> line : texts) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], Texts.width(line.get(i)));
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add(join(columns, widths, texts.get(0)));
        lines.add(rule(widths));
        for (int i = 1; i < texts.size(); i++) {
            if (table.rows().get(i - 1).summary()) {
                lines.add(rule(widths));
            }
            lines.add(join(columns, widths, texts.get(i)));
        }
        return lines;
    }

    public List<String> warnings(List<Warning> warnings) {
        List<String> lines = new ArrayList<>();
        if (warnings.isEmpty()) {
            return lines;
        }
        lines.add("");
        lines.add("Warnings:");
        for (Warning warning : warnings) {
            String context = WarningText.context(warning);
            lines.add("  " + WarningText.code(warning) + (context.isEmpty() ? "" : " (" + context + ")")
                    + ": " + WarningText.message(warning));
        }
        return lines;
    }

    private static List<String> fit(List<Column> columns, List<String> cells) {
        List<String> fitted = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            fitted.add(Texts.truncate(Texts.oneLine(cells.get(i)), maxWidth(columns.get(i).kind())));
        }
        return fitted;
    }

    /**
     * Numbers are never cut: their length is bounded by construction, and cutting could drop
     * the "(unisolated)" marker or the verdict, which must always be seen.
     */
    private static int maxWidth(ColumnKind kind) {
        if (kind.numeric()) {
            return Integer.MAX_VALUE;
        }
        return switch (kind) {
            case BENCHMARK -> MAX_BENCHMARK_WIDTH;
            case PARAM -> MAX_PARAM_WIDTH;
            default -> MAX_OTHER_WIDTH;
        };
    }

    private static String join(List<Column> columns, int[] widths, List<String> cells) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                line.append(GAP);
            }
            String cell = cells.get(i);
            String padding = " ".repeat(widths[i] - Texts.width(cell));
            line.append(columns.get(i).kind().numeric() ? padding + cell : cell + padding);
        }
        return line.toString().stripTrailing();
    }

    private static String rule(int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < widths.length; i++) {
            line.append(i > 0 ? GAP : "").append("-".repeat(widths[i]));
        }
        return line.toString();
    }
}
