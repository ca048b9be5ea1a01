package io.github.benchplugin.render;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Verdict;

import java.util.ArrayList;
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

    static Excerpt of(ResultTable table) {
        List<Row> sources = table.sourceRows();
        if (sources.size() <= MAX_ROWS) {
            return new Excerpt(table.table(), Optional.empty());
        }
        List<Integer> notable = IntStream.range(0, sources.size()).filter(i -> weight(sources.get(i)) > 0).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> weight(sources.get(i))).reversed()).toList();
        List<Integer> shown = notable.subList(0, Math.min(MAX_ROWS, notable.size())).stream().sorted().toList();
        List<TableRow> lines = new ArrayList<>();
        shown.forEach(i -> lines.add(table.rows().get(i)));
        table.rows().stream().filter(TableRow::summary).forEach(lines::add);
        String note = String.format(Locale.ROOT, "The log shows %,d of %,d rows: %s; every row is in results.md and"
                        + " results.html.", shown.size(), sources.size(),
                notable.isEmpty() ? "none has a failed cell or a faster/slower verdict"
                        : String.format(Locale.ROOT, "of the %,d with a failed cell or a faster/slower verdict, the"
                        + " failed and the largest changes", notable.size()));
        return new Excerpt(new TextTable(table.columns(), lines), Optional.of(note));
    }

    /** Infinity for a failed cell, the largest |ln ratio| of a faster/slower verdict, else 0. */
    private static double weight(Row row) {
        if (row.cells().values().stream().anyMatch(c -> c != null && !c.isOk() && !skipped(c))) {
            return Double.POSITIVE_INFINITY;
        }
        return Stream.of(row.comparisons(), row.profileComparisons(), row.previous(), row.baselineRatio())
                .map(Map::values).flatMap(java.util.Collection::stream)
                .filter(c -> c.verdict() == Verdict.FASTER || c.verdict() == Verdict.SLOWER)
                .filter(c -> c.ratio() != null && c.ratio() > 0)
                .mapToDouble(c -> Math.abs(Math.log(c.ratio()))).max().orElse(0);
    }

    private static boolean skipped(Cell cell) {
        return cell.status() == io.github.benchplugin.model.CellStatus.SKIPPED;
    }
}
