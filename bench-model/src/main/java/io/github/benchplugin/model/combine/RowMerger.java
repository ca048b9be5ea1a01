package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects cells from every runtime and lays them out as rows: one per benchmark x params x mode,
 * with a cell for every runtime in the given column order. A runtime that has no cell for a row
 * (not measured there, or not yet) gets a {@code skipped} cell, so every row always has every
 * column. Failures are cells too: a failed row on a runtime is a failed cell of that row only.
 */
public final class RowMerger {

    private final Map<RowKey, RowBuilder> rows = new LinkedHashMap<>();
    /** @OperationsPerInvocation N by benchmark name; absent means 1. */
    private final Map<String, Integer> opsPerInvocation = new LinkedHashMap<>();

    public RowMerger addRecord(String runtimeId, JmhRecord record) {
        return addCell(runtimeId, record.key(), record.unit(), record.toCell());
    }

    /**
     * Reserves a row's place before any of its cells exist, so that rows keep the order they were
     * planned in; a row that never gets a cell shows every runtime as not measured.
     */
    public RowMerger declare(RowKey key) {
        rows.computeIfAbsent(key, k -> new RowBuilder(null));
        return this;
    }

    public RowMerger addCell(String runtimeId, RowKey key, String unit, Cell cell) {
        RowBuilder row = rows.computeIfAbsent(key, k -> new RowBuilder(unit));
        if (row.unit.isEmpty() && unit != null) {
            row.unit = unit;
        }
        row.cells.put(runtimeId, cell);
        return this;
    }

    /**
     * Records a benchmark's {@code @OperationsPerInvocation} N (from the BenchmarkList, or an
     * input row of a merge): every row of that benchmark carries it, so that its scores can be
     * taken per call of the method when they are compared with the harness floor.
     *
     * @throws IllegalArgumentException when n is below 1
     */
    public RowMerger opsPerInvocation(String benchmark, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("@OperationsPerInvocation of " + benchmark + " is " + n
                    + "; it must be 1 or more");
        }
        opsPerInvocation.put(benchmark, n);
        return this;
    }

    public List<Row> rows(List<String> runtimeOrder) {
        List<Row> result = new ArrayList<>();
        for (Map.Entry<RowKey, RowBuilder> entry : rows.entrySet()) {
            RowKey key = entry.getKey();
            Map<String, Cell> cells = new LinkedHashMap<>();
            for (String runtime : runtimeOrder) {
                Cell cell = entry.getValue().cells.get(runtime);
                if (cell == null) {
                    cell = Cell.skipped("not measured on this runtime");
                }
                cells.put(runtime, cell);
            }
            result.add(Row.builder(key.benchmark(), key.mode()).params(key.params()).unit(entry.getValue().unit)
                    .cells(cells).opsPerInvocation(opsPerInvocation.getOrDefault(key.benchmark(), 1)).build());
        }
        return result;
    }

    private static final class RowBuilder {
        private String unit;
        private final Map<String, Cell> cells = new LinkedHashMap<>();

        RowBuilder(String unit) {
            this.unit = unit == null ? "" : unit;
        }
    }
}
