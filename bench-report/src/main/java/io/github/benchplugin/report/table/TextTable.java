package io.github.benchplugin.report.table;

import java.util.List;

/**
 * A laid-out table: columns and rows of plain-text cells. The results table and the isolation
 * table are both one of these, and one writer per format (console, Markdown, HTML) prints any
 * of them, so alignment, escaping and markers cannot drift between the two reports.
 *
 * @param columns in display order
 * @param rows    body rows, each with exactly one cell per column
 */
public record TextTable(List<Column> columns, List<TableRow> rows) {

    public TextTable {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        for (TableRow row : rows) {
            if (row.cells().size() != columns.size()) {
                throw new IllegalArgumentException("a row has " + row.cells().size() + " cells for "
                        + columns.size() + " columns");
            }
        }
    }

    public List<String> headers() {
        return columns.stream().map(Column::header).toList();
    }
}
