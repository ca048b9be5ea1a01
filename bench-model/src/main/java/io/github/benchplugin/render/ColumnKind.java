package io.github.benchplugin.render;

/** The kinds of column in the shared table, in the order they appear. */
public enum ColumnKind {
    BENCHMARK, PARAM, MODE, UNIT, SCORE, RATIO,
    /** Ratio against the same runtime in the earlier run of bench.compareTo. */
    PREVIOUS,
    /** Ratio against the same runtime under the first profile (bench.compareProfiles); follows its RATIO column. */
    PROFILE_RATIO,
    BASELINE_RATIO, ALLOC;

    /** True for columns whose text is a number (renderers right-align these). */
    public boolean numeric() {
        return this == SCORE || this == RATIO || this == PREVIOUS || this == PROFILE_RATIO || this == BASELINE_RATIO
                || this == ALLOC;
    }
}
