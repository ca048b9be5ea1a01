package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.stats.ComparisonCalculator;
import io.github.benchplugin.model.result.RowKey;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * bench.baseline's comparisons as rows of the plan: each other method of the baseline method's class (a
 * row: mode and parameters) with the baseline method's row it is compared with, chosen as the table
 * chooses it (ComparisonCalculator.baselineRow: the same mode and parameters, else the largest subset of
 * them), so that bench.duet pairs exactly the cells each ratio is taken from.
 */
final class MethodPairs {

    private MethodPairs() {
    }

    /** Each row compared with the baseline method -> that method's row; in plan order. */
    static Map<RowKey, BenchmarkRow> of(List<BenchmarkRow> rows, String baselineMethod) {
        String className = Row.classOf(baselineMethod);
        List<BenchmarkRow> baseRows = rows.stream().filter(r -> r.method().name().equals(baselineMethod)).toList();
        Map<RowKey, BenchmarkRow> pairs = new LinkedHashMap<>();
        for (BenchmarkRow row : rows) {
            if (row.method().name().equals(baselineMethod) || !Row.classOf(row.method().name()).equals(className)) {
                continue;
            }
            BenchmarkRow base = ComparisonCalculator.baselineRow(row, baseRows, BenchmarkRow::mode, BenchmarkRow::params);
            if (base != null) {
                pairs.put(row.key(), base);
            }
        }
        return pairs;
    }
}
