package io.github.benchplugin.report.isolation;

import io.github.benchplugin.model.isolation.IsolationEntry;
import io.github.benchplugin.model.isolation.IsolationReport;
import io.github.benchplugin.report.table.Column;
import io.github.benchplugin.report.table.ColumnKind;
import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.TableRow;
import io.github.benchplugin.report.table.TextTable;

import java.util.ArrayList;
import java.util.List;

/**
 * The divergence table as a {@link TextTable}, shared by isolation.md and the build log and
 * printed by the same table writers as the results table, so the two reports align, escape
 * and wrap alike.
 */
final class IsolationTable {

    public static final List<Column> COLUMNS = List.of(
            Column.descriptive("Benchmark", ColumnKind.BENCHMARK),
            Column.descriptive("Params", ColumnKind.PARAMS),
            Column.descriptive("Mode", ColumnKind.MODE),
            new Column("Isolated", ColumnKind.SCORE, "isolated", false),
            // The in-process numbers are unisolated by definition; the header says where they come from.
            new Column("In-process", ColumnKind.SCORE, "in-process", false),
            new Column("Divergence", ColumnKind.RATIO, "in-process", false),
            new Column("In-process looks", ColumnKind.NOTE, "in-process", false));

    private IsolationTable() {
    }

    public static TextTable of(IsolationReport report) {
        List<TableRow> rows = new ArrayList<>();
        for (IsolationEntry e : report.entries()) {
            String unit = e.unit() == null || e.unit().isBlank() ? "" : " " + e.unit();
            rows.add(TableRow.ofTexts(List.of(
                    ResultTable.shortName(e.benchmark()),
                    ResultTable.paramsText(e.params()),
                    e.mode(),
                    NumberFormats.scoreWithError(e.isolated(), e.isolatedError()) + unit,
                    NumberFormats.scoreWithError(e.inProcess(), e.inProcessError()) + unit,
                    NumberFormats.ratio(e.divergence()),
                    looks(e))));
        }
        return new TextTable(COLUMNS, rows);
    }

    /** "13.2x slower", "1.8x faster": the divergence read in the direction of the mode. */
    static String looks(IsolationEntry e) {
        double slowdown = e.inProcessSlowdown();
        return slowdown >= 1
                ? String.format(java.util.Locale.ROOT, "%.1fx slower", slowdown)
                : String.format(java.util.Locale.ROOT, "%.1fx faster", 1 / slowdown);
    }
}
