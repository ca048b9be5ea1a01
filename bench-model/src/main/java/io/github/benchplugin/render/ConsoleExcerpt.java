package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Verdict;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * What the build log shows of a large table: a suite of thousands of rows would bury the log (and
 * take seconds to print), so past {@link #MAX_ROWS} rows the log keeps the rows a reader acts on:
 * a failed cell first, then the largest faster/slower changes, in table order, with the summary
 * line. results.md and results.html keep every row.
 */
final class ConsoleExcerpt {

    /** Rows the log shows in full. */
    static final int MAX_ROWS = 60;

    /** @param note why rows are missing and where they are; empty when the table is whole */
    record Excerpt(TextTable table, Optional<String> note) {
    }

    private ConsoleExcerpt() {
    }

    static Excerpt of(BenchResult result, MetricSelection metrics) {
        List<Row> rows = result.rows();
        if (rows.size() <= MAX_ROWS) {
            return new Excerpt(ResultTable.of(result, metrics).table(), Optional.empty());
        }
        // Only the shown rows are laid out: formatting 10,000 rows to print 60 costs a quarter second.
        double[] weights = rows.stream().mapToDouble(ConsoleExcerpt::weight).toArray();
        List<Integer> notable = IntStream.range(0, rows.size()).filter(i -> weights[i] > 0).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> weights[i]).reversed()).toList();
        List<Row> shown = notable.subList(0, Math.min(MAX_ROWS, notable.size())).stream().sorted()
                .map(rows::get).toList();
        String note = String.format(Locale.ROOT, "The log shows %,d of %,d rows: %s; every row is in results.md and"
                        + " results.html.", shown.size(), rows.size(),
                notable.isEmpty() ? "none has a failed cell or a faster/slower verdict"
                        : String.format(Locale.ROOT, "of the %,d with a failed cell or a faster/slower verdict, the"
                        + " failed and the largest changes", notable.size()));
        return new Excerpt(ResultTable.of(result, shown, metrics).table(), Optional.of(note));
    }

    /** Infinity for a failed cell, the largest |ln ratio| of a faster/slower verdict, else 0. */
    private static double weight(Row row) {
        if (row.cells().values().stream().anyMatch(c -> c != null && !c.isOk() && !skipped(c))) {
            return Double.POSITIVE_INFINITY;
        }
        return Stream.of(row.comparisons(), row.profileComparisons(), row.previous(), row.baselineRatio())
                .map(Map::values).flatMap(Collection::stream)
                .filter(c -> c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER)
                .filter(c -> c.ratio() != null && c.ratio() > 0)
                .mapToDouble(c -> Math.abs(Math.log(c.ratio()))).max().orElse(0);
    }

    private static boolean skipped(Cell cell) {
        return cell.status() == CellStatus.SKIPPED;
    }
}
