package io.github.benchplugin.analysis;

import io.github.benchplugin.model.Row;

/** How a warning names a row: the benchmark, with its parameter values when it has any. */
public final class RowLabel {

    private RowLabel() {
    }

    public static String of(Row row) {
        return row.params().isEmpty() ? row.benchmark() : row.benchmark() + " " + row.params();
    }
}
