package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.model.result.RowKey;

import java.util.Map;
import java.util.stream.Collectors;

/**
 * One row of the table before it is measured: a benchmark method in one mode with one value per
 * parameter. The unit of measurement and of failure: one row on one runtime is one cell.
 */
public record BenchmarkRow(BenchmarkMethod method, String mode, Map<String, String> params) {

    public BenchmarkRow {
        params = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(params));
    }

    public RowKey key() {
        return new RowKey(method.name(), mode, params);
    }

    /** "ConcatBench.plus {n=10} avgt", for the log. */
    public String label() {
        return method.simpleName() + (params.isEmpty() ? "" : " " + paramsText()) + " " + mode;
    }

    /** A stable text of the parameters, for resume keys: "{n=10, s=a}". */
    public String paramsText() {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", "{", "}"));
    }
}
