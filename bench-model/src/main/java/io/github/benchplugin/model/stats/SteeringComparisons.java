package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Every comparison each row of a compared table takes part in, as the table shows it: the ratios
 * the row holds (against the baseline runtime, the first profile, the bench.baseline method, the
 * bench.compareTo run) and, for a row of the bench.baseline method, the ratios of every method
 * compared with it: more forks of the baseline row narrow those too, so it stays open while any
 * of them is. The ratios are read, never recomputed: {@link ComparisonCalculator} and
 * {@link io.github.benchplugin.model.previousrun.PreviousRunComparison} made them, with the run's estimator.
 */
final class SteeringComparisons {

    /**
     * @param label    "25 vs 17", "cpu1100 vs cpu1000 on 17", "17 vs the earlier run"
     * @param measured the cells of this run on either side: the ones more forks would add to (an
     *                 earlier run's cells are fixed, so they are not among them)
     */
    record Entry(String label, Comparison comparison, List<Cell> measured) {
        Entry {
            measured = List.copyOf(measured);
        }
    }

    private SteeringComparisons() {
    }

    /** @return per row key, in table order, its comparisons (empty for a row that takes part in none) */
    static Map<RowKey, List<Entry>> of(List<Row> rows) {
        Map<RowKey, List<Entry>> result = new LinkedHashMap<>();
        rows.forEach(row -> result.put(row.key(), new ArrayList<>(ownEntries(row))));
        Map<String, List<Row>> byBenchmark = rows.stream().collect(Collectors.groupingBy(Row::benchmark));
        for (Row row : rows) {
            String baseMethod = row.baselineRatio().values().stream().map(Comparison::against).filter(Objects::nonNull)
                    .findFirst().orElse(null);
            Row baseRow = baseMethod == null ? null
                    : ComparisonCalculator.baselineRow(row, byBenchmark.getOrDefault(baseMethod, List.of()));
            List<Entry> entries = methodEntries(row, baseRow);
            result.get(row.key()).addAll(entries);
            if (baseRow != null) {
                result.get(baseRow.key()).addAll(entries);
            }
        }
        return result;
    }

    private static List<Entry> ownEntries(Row row) {
        List<Entry> entries = new ArrayList<>();
        for (Map<String, Comparison> columns : List.of(row.comparisons(), row.profileComparisons(),
                row.variantComparisons())) {
            columns.forEach((id, c) -> entries.add(new Entry(id + " vs " + c.against(), c,
                    cells(row.cells().get(c.against()), row.cells().get(id)))));
        }
        row.previous().forEach((id, c) -> entries.add(new Entry(id + " vs the earlier run", c,
                cells(row.cells().get(id)))));
        return entries;
    }

    /**
     * The method comparisons of {@code row}: both the row and its baseline row take part in them,
     * and both sides are measured now.
     *
     * @param baseRow null only for a table whose baseline row is missing (an edited file): the
     *                row's own forks then count alone
     */
    private static List<Entry> methodEntries(Row row, Row baseRow) {
        List<Entry> entries = new ArrayList<>();
        row.baselineRatio().forEach((id, c) -> entries.add(new Entry(row.methodName() + " vs "
                + (baseRow == null ? c.against() : baseRow.methodName()) + " on " + id, c,
                cells(baseRow == null ? null : baseRow.cells().get(id), row.cells().get(id)))));
        return entries;
    }

    private static List<Cell> cells(Cell... cells) {
        List<Cell> present = new ArrayList<>();
        for (Cell cell : cells) {
            if (cell != null) {
                present.add(cell);
            }
        }
        return present;
    }
}
