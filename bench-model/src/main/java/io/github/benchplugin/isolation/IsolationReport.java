package io.github.benchplugin.isolation;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Row;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What bench.verifyIsolation found: for every row measured both in a fork of its own and
 * inside the Maven JVM on the same JDK, the ratio of the two scores, largest divergence first.
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
     * @param result      a run with (at least) the two columns below, measured on the same JDK
     * @param isolatedId  id of the forked column
     * @param inProcessId id of the in-process column
     */
    public static IsolationReport of(BenchResult result, String isolatedId, String inProcessId) {
        List<IsolationEntry> entries = new ArrayList<>();
        List<String> notCompared = new ArrayList<>();
        for (Row row : result.rows()) {
            Cell isolated = row.cells().get(isolatedId);
            Cell inProcess = row.cells().get(inProcessId);
            String problem = problem(isolated, isolatedId) != null ? problem(isolated, isolatedId)
                    : problem(inProcess, inProcessId);
            if (problem != null) {
                notCompared.add(row.key() + ": " + problem);
                continue;
            }
            entries.add(new IsolationEntry(row.benchmark(), row.mode(), row.params(), isolated.score(),
                    inProcess.score(), inProcess.score() / isolated.score(), row.unit(),
                    isolated.error(), inProcess.error()));
        }
        return new IsolationReport(entries, notCompared);
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
