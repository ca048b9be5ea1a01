package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.stats.ComparisonCalculator;
import io.github.benchplugin.model.stats.FloorCheck;
import io.github.benchplugin.model.stats.RowFloors;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Whether the bench.baseline method shows that a method's work exists on a runtime: its cell of
 * the matching row (same mode and params, as its ratio was computed) is far above the floor by the
 * same measure as another runtime's cell in the cross-runtime rule ({@link RowFloors#removedAgainst}).
 * A method that sits at the floor beside such a baseline, with which the user compares it, has
 * most likely lost its work to the JIT.
 */
final class BaselineEvidence {

    /** @param method the baseline method's simple name, as messages name it */
    record Found(String method, FloorCheck check) {
    }

    private final Map<String, List<Row>> rowsByBenchmark;
    private final Map<String, HarnessFloor> floors;

    BaselineEvidence(List<Row> rows, Map<String, HarnessFloor> floors) {
        this.rowsByBenchmark = rows.stream().collect(Collectors.groupingBy(Row::benchmark));
        this.floors = floors;
    }

    /** @param here the floor check of {@code row}'s cell on {@code runtime} */
    Optional<Found> doingWork(Row row, String runtime, FloorCheck here) {
        Comparison ratio = row.baselineRatio().get(runtime);
        if (ratio == null || ratio.against() == null) {
            return Optional.empty();
        }
        Row baseRow = ComparisonCalculator.baselineRow(row, rowsByBenchmark.getOrDefault(ratio.against(), List.of()));
        if (baseRow == null) {
            return Optional.empty();
        }
        return RowFloors.of(baseRow, floors).check(runtime)
                .filter(c -> RowFloors.removedAgainst(here, c))
                .map(c -> new Found(baseRow.methodName(), c));
    }
}
