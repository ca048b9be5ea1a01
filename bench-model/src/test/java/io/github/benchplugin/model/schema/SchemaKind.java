package io.github.benchplugin.model.schema;

/**
 * The files we write that have a JSON Schema, each one file per schema version in docs/schemas/ (and
 * under schemas/ in the plugin jar): {@code <prefix>-v<N>.schema.json}.
 */
public enum SchemaKind {
    /** results.json of bench:run and bench:merge. */
    RESULTS("results"),
    /** A run-*.json record of a bench.history directory. */
    HISTORY_RECORD("history-record"),
    /** history.json of bench:history. */
    HISTORY("history");

    /** Where every $id points: the file name is appended. */
    public static final String ID_BASE = "https://benchplugin.github.io/schemas/";

    private final String prefix;

    SchemaKind(String prefix) {
        this.prefix = prefix;
    }

    public String fileName(int version) {
        return prefix + "-v" + version + ".schema.json";
    }

    public String id(int version) {
        return ID_BASE + fileName(version);
    }

    /** The version in a file name of this kind, or -1 when the name is not one of this kind's. */
    public int versionOf(String fileName) {
        String start = prefix + "-v";
        String end = ".schema.json";
        if (!fileName.startsWith(start) || !fileName.endsWith(end)) {
            return -1;
        }
        String digits = fileName.substring(start.length(), fileName.length() - end.length());
        return digits.matches("[1-9][0-9]*") ? Integer.parseInt(digits) : -1;
    }
}
