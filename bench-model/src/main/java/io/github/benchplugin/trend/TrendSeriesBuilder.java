package io.github.benchplugin.trend;

import io.github.benchplugin.model.Machine;
import io.github.benchplugin.model.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the records of a history into one series per row, runtime, unit and machine type, one
 * record at a time: a record can be dropped once added, so a history of 1,000 runs of 1,500 cells
 * is never in memory as records (only its points are). Points are put in {@link RunOrder} at the end.
 */
public final class TrendSeriesBuilder {

    private final Map<SeriesKey, List<TrendPoint>> points = new LinkedHashMap<>();
    private final Map<SeriesKey, String> machines = new LinkedHashMap<>();
    private int runs;

    /** The series of records in any order. */
    public static List<TrendSeries> build(List<RunRecord> records) {
        TrendSeriesBuilder builder = new TrendSeriesBuilder();
        records.forEach(builder::add);
        return builder.series();
    }

    public void add(RunRecord record) {
        runs++;
        for (RecordedCell cell : record.cells()) {
            double mean = cell.mean();
            if (!Double.isFinite(mean)) {
                continue;
            }
            SeriesKey key = new SeriesKey(new RowKey(cell.benchmark(), cell.mode(), cell.params()), cell.runtime(),
                    cell.unit(), record.machineType(cell.runtime()));
            if (!machines.containsKey(key)) {
                Machine machine = record.machines().get(cell.runtime());
                machines.put(key, machine == null ? CommitInfo.UNKNOWN : machine.describe());
            }
            double low = cell.forkMeans().stream().mapToDouble(Double::doubleValue).min().orElse(mean);
            double high = cell.forkMeans().stream().mapToDouble(Double::doubleValue).max().orElse(mean);
            points.computeIfAbsent(key, k -> new ArrayList<>())
                    .add(new TrendPoint(record.commit(), record.recordedAt(), mean, low, high));
        }
    }

    /** Records added so far. */
    public int runs() {
        return runs;
    }

    /** Every series, in the order first seen, each oldest run first. */
    public List<TrendSeries> series() {
        List<TrendSeries> series = new ArrayList<>();
        points.forEach((key, list) -> {
            list.sort(RunOrder.POINTS);
            series.add(new TrendSeries(key, machines.get(key), list));
        });
        return series;
    }
}
