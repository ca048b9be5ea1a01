package io.github.benchplugin.model.isolation;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Row;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What bench.verifyIsolation found: for every row and runtime measured both in a fork of its own
 * and in one JVM shared with the other benchmarks (same JDK), the ratio of the two scores,
 * largest divergence first.
 * Rows where either side has no score are listed apart with the reason, not dropped silently.
 *
 * @param entries    rows with both scores, farthest from 1 first (by |ln divergence|)
 * @param notCompared rows that could not be compared, each with why
 */
public record IsolationReport(List<IsolationEntry> entries, List<String> notCompared) {

    private static final Comparator<IsolationEntry> LARGEST_FIRST =
            Comparator.comparingDouble(IsolationEntry::distance).reversed()
                    .thenComparing(IsolationEntry::benchmark)
                    .thenComparing(e -> e.params().toString());

    public IsolationReport {
        entries = entries.stream().sorted(LARGEST_FIRST).toList();
        notCompared = List.copyOf(notCompared);
    }

    /**
     * The columns compared for one runtime.
     *
     * @param runtime    the runtime id the entries are reported under
     * @param isolatedId id of the column measured a fork per benchmark
     * @param sharedId   id of the column measured with every benchmark in one JVM of the same JDK
     */
    public record Pair(String runtime, String isolatedId, String sharedId) {
    }

    /** @param result a run holding both columns of every pair */
    public static IsolationReport of(BenchResult result, List<Pair> pairs) {
        List<IsolationEntry> entries = new ArrayList<>();
        List<String> notCompared = new ArrayList<>();
        for (Pair pair : pairs) {
            for (Row row : result.rows()) {
                Cell isolated = row.cells().get(pair.isolatedId());
                Cell shared = row.cells().get(pair.sharedId());
                String problem = problem(isolated, pair.isolatedId()) != null ? problem(isolated, pair.isolatedId())
                        : problem(shared, pair.sharedId());
                if (problem != null) {
                    notCompared.add(row.key() + " on " + pair.runtime() + ": " + problem);
                    continue;
                }
                entries.add(new IsolationEntry(row.benchmark(), row.mode(), row.params(), pair.runtime(),
                        isolated.score(), shared.score(), shared.score() / isolated.score(), row.unit(),
                        isolated.error(), shared.error()));
            }
        }
        return new IsolationReport(entries, notCompared);
    }

    /** One runtime measured in two columns. */
    public static IsolationReport of(BenchResult result, String isolatedId, String sharedId) {
        return of(result, List.of(new Pair(isolatedId, isolatedId, sharedId)));
    }

    /** Why a cell cannot take part in a ratio, or null when it can. */
    private static String problem(Cell cell, String column) {
        if (cell == null) {
            return "not measured " + column;
        }
        if (!cell.isOk()) {
            return column + " " + cell.status().json() + (cell.message() == null ? "" : " (" + cell.message() + ")");
        }
        if (!(cell.score() > 0) || !Double.isFinite(cell.score())) {
            return column + " score " + cell.score() + " cannot be divided by";
        }
        return null;
    }
}
