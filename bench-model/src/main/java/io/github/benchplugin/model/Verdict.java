package io.github.benchplugin.model;

import com.fasterxml.jackson.annotation.JsonValue;

/** What a comparison concludes; {@code UNKNOWN} when no defensible statement is possible. */
public enum Verdict {
    FASTER, SLOWER, SAME, UNKNOWN;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
