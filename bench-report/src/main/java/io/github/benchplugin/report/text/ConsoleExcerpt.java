package io.github.benchplugin.report.text;

import io.github.benchplugin.report.table.TextTable;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.table.ResultTable;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.WarningCode;

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
 * take seconds to print), so past {@link #MAX_ROWS} rows the log keeps the rows a reader came for:
 * the measured ones (no failed cell), the largest faster/slower changes first when there are more
 * than fit, in table order. Rows with a failed cell are counted in one line instead of shown: the
 * FAILED warning under the table already names them, and a run where most cells failed would
 * otherwise fill the excerpt with FAILED and hide the few rows that were measured everywhere.
 * results.md and results.html keep every row.
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
        List<Integer> measured = IntStream.range(0, rows.size()).filter(i -> !hasFailedCell(rows.get(i))).boxed().toList();
        // Only the shown rows are laid out: formatting 10,000 rows to print 60 costs a quarter second.
        // The sort is stable, so rows without a change keep table order behind the changed ones.
        double[] weights = rows.stream().mapToDouble(ConsoleExcerpt::change).toArray();
        List<Row> shown = measured.stream()
                .sorted(Comparator.comparingDouble((Integer i) -> weights[i]).reversed())
                .limit(MAX_ROWS).sorted().map(rows::get).toList();
        return new Excerpt(ResultTable.of(result, shown, metrics).table(),
                Optional.of(note(result, shown.size(), measured.size(), rows.size())));
    }

    /** "The log shows 9 of 75 rows: ...; 66 rows with failed cells: see ...; every row is in ..." */
    private static String note(BenchResult result, int shown, int measured, int total) {
        int failed = total - measured;
        StringBuilder note = new StringBuilder(String.format(Locale.ROOT, "The log shows %,d of %,d rows: ", shown, total));
        if (measured == 0) {
            note.append("none was measured without a failed cell");
        } else if (shown == measured) {
            note.append(measured == 1 ? "the one without a failed cell" : "every row without a failed cell");
        } else {
            note.append(String.format(Locale.ROOT, "of the %,d without a failed cell, the largest faster/slower"
                    + " changes first", measured));
        }
        if (failed > 0) {
            boolean listedBelow = result.warnings().stream().anyMatch(w -> w.code() == WarningCode.FAILED);
            note.append(String.format(Locale.ROOT, "; %,d %s with failed cells: see %s", failed,
                    failed == 1 ? "row" : "rows", listedBelow ? "FAILED below and results.md" : "results.md"));
        }
        return note.append("; every row is in results.md and results.html.").toString();
    }

    private static boolean hasFailedCell(Row row) {
        return row.cells().values().stream().anyMatch(c -> c != null && c.status() == CellStatus.FAILED);
    }

    /** The largest |ln ratio| of a faster/slower verdict, else 0. */
    private static double change(Row row) {
        return row.allComparisons().stream()
                .map(Map::values).flatMap(Collection::stream)
                .filter(c -> c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER)
                .filter(c -> c.ratio() != null && c.ratio() > 0)
                .mapToDouble(c -> Math.abs(Math.log(c.ratio()))).max().orElse(0);
    }
}
