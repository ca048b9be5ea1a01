package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

/** Bytes allocated per operation on each runtime ("480 B", "24 KB"). */
final class AllocationColumns extends RuntimeFigureColumns {

    @Override
    public ColumnKind kind() {
        return ColumnKind.ALLOC;
    }

    @Override
    public String title(RuntimeInfo runtime) {
        return RuntimeLabel.of(runtime) + " alloc/op";
    }

    @Override
    public TableCell cell(Row row, RuntimeInfo runtime) {
        Cell cell = row.cells().get(runtime.id());
        if (cell == null || !cell.isOk() || cell.allocBytesPerOp() == null) {
            return TableCell.plain("-");
        }
        // The bytes, then the allocation verdict against the baseline runtime and the earlier run.
        String text = NumberFormats.bytes(cell.allocBytesPerOp())
                + AllocationText.suffix(row.comparisons().get(runtime.id()), row.previous().get(runtime.id()));
        return TableCell.number(text, CellTone.PLAIN, !runtime.isolated(), null);
    }
}
