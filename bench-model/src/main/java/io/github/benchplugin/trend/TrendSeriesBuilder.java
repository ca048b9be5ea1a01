package io.github.benchplugin.trend;

import io.github.benchplugin.model.Machine;
import io.github.benchplugin.model.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns the records of a history (oldest first) into one series per row, runtime, unit and machine type. */
public final class TrendSeriesBuilder {

    private TrendSeriesBuilder() {
    }

    public static List<TrendSeries> build(List<RunRecord> records) {
        Map<SeriesKey, List<TrendPoint>> points = new LinkedHashMap<>();
        Map<SeriesKey, String> machines = new LinkedHashMap<>();
        for (RunRecord record : records) {
            for (RecordedCell cell : record.cells()) {
                double mean = cell.mean();
                if (!Double.isFinite(mean)) {
                    continue;
                }
                SeriesKey key = new SeriesKey(new RowKey(cell.benchmark(), cell.mode(), cell.params()), cell.runtime(),
                        cell.unit(), record.machineType(cell.runtime()));
                Machine machine = record.machines().get(cell.runtime());
                machines.putIfAbsent(key, machine == null ? CommitInfo.UNKNOWN : machine.describe());
                double low = cell.forkMeans().stream().mapToDouble(Double::doubleValue).min().orElse(mean);
                double high = cell.forkMeans().stream().mapToDouble(Double::doubleValue).max().orElse(mean);
                points.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new TrendPoint(record.commit(), record.recordedAt(), mean, low, high));
            }
        }
        List<TrendSeries> series = new ArrayList<>();
        points.forEach((key, list) -> series.add(new TrendSeries(key, machines.get(key), list)));
        return series;
    }
}
