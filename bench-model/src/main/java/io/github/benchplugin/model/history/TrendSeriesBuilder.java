package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.RowKey;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Turns the records of a history into one series per row, runtime, unit and machine type, one
 * record at a time: a record can be dropped once added, so a history of 1,000 runs of 1,500 cells
 * is never in memory as records (only its points are). Points are put in {@link RunOrder} at the
 * end: the runs are ordered once (their times parsed once each), then each series by its runs' places.
 */
public final class TrendSeriesBuilder {

    private final Map<SeriesKey, Points> points = new LinkedHashMap<>();
    /** Per run, in the order added: where it belongs in the history. */
    private final List<RunPlace> places = new ArrayList<>();
    /** The series of the previous record's cells, in its order. */
    private List<Points> previousOrder = List.of();

    /** The series of records in any order. */
    public static List<TrendSeries> build(List<RunRecord> records) {
        TrendSeriesBuilder builder = new TrendSeriesBuilder();
        records.forEach(builder::add);
        return builder.series();
    }

    public void add(RunRecord record) {
        int run = places.size();
        places.add(new RunPlace(RunOrder.at(record.commit(), record.recordedAt()), String.valueOf(record.recordedAt())));
        Map<String, String> machineTypes = new HashMap<>(); // Machine.typeKey normalizes text: once per runtime
        List<Points> order = new ArrayList<>(record.cells().size());
        for (RecordedCell cell : record.cells()) {
            double mean = cell.mean();
            if (!Double.isFinite(mean)) {
                continue;
            }
            String machineType = machineTypes.computeIfAbsent(cell.runtime(), record::machineType);
            // Records of one suite list their cells in one order: try the series at this place in the
            // previous record before building a key and hashing it.
            Points series = order.size() < previousOrder.size() ? previousOrder.get(order.size()) : null;
            if (series == null || !series.holds(cell, machineType)) {
                SeriesKey key = new SeriesKey(new RowKey(cell.benchmark(), cell.mode(), cell.params()), cell.runtime(),
                        cell.unit(), machineType);
                series = points.get(key);
                if (series == null) {
                    Machine machine = record.machines().get(cell.runtime());
                    series = new Points(key, machine == null ? CommitInfo.UNKNOWN : machine.describe());
                    points.put(key, series);
                }
            }
            order.add(series);
            double low = mean;
            double high = mean;
            for (Double fork : cell.forkMeans()) {
                low = Math.min(low, fork);
                high = Math.max(high, fork);
            }
            series.add(run, new TrendPoint(record.commit(), record.recordedAt(), mean, low, high));
        }
        previousOrder = order;
    }

    /** Records added so far. */
    public int runs() {
        return places.size();
    }

    /** Every series, in the order first seen, each oldest run first. */
    public List<TrendSeries> series() {
        int[] rank = rank();
        List<TrendSeries> series = new ArrayList<>(points.size());
        points.forEach((key, p) -> series.add(new TrendSeries(key, p.machine, p.ordered(rank))));
        return series;
    }

    /** Each run's place in {@link RunOrder}; runs of equal time keep the order they were added in. */
    private int[] rank() {
        Integer[] order = new Integer[places.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing((Integer i) -> places.get(i).at())
                .thenComparing(i -> places.get(i).recordedAt()));
        int[] rank = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
        }
        return rank;
    }

    private record RunPlace(Instant at, String recordedAt) {
    }

    /** The points of one series with the run each came from. */
    private static final class Points {
        final SeriesKey key;
        final String machine;
        final List<TrendPoint> points = new ArrayList<>();
        int[] runs = new int[8];

        Points(SeriesKey key, String machine) {
            this.key = key;
            this.machine = machine;
        }

        /** Whether the cell belongs to this series (the fields of its key, without building one). */
        boolean holds(RecordedCell cell, String machineType) {
            return key.row().benchmark().equals(cell.benchmark()) && key.runtime().equals(cell.runtime())
                    && key.row().mode().equals(cell.mode()) && Objects.equals(key.unit(), cell.unit())
                    && key.machineType().equals(machineType) && key.row().params().equals(cell.params());
        }

        void add(int run, TrendPoint point) {
            if (points.size() == runs.length) {
                runs = Arrays.copyOf(runs, runs.length * 2);
            }
            runs[points.size()] = run;
            points.add(point);
        }

        List<TrendPoint> ordered(int[] rank) {
            int n = points.size();
            boolean sorted = true;
            for (int i = 1; i < n && sorted; i++) {
                sorted = rank[runs[i - 1]] <= rank[runs[i]];
            }
            if (sorted) {
                return points;
            }
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, Comparator.comparingInt(i -> rank[runs[i]])); // stable: one run's points keep their order
            List<TrendPoint> result = new ArrayList<>(n);
            for (Integer i : order) {
                result.add(points.get(i));
            }
            return result;
        }
    }
}
