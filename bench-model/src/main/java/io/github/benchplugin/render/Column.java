package io.github.benchplugin.render;

/**
 * One column of the shared table.
 *
 * @param header     header text, plain (already carries "UNISOLATED" where that applies)
 * @param kind       what the column holds
 * @param runtimeId  the runtime the column belongs to; null for descriptive columns
 * @param unisolated true when its numbers come (partly) from an unisolated runtime
 */
public record Column(String header, ColumnKind kind, String runtimeId, boolean unisolated) {

    static Column descriptive(String header, ColumnKind kind) {
        return new Column(header, kind, null, false);
    }
}
