package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A measured cell with its row and runtime: what most analysers look at, one by one. The scan over rows and
 * their cells is written once here, in table order (rows, then each row's runtimes).
 *
 * @param row     the row
 * @param runtime the runtime column id
 * @param cell    the cell; always {@link Cell#isOk()}
 */
record MeasuredCell(Row row, String runtime, Cell cell) {

    /** Every cell of the result that was measured (not failed, not skipped). */
    static List<MeasuredCell> of(BenchResult result) {
        List<MeasuredCell> cells = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
                if (e.getValue() != null && e.getValue().isOk()) {
                    cells.add(new MeasuredCell(row, e.getKey(), e.getValue()));
                }
            }
        }
        return cells;
    }
}
