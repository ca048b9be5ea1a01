package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.RuntimeInfo;

/**
 * A family of figures measured on the column's own runtime (scores, bytes per operation, a
 * secondary metric): every runtime has such a column, and it is unisolated exactly when that
 * runtime is. Ratios, which involve a second column, decide both for themselves.
 */
abstract class RuntimeFigureColumns implements ColumnFamily {

    @Override
    public boolean shows(RuntimeInfo runtime) {
        return true;
    }

    @Override
    public boolean unisolated(RuntimeInfo runtime) {
        return !runtime.isolated();
    }
}
