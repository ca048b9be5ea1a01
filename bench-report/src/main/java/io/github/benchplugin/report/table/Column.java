package io.github.benchplugin.report.table;

/**
 * One column of a table (the main results table or the isolation table).
 *
 * @param header     header text, plain (already carries "UNISOLATED" where that applies)
 * @param kind       what the column holds; decides the alignment in every format
 * @param runtimeId  the runtime the column belongs to; null for descriptive columns, which a
 *                   console table too wide for the log repeats on every wrapped block
 * @param unisolated true when its numbers come (partly) from an unisolated runtime
 */
public record Column(String header, ColumnKind kind, String runtimeId, boolean unisolated) {

    public static Column descriptive(String header, ColumnKind kind) {
        return new Column(header, kind, null, false);
    }

    /** Numbers are right-aligned in every format, so their digits line up. */
    public boolean rightAligned() {
        return kind.numeric();
    }
}
