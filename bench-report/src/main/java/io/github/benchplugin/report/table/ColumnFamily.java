package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

/**
 * A kind of per-runtime column (scores, a ratio of some kind, allocation): its header, its
 * cell, when it counts as unisolated and how it aligns, defined once and used by every format.
 * A new kind of number (an allocation ratio, a harness floor) is one more implementation
 * listed in {@link ResultTable}.
 */
interface ColumnFamily {

    /** What the column holds; decides alignment and how HTML styles it. */
    ColumnKind kind();

    /** Whether this runtime gets a column of this family (the baseline has no ratio to itself). */
    boolean shows(RuntimeInfo runtime);

    /** Header without markers: "25 vs 17". */
    String title(RuntimeInfo runtime);

    /** True when any number in the column comes from an unisolated runtime (either side of a ratio). */
    boolean unisolated(RuntimeInfo runtime);

    /** The cell for one row. */
    TableCell cell(Row row, RuntimeInfo runtime);

    /** The cell on the geometric-mean line; empty unless the family summarises across rows. */
    default TableCell summary(RuntimeInfo runtime) {
        return TableCell.plain("");
    }

    /** Appended after the UNISOLATED marker: the shared unit of the score columns. */
    default String headerSuffix() {
        return "";
    }

    default Column column(RuntimeInfo runtime) {
        boolean unisolated = unisolated(runtime);
        String header = title(runtime) + (unisolated ? " " + ResultTable.UNISOLATED_HEADER : "") + headerSuffix();
        return new Column(header, kind(), runtime.id(), unisolated);
    }
}
