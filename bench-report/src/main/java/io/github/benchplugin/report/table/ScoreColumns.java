package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

/** The score of each runtime: "1,234.5 ± 12.3", FAILED or skipped. */
public final class ScoreColumns extends RuntimeFigureColumns {

    private final TableContext context;

    ScoreColumns(TableContext context) {
        this.context = context;
    }

    @Override
    public ColumnKind kind() {
        return ColumnKind.SCORE;
    }

    @Override
    public String title(RuntimeInfo runtime) {
        return RuntimeLabel.of(runtime) + (context.headsAsBaseline(runtime) ? " baseline" : "");
    }

    @Override
    public String headerSuffix() {
        String unit = context.sharedUnit;
        return unit == null || unit.isEmpty() ? "" : " (" + unit + ")";
    }

    @Override
    public TableCell cell(Row row, RuntimeInfo runtime) {
        return of(row.cells().get(runtime.id()), runtime);
    }

    /** Also used by the charts' value labels, so a bar says exactly what the table says. */
    public static TableCell of(Cell cell, RuntimeInfo runtime) {
        if (cell == null) {
            return new TableCell(ResultTable.SKIPPED, CellTone.SKIPPED, false, "no cell for this runtime");
        }
        if (cell.status() == CellStatus.FAILED) {
            return new TableCell(ResultTable.FAILED, CellTone.FAILED, false, cell.message());
        }
        if (cell.status() == CellStatus.SKIPPED || !cell.isOk()) {
            return new TableCell(ResultTable.SKIPPED, CellTone.SKIPPED, false, cell.message());
        }
        return TableCell.number(NumberFormats.scoreWithError(cell.score(), cell.error()), CellTone.PLAIN,
                !runtime.isolated(), null);
    }
}
