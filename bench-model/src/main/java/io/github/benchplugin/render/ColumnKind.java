package io.github.benchplugin.render;

/** The kinds of column in the shared table, in the order they appear. */
public enum ColumnKind {
    BENCHMARK, PARAM, MODE, UNIT, SCORE, RATIO,
    /** Ratio against the same runtime in the earlier run of bench.compareTo. */
    PREVIOUS,
    BASELINE_RATIO, ALLOC;

    /** True for columns whose text is a number (renderers right-align these). */
    public boolean numeric() {
        return this == SCORE || this == RATIO || this == PREVIOUS || this == BASELINE_RATIO || this == ALLOC;
    }
}
