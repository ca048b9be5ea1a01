package io.github.benchplugin.report.text;

import io.github.benchplugin.report.table.EnvironmentSummary;
import io.github.benchplugin.report.table.Fact;
import io.github.benchplugin.report.table.Legend;
import io.github.benchplugin.report.table.MetricFamilies;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.WarningGroup;
import io.github.benchplugin.report.table.WarningGroups;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warning;

import java.util.ArrayList;
import java.util.List;

/**
 * The result for the build log: runtimes, the shared table (wrapped to fit 120 columns; only its
 * notable rows past {@link ConsoleExcerpt#MAX_ROWS}), the legend and the warnings grouped by code.
 * Lines are returned separately because a logger prefixes each one ("[INFO] ").
 */
public final class ConsoleRenderer {

    /** Rows listed per warning code in the log; results.md and results.html list them all. */
    public static final int MAX_WARNING_ROWS = 10;

    /** bench.metrics: extra metric columns. */
    private final MetricSelection metrics;

    public ConsoleRenderer() {
        this(MetricSelection.NONE);
    }

    public ConsoleRenderer(MetricSelection metrics) {
        this.metrics = metrics;
    }

    public List<String> render(BenchResult result) {
        List<String> lines = new ArrayList<>();
        for (Fact fact : EnvironmentSummary.runtimes(result)) {
            lines.add(fact.label() + ": " + fact.value());
        }
        for (Fact fact : EnvironmentSummary.profiles(result)) {
            lines.add(fact.label() + ": " + fact.value());
        }
        for (Fact fact : EnvironmentSummary.variants(result)) {
            lines.add(fact.label() + ": " + fact.value());
        }
        lines.add("");
        ConsoleExcerpt.Excerpt excerpt = ConsoleExcerpt.of(result, metrics);
        lines.addAll(new ConsoleTable().lines(excerpt.table()));
        excerpt.note().ifPresent(lines::add);
        lines.add("");
        lines.addAll(Legend.lines(result, MetricFamilies.of(result, metrics)));
        lines.addAll(warnings(result.warnings()));
        return lines;
    }

    /** Just the table: header, rule, rows (in blocks of runtime columns when wider than the log). */
    public List<String> table(ResultTable table) {
        return new ConsoleTable().lines(table.table());
    }

    public List<String> warnings(List<Warning> warnings) {
        List<String> lines = new ArrayList<>();
        if (warnings.isEmpty()) {
            return lines;
        }
        lines.add("");
        lines.add("Warnings:");
        for (WarningGroup group : WarningGroups.of(warnings)) {
            if (group.items().size() == 1) {
                String context = group.items().get(0).context();
                lines.add("  " + group.code() + (context.isEmpty() ? "" : " (" + context + ")") + ": " + group.summary());
                continue;
            }
            String count = group.countText();
            lines.add("  " + group.code() + (count.isEmpty() ? "" : " (" + count + ")")
                    + (group.summary().isEmpty() ? "" : ": " + group.summary()));
            List<WarningGroup.Item> items = group.items();
            for (int i = 0; i < Math.min(items.size(), MAX_WARNING_ROWS); i++) {
                lines.add("    - " + itemText(items.get(i)));
            }
            if (items.size() > MAX_WARNING_ROWS) {
                lines.add(String.format(java.util.Locale.ROOT, "    ... and %,d more (results.md and results.html list them all)",
                        items.size() - MAX_WARNING_ROWS));
            }
        }
        return lines;
    }

    /** "ConcatBench.plus {n=1000}, runtime 17: on 17, ±188% of the score." */
    public static String itemText(WarningGroup.Item item) {
        if (item.context().isEmpty()) {
            return item.detail();
        }
        return item.detail().isEmpty() ? item.context() : item.context() + ": " + item.detail();
    }
}
