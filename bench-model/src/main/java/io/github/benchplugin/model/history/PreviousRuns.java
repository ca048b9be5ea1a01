package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.RowKey;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * While a history is read, the run before the newest one in every series the newest run belongs
 * to: what bench.failOnChange compares with, as bench.compareTo would, while a series is too short
 * for the change-point test. Only the cells of the newest run's series are kept, never a record.
 */
public final class PreviousRuns implements HistoryDirectory.RecordSink {

    /**
     * The cell of one series in the run before the newest.
     *
     * @param commit the commit that run measured
     */
    public record Previous(RecordedCell cell, CommitInfo commit, Instant at, String recordedAt) {
    }

    private final RunRecord newest;
    /** The newest run's cells by benchmark name (a cheap first look-up for every cell read). */
    private final Map<String, List<RecordedCell>> newestByBenchmark = new HashMap<>();
    private final Map<String, String> newestMachineTypes = new HashMap<>();
    private final Map<SeriesKey, Previous> previous = new LinkedHashMap<>();

    public PreviousRuns(RunRecord newest) {
        this.newest = newest;
        for (RecordedCell cell : newest.cells()) {
            newestByBenchmark.computeIfAbsent(cell.benchmark(), b -> new ArrayList<>()).add(cell);
            newestMachineTypes.computeIfAbsent(cell.runtime(), newest::machineType);
        }
    }

    /** The series key of one of the newest run's cells. */
    public SeriesKey key(RecordedCell cell) {
        return new SeriesKey(new RowKey(cell.benchmark(), cell.mode(), cell.params()),
                cell.runtime(), cell.unit(), newest.machineType(cell.runtime()));
    }

    @Override
    public void accept(RunRecord record) {
        if (ChangeGate.isNewest(record, newest)) {
            return;
        }
        Instant at = null;
        Map<String, String> machineTypes = new HashMap<>();
        for (RecordedCell cell : record.cells()) {
            List<RecordedCell> candidates = newestByBenchmark.get(cell.benchmark());
            if (candidates == null) {
                continue;
            }
            for (RecordedCell now : candidates) {
                if (!now.runtime().equals(cell.runtime()) || !now.mode().equals(cell.mode())
                        || !Objects.equals(now.unit(), cell.unit()) || !now.params().equals(cell.params())
                        || !newestMachineTypes.get(now.runtime())
                        .equals(machineTypes.computeIfAbsent(cell.runtime(), record::machineType))) {
                    continue;
                }
                if (at == null) {
                    at = RunOrder.at(record.commit(), record.recordedAt());
                }
                SeriesKey key = key(now);
                Previous kept = previous.get(key);
                String recordedAt = String.valueOf(record.recordedAt());
                if (kept == null || at.isAfter(kept.at())
                        || (at.equals(kept.at()) && recordedAt.compareTo(kept.recordedAt()) > 0)) {
                    previous.put(key, new Previous(cell, record.commit(), at, recordedAt));
                }
            }
        }
    }

    /** The run before the newest in that series, or null when the newest is its first. */
    public Previous of(SeriesKey key) {
        return previous.get(key);
    }

    /** The newest run's cell of that series, or null. */
    public RecordedCell newest(SeriesKey key) {
        for (RecordedCell cell : newestByBenchmark.getOrDefault(key.row().benchmark(), List.of())) {
            if (key(cell).equals(key)) {
                return cell;
            }
        }
        return null;
    }
}
