package io.github.benchplugin.report.text;

import io.github.benchplugin.report.table.TextTable;
import io.github.benchplugin.report.table.Column;
import io.github.benchplugin.report.table.ColumnKind;
import io.github.benchplugin.report.table.TableRow;
import io.github.benchplugin.report.table.Texts;

import java.util.ArrayList;
import java.util.List;

/**
 * Any {@link TextTable} as aligned plain-text lines for the build log. Lines are returned
 * separately because a logger prefixes each one ("[INFO] "). A table wider than the log
 * ({@link #MAX_LINE}) is wrapped into blocks of runtime columns, each repeating the
 * descriptive columns (benchmark, params, mode), instead of one line a terminal folds
 * unreadably.
 */
public final class ConsoleTable {

    /** 120 columns minus the 7 of Maven's "[INFO] " prefix. */
    public static final int MAX_LINE = 113;
    /** Widest a benchmark name may get before it is cut with "…". */
    static final int MAX_BENCHMARK_WIDTH = 48;
    /** Widest a @Param value (or the whole Params cell) may get: some are whole JSON documents. */
    static final int MAX_PARAM_WIDTH = 24;
    /**
     * Widest a parameter cell may grow when {@link #MAX_PARAM_WIDTH} would cut away what tells rows apart:
     * commons-rng's "dimension=4, size=1000, type=Baseline" and "..., type=BaselineIf" were four identical
     * lines "dimension=4, size=1000,…" in a 33-row table.
     */
    static final int MAX_DISTINGUISHING_PARAM_WIDTH = 64;
    /** Widest any other descriptive cell may get (a unit, a mode). */
    static final int MAX_OTHER_WIDTH = 32;
    private static final String GAP = "  ";

    private final int maxLine;

    public ConsoleTable() {
        this(MAX_LINE);
    }

    public ConsoleTable(int maxLine) {
        this.maxLine = maxLine;
    }

