package io.github.benchplugin.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What a comparison of a quantity per operation concludes: the candidate allocates more, less or
 * the same bytes per operation (or, for a secondary metric, counts more, fewer or the same events).
 */
public enum AllocVerdict {
    MORE, LESS, SAME, UNKNOWN;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
