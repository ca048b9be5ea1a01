package io.github.benchplugin.report.table;

/** The kinds of column a table can have, in the order the results table shows them. */
public enum ColumnKind {
    BENCHMARK,
    /** One @Param, when every row with parameters has the same names. */
    PARAM,
    /** Every @Param of the row as "name=value, ...", when classes declare different names. */
    PARAMS,
    MODE, UNIT, SCORE, RATIO,
    /** Ratio against the same runtime in the earlier run of bench.compareTo. */
    PREVIOUS,
    /** Ratio against the same runtime under the first profile (bench.compareProfiles); follows its RATIO column. */
    PROFILE_RATIO,
    /** Ratio against the same runtime and profile on the first variant (bench.variants); follows its RATIO column. */
    VARIANT_RATIO,
    BASELINE_RATIO, ALLOC,
    /** A secondary metric (bench.metrics, and the GC column): its figure and verdict against the baseline runtime. */
    METRIC,
    /** A short verdict-like phrase ("13.0x slower"): read next to numbers, so aligned like them. */
    NOTE;

    /** True for columns whose text is a number (renderers right-align these). */
    public boolean numeric() {
        return this == SCORE || this == RATIO || this == PREVIOUS || this == PROFILE_RATIO || this == VARIANT_RATIO
                || this == BASELINE_RATIO
                || this == ALLOC || this == METRIC || this == NOTE;
    }
}
