package io.github.benchplugin.report.table;

import io.github.benchplugin.model.format.NumberFormats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * One secondary metric on each runtime: its score, then its verdict against the baseline runtime
 * when it is compared ("0.0069 0.50x less", "2.00 ~"). The unit is in the header when every row
 * has the same one, otherwise in each cell.
 */
final class MetricColumns extends RuntimeFigureColumns {

    private final String name;
    private final String label;
    /** The unit every row with the metric shares, or null when they differ. */
    private final String sharedUnit;

    /**
     * @param name  the metric's name in results.json
     * @param label what the header calls it ("GC/1k op" for the default GC column, else the name)
     */
    MetricColumns(TableContext context, String name, String label) {
        this.name = name;
        this.label = label;
        Set<String> units = new LinkedHashSet<>();
        context.result.rows().forEach(r -> r.cells().values().forEach(c -> {
            Metric m = c == null ? null : c.metrics().get(name);
            if (m != null) {
                units.add(m.unit());
            }
        }));
        this.sharedUnit = units.size() == 1 ? units.iterator().next() : null;
    }

    String name() {
        return name;
    }

    @Override
    public ColumnKind kind() {
        return ColumnKind.METRIC;
    }

    @Override
    public String title(RuntimeInfo runtime) {
        return RuntimeLabel.of(runtime) + " " + label;
    }

    /** A column with a label of its own ("GC/1k op") says its unit already. */
    @Override
    public String headerSuffix() {
        return sharedUnit == null || sharedUnit.isEmpty() || !label.equals(name) ? "" : " (" + sharedUnit + ")";
    }

    @Override
    public TableCell cell(Row row, RuntimeInfo runtime) {
        Cell cell = row.cells().get(runtime.id());
        Metric metric = cell == null || !cell.isOk() ? null : cell.metrics().get(name);
        if (metric == null || metric.score() == null) {
            return TableCell.plain("-");
        }
        Comparison comparison = row.comparisons().get(runtime.id());
        MetricComparison versus = comparison == null ? null : comparison.metrics().get(name);
        String unit = sharedUnit == null && !metric.unit().isEmpty() ? " " + metric.unit() : "";
        String text = NumberFormats.score(metric.score()) + unit
                + (versus == null ? "" : " " + AllocationText.verdict(name, versus.shownVerdict(), versus.ratio()));
        return TableCell.number(text, CellTone.PLAIN, !runtime.isolated(), versus == null ? null : versus.note());
    }
}
