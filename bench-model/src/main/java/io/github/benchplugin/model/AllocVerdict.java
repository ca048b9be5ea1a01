package io.github.benchplugin.model;

import com.fasterxml.jackson.annotation.JsonValue;

/** What an allocation comparison concludes: the candidate allocates more, less or the same bytes per operation. */
public enum AllocVerdict {
    MORE, LESS, SAME, UNKNOWN;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
