package io.github.benchplugin.analysis;

import io.github.benchplugin.model.Row;

/** How a warning names a row: the benchmark, with its parameter values when it has any. */
final class RowLabel {

    private RowLabel() {
    }

    static String of(Row row) {
        return row.params().isEmpty() ? row.benchmark() : row.benchmark() + " " + row.params();
    }
}