    public List<String> lines(TextTable table) {
        List<Column> columns = table.columns();
        int[] maxWidths = maxWidths(table);
        List<List<String>> texts = new ArrayList<>();
        texts.add(fit(table.headers(), maxWidths));
        for (TableRow row : table.rows()) {
            texts.add(fit(row.texts(), maxWidths));
        }
        int[] widths = new int[columns.size()];
        for (List<String> line : texts) {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], Texts.width(line.get(i)));
            }
        }
        List<String> lines = new ArrayList<>();
        List<int[]> blocks = blocks(columns, widths);
        for (int b = 0; b < blocks.size(); b++) {
            if (b > 0) {
                lines.add("");
            }
            int[] block = unitOnlyWithScores(columns, blocks.get(b));
            lines.add(join(columns, widths, texts.get(0), block));
            lines.add(rule(widths, block));
            for (int i = 1; i < texts.size(); i++) {
                if (table.rows().get(i - 1).summary()) {
                    if (!hasRuntimeText(columns, texts.get(i), block)) {
                        continue; // the geometric mean has nothing in this block's columns (allocation)
                    }
                    lines.add(rule(widths, block));
                }
                lines.add(join(columns, widths, texts.get(i), block));
            }
        }
        return lines;
    }

    /**
     * Column indexes per printed block: the descriptive columns, then runtime columns. When they
     * do not fit on one line they are spread evenly over as few blocks as fit, so the last block
     * is not a lone column. A block always gets at least one runtime column, so a very wide one
     * still prints.
     */
    private List<int[]> blocks(List<Column> columns, int[] widths) {
        List<Integer> fixed = new ArrayList<>();
        List<Integer> runtime = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            (columns.get(i).runtimeId() == null ? fixed : runtime).add(i);
        }
        int fixedWidth = fixed.stream().mapToInt(i -> widths[i] + GAP.length()).sum();
        int runtimeWidth = runtime.stream().mapToInt(i -> widths[i] + GAP.length()).sum();
        int room = Math.max(1, maxLine - fixedWidth);
        int count = Math.max(1, (int) Math.ceil(runtimeWidth / (double) room));
        int target = (int) Math.ceil(runtimeWidth / (double) count);
        List<int[]> blocks = new ArrayList<>();
        List<Integer> current = new ArrayList<>(fixed);
        int width = 0;
        for (int i : runtime) {
            int added = widths[i] + GAP.length();
            boolean started = current.size() > fixed.size();
            if (started && (width + added > room || (width >= target && blocks.size() < count - 1))) {
                blocks.add(current.stream().mapToInt(Integer::intValue).toArray());
                current = new ArrayList<>(fixed);
                width = 0;
            }
            current.add(i);
            width += added;
        }
        blocks.add(current.stream().mapToInt(Integer::intValue).toArray());
        return blocks;
    }

    /**
     * The block without its Unit column when it shows no score: the unit is the scores' own, and
     * beside the allocation columns ("ns/op" next to "2.6 MB") it would read as theirs.
     */
    private static int[] unitOnlyWithScores(List<Column> columns, int[] block) {
        for (int i : block) {
            if (columns.get(i).kind() == ColumnKind.SCORE) {
                return block;
            }
        }
        return java.util.Arrays.stream(block).filter(i -> columns.get(i).kind() != ColumnKind.UNIT).toArray();
    }

    private static boolean hasRuntimeText(List<Column> columns, List<String> cells, int[] block) {
        for (int i : block) {
            if (columns.get(i).runtimeId() != null && !cells.get(i).isBlank()) {
                return true;
            }
        }
        return false;
    }

    private static List<String> fit(List<String> cells, int[] maxWidths) {
        List<String> fitted = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            fitted.add(Texts.truncate(Texts.oneLine(cells.get(i)), maxWidths[i]));
        }
        return fitted;
    }

    /** Each column's widest cell: by its kind, a parameter column widened until the rows stay told apart. */
    private static int[] maxWidths(TextTable table) {
        List<Column> columns = table.columns();
        int[] widths = new int[columns.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = maxWidth(columns.get(i).kind());
        }
        for (int i = 0; i < widths.length; i++) {
            ColumnKind kind = columns.get(i).kind();
            if (kind == ColumnKind.PARAM || kind == ColumnKind.PARAMS) {
                widths[i] = distinguishingWidth(table, i);
            }
        }
        return widths;
    }

    /**
     * {@link #MAX_PARAM_WIDTH}, unless cutting column {@code param} there leaves the rows fewer distinct
     * descriptions (benchmark, parameters, mode) than they have uncut: then the longest value, up to
     * {@link #MAX_DISTINGUISHING_PARAM_WIDTH}, so that a reader sees the values whole rather than rows
     * told apart by where an ellipsis falls.
     */
    private static int distinguishingWidth(TextTable table, int param) {
        List<Column> columns = table.columns();
        List<String> others = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (TableRow row : table.rows()) {
            StringBuilder other = new StringBuilder();
            for (int i = 0; i < columns.size(); i++) {
                if (i != param && descriptive(columns.get(i))) {
                    other.append(Texts.oneLine(row.texts().get(i))).append('\u0000');
                }
            }
            others.add(other.toString());
            values.add(Texts.oneLine(row.texts().get(param)));
        }
        int longest = values.stream().mapToInt(Texts::width).max().orElse(0);
        if (longest <= MAX_PARAM_WIDTH
                || distinctRows(others, values, MAX_PARAM_WIDTH) == distinctRows(others, values, Integer.MAX_VALUE)) {
            return MAX_PARAM_WIDTH;
        }
        return Math.min(longest, MAX_DISTINGUISHING_PARAM_WIDTH);
    }

    private static long distinctRows(List<String> others, List<String> values, int width) {
        return java.util.stream.IntStream.range(0, values.size())
                .mapToObj(r -> others.get(r) + Texts.truncate(values.get(r), width)).distinct().count();
    }

    /** A column that says which row this is (benchmark, parameters, mode, unit), not a runtime's number. */
    private static boolean descriptive(Column column) {
        return !column.kind().numeric() && column.runtimeId() == null;
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
            case PARAM, PARAMS -> MAX_PARAM_WIDTH;
            default -> MAX_OTHER_WIDTH;
        };
    }

    private static String join(List<Column> columns, int[] widths, List<String> cells, int[] block) {
        StringBuilder line = new StringBuilder();
        for (int k = 0; k < block.length; k++) {
            int i = block[k];
            if (k > 0) {
                line.append(GAP);
            }
            String cell = cells.get(i);
            String padding = " ".repeat(widths[i] - Texts.width(cell));
            line.append(columns.get(i).rightAligned() ? padding + cell : cell + padding);
        }
        return line.toString().stripTrailing();
    }

    private static String rule(int[] widths, int[] block) {
        StringBuilder line = new StringBuilder();
        for (int k = 0; k < block.length; k++) {
            line.append(k > 0 ? GAP : "").append("-".repeat(widths[block[k]]));
        }
        return line.toString();
    }
}
