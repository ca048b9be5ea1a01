package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.Verdict;

/** What a table cell says, so a renderer that can colour (HTML) does not re-parse the text. */
public enum CellTone {
    PLAIN, FASTER, SLOWER, SAME, UNDECIDED, UNKNOWN, FAILED, SKIPPED;

    public static CellTone of(Verdict verdict) {
        if (verdict == null) {
            return UNKNOWN;
        }
        return switch (verdict) {
            case FASTER -> FASTER;
            case SLOWER -> SLOWER;
            case SAME -> SAME;
            case UNDECIDED -> UNDECIDED;
            case UNKNOWN -> UNKNOWN;
        };
    }

    /** Lower-case name, used as a CSS class. */
    public String cssClass() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
