package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a comparison concludes, each answer earned (docs/statistics.md): {@code FASTER} / {@code SLOWER}
 * (the interval excludes 1 and the difference is past the minimum effect), {@code SAME} (the whole
 * equivalence interval lies within bench.margin), {@code UNDECIDED} (neither: the data cannot tell),
 * {@code UNKNOWN} (no defensible statement is possible). Files of schemaVersion 2 and older wrote
 * {@code same} for "no difference shown": their {@code same} reads as {@code UNDECIDED}.
 */
public enum Verdict {
    FASTER, SLOWER, SAME, UNDECIDED, UNKNOWN;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
