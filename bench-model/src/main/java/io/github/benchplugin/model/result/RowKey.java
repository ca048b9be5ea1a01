package io.github.benchplugin.model.result;

import java.util.Map;
import java.util.TreeMap;

/** Identity of a row: the same benchmark, mode and parameter values on every runtime. */
public record RowKey(String benchmark, String mode, Map<String, String> params) {

    public RowKey {
        params = params == null ? Map.of() : new TreeMap<>(params);
    }

    /** The row as a person reads it: the benchmark, and its params (sorted by name) when it has any. */
    public String label() {
        return params.isEmpty() ? benchmark : benchmark + " " + params;
    }

    @Override
    public String toString() {
        return params.isEmpty() ? benchmark + " [" + mode + "]" : benchmark + " " + params + " [" + mode + "]";
    }
}
