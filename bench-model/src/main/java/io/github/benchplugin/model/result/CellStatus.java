package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonValue;

/** Outcome of one cell; serialized in lower case as the contract says. */
public enum CellStatus {
    OK, FAILED, SKIPPED;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
