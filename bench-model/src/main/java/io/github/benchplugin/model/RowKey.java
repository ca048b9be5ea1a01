package io.github.benchplugin.model;

import java.util.Map;
import java.util.TreeMap;

/** Identity of a row: the same benchmark, mode and parameter values on every runtime. */
public record RowKey(String benchmark, String mode, Map<String, String> params) {

    public RowKey {
        params = params == null ? Map.of() : new TreeMap<>(params);
    }

    @Override
    public String toString() {
        return params.isEmpty() ? benchmark + " [" + mode + "]" : benchmark + " " + params + " [" + mode + "]";
    }
}
