package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A cell with its row and runtime: what most analysers look at, one by one. The scan over rows and
 * their cells is written once here, in table order (rows, then each row's runtimes).
 *
 * @param row     the row
 * @param runtime the runtime column id
 * @param cell    the cell; never null, and {@link Cell#isOk()} when it came from {@link #measured}
 */
record TableCell(Row row, String runtime, Cell cell) {

    /** Every cell of the result that was measured (not failed, not skipped). */
    static List<TableCell> measured(BenchResult result) {
        return scan(result, Cell::isOk);
    }

    /**
     * Every cell of the result whatever its status: a failed cell can still tell how it ran (JMH's
     * threads beside a NaN score).
     */
    static List<TableCell> every(BenchResult result) {
        return scan(result, cell -> true);
    }

    private static List<TableCell> scan(BenchResult result, Predicate<Cell> wanted) {
        List<TableCell> cells = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
                if (e.getValue() != null && wanted.test(e.getValue())) {
                    cells.add(new TableCell(row, e.getKey(), e.getValue()));
                }
            }
        }
        return cells;
    }
}
