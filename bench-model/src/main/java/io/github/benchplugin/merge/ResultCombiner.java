package io.github.benchplugin.merge;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Combines the results of separate runs (CI matrix jobs, one per JDK or per shard) into one set
 * of columns and rows. Runtimes keep the order of the inputs, so the first input's first runtime
 * is the baseline. A runtime id seen again with the same Java version on the same host is the
 * same column (sharded jobs); otherwise the later one gets a distinct id ("17_2").
 */
public final class ResultCombiner {

    /**
     * @param environment the first input's environment
     * @param runtimes    the combined columns, in order
     * @param rows        rows with cells from every input (not yet compared)
     * @param renamed     for each input, old runtime id -> id in the combined result
     */
    public record Combined(Environment environment, List<RuntimeInfo> runtimes, List<Row> rows,
                           List<Map<String, String>> renamed) {
    }

    public Combined combine(List<BenchResult> inputs) {
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("nothing to merge");
        }
        Map<String, RuntimeInfo> columns = new LinkedHashMap<>();
        RowMerger merger = new RowMerger();
        List<Map<String, String>> renamed = new ArrayList<>();
        for (BenchResult input : inputs) {
            Map<String, String> ids = new LinkedHashMap<>();
            for (RuntimeInfo runtime : input.runtimes()) {
                String id = columnFor(runtime, columns);
                columns.putIfAbsent(id, runtime.withId(id));
                ids.put(runtime.id(), id);
            }
            for (Row row : input.rows()) {
                if (row.opsPerInvocation() != 1) {
                    merger.opsPerInvocation(row.benchmark(), row.opsPerInvocation());
                }
                row.cells().forEach((runtime, cell) ->
                        merger.addCell(ids.getOrDefault(runtime, runtime), row.key(), row.unit(), cell));
            }
            renamed.add(ids);
        }
        List<RuntimeInfo> runtimes = new ArrayList<>(columns.values());
        List<Row> rows = merger.rows(runtimes.stream().map(RuntimeInfo::id).toList());
        return new Combined(inputs.get(0).environment(), runtimes, rows, renamed);
    }

    private static String columnFor(RuntimeInfo runtime, Map<String, RuntimeInfo> columns) {
        RuntimeInfo existing = columns.get(runtime.id());
        if (existing == null || sameRuntime(existing, runtime)) {
            return runtime.id();
        }
        int n = 2;
        while (columns.containsKey(runtime.id() + "_" + n) && !sameRuntime(columns.get(runtime.id() + "_" + n), runtime)) {
            n++;
        }
        return runtime.id() + "_" + n;
    }

    private static boolean sameRuntime(RuntimeInfo a, RuntimeInfo b) {
        return java.util.Objects.equals(a.javaVersion(), b.javaVersion())
                && java.util.Objects.equals(a.hostName(), b.hostName())
                && a.isolated() == b.isolated();
    }
}
