package io.github.benchplugin.report.table;

import java.util.List;

/**
 * One line of the shared table: a cell per column.
 *
 * @param cells   in column order, exactly one per column
 * @param summary true for the geometric-mean line, which is not a measurement
 */
public record TableRow(List<TableCell> cells, boolean summary) {

    public TableRow {
        cells = List.copyOf(cells);
    }

    /** A body row of plain cells. */
    public static TableRow ofTexts(List<String> texts) {
        return new TableRow(texts.stream().map(TableCell::plain).toList(), false);
    }

    public List<String> texts() {
        return cells.stream().map(TableCell::text).toList();
    }
}
