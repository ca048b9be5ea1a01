package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The secondary metrics a report shows, in column order, for the table and for results.csv alike:
 * garbage collections per 1k operations whenever it was measured (the one GC column of the default
 * table), then those of bench.metrics the result has.
 */
public final class MetricFamilies {

    private MetricFamilies() {
    }

    public static List<String> of(BenchResult result, MetricSelection selection) {
        Set<String> available = SecondaryMetricNames.of(result);
        List<String> names = new ArrayList<>();
        if (available.contains(SecondaryMetricNames.GC_PER_1K_OPS)) {
            names.add(SecondaryMetricNames.GC_PER_1K_OPS);
        }
        selection.shown(available).stream().filter(n -> !names.contains(n)).forEach(names::add);
        return names;
    }
}
