package io.github.benchplugin.model.history;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What bench:history reports: the series of a history and their change points.
 *
 * @param source  the history directory, as the user named it
 * @param runs    records read
 * @param series  every series, in the order first seen
 * @param changesBySeries the change points of each series that has any, oldest first
 */
public record HistoryReport(String source, int runs, List<TrendSeries> series,
                            Map<SeriesKey, List<ChangePoint>> changesBySeries) {

    public HistoryReport {
        series = List.copyOf(series);
        changesBySeries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(changesBySeries));
    }

    public static HistoryReport of(String source, List<RunRecord> records, ChangeAnalysis analysis) {
        TrendSeriesBuilder builder = new TrendSeriesBuilder();
        records.forEach(builder::add);
        return of(source, builder, analysis);
    }

    /** The report of the series built so far. */
    public static HistoryReport of(String source, TrendSeriesBuilder builder, ChangeAnalysis analysis) {
        List<TrendSeries> series = builder.series();
        Map<SeriesKey, List<ChangePoint>> changes = new java.util.LinkedHashMap<>();
        // Series are independent: detected in parallel (1,500 series of 1,000 runs take seconds on one core).
        List<List<ChangePoint>> found = series.parallelStream().map(analysis::changes).toList();
        for (int i = 0; i < series.size(); i++) {
            if (!found.get(i).isEmpty()) {
                changes.put(series.get(i).key(), found.get(i));
            }
        }
        return new HistoryReport(source, builder.runs(), series, changes);
    }

    /** Every change point, series by series. */
    public List<ChangePoint> changes() {
        return changesBySeries.values().stream().flatMap(List::stream).toList();
    }

    /** The machine types, in the order first seen. */
    public List<String> machines() {
        return distinct(TrendSeries::machine);
    }

    /** The runtime ids, in the order first seen. */
    public List<String> runtimes() {
        return distinct(s -> s.key().runtime());
    }

    private List<String> distinct(Function<TrendSeries, String> field) {
        Set<String> values = new LinkedHashSet<>();
        series.forEach(s -> values.add(field.apply(s)));
        return new ArrayList<>(values);
    }
}
