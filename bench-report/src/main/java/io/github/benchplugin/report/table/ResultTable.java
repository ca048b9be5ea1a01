package io.github.benchplugin.report.table;


import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one table every human-facing report shows (console, Markdown, HTML), laid out once
 * so the formats cannot drift apart. Cells are plain text; each renderer escapes and
 * aligns them its own way.
 *
 * <p>Columns: Benchmark; the @Params (a column per name when every row with parameters has the
 * same names, otherwise one "Params" column, so classes with different parameters do not make
 * a sparse column each); Mode; Unit (only when rows differ in unit; otherwise the unit is in the
 * score headers). Then, per runtime, the families of {@link #interleaved} (score, ratio against
 * the baseline runtime of its profile, ratio against the first profile), then each family of
 * {@link #blocks} across all runtimes (vs previous run, ratio to the bench.baseline method,
 * allocation, garbage collections per 1k operations, then each metric of bench.metrics). The last
 * line is the geometric mean.
 *
 * <p>A number that comes from an unisolated runtime is marked in its own cell, not only in
 * the header: a reader who copies one cell out of the table must still see the caveat.
 */
public final class ResultTable {

    /** Appended to every number measured (partly) on an unisolated runtime. */
    public static final String UNISOLATED_MARK = TableCell.UNISOLATED_MARK;
    /** In the header of every column showing numbers from an unisolated runtime. */
    public static final String UNISOLATED_HEADER = "UNISOLATED";
    public static final String FAILED = "FAILED";
    public static final String SKIPPED = "skipped";
    public static final String GEOMETRIC_MEAN = "Geometric mean";
    public static final String PARAMS_HEADER = "Params";
    /** The header of the default GC column: garbage collections per 1,000 operations. */
    public static final String GC_LABEL = "GC/1k op";

    private final TextTable table;
    /** Per body row (not the summary): the result row it shows. */
    private final List<Row> sourceRows;
    /** The secondary metrics with a column family, in column order. */
    private final List<String> metricNames;

    private ResultTable(TextTable table, List<Row> sourceRows, List<String> metricNames) {
        this.table = table;
        this.sourceRows = List.copyOf(sourceRows);
        this.metricNames = List.copyOf(metricNames);
    }

    public static ResultTable of(BenchResult result) {
        return of(result, MetricSelection.NONE);
    }

    /** The table with a column family per metric of {@code metrics} that the result has (bench.metrics). */
    public static ResultTable of(BenchResult result, MetricSelection metrics) {
        return new Layout(result, metrics).build(result.rows());
    }

    /**
     * The table of {@code result} with body lines for {@code shown} only (rows of the result, in
     * the order given): columns and the summary line are still those of the whole result.
     */
    public static ResultTable of(BenchResult result, List<Row> shown, MetricSelection metrics) {
        return new Layout(result, metrics).build(shown);
    }

    public TextTable table() {
        return table;
    }

    public List<Column> columns() {
        return table.columns();
    }

    /** Every body line, one per result row in result order, then the geometric-mean line when there is one. */
    public List<TableRow> rows() {
        return table.rows();
    }

    public List<String> headers() {
        return table.headers();
    }

    /** The result rows behind the body lines, in the same order (the summary line has none). */
    public List<Row> sourceRows() {
        return sourceRows;
    }

    /** The secondary metrics the table has columns for (the GC column, then bench.metrics), in column order. */
    public List<String> metricNames() {
        return metricNames;
    }

    /** Short benchmark name: simple class name and method ("ConcatBench.plus"). */
    public static String shortName(String benchmark) {
        int methodDot = benchmark.lastIndexOf('.');
        if (methodDot < 0) {
            return benchmark;
        }
        int classDot = benchmark.lastIndexOf('.', methodDot - 1);
        return benchmark.substring(classDot + 1);
    }

    /** "n=1000, label=plain": every parameter of a row on one line. */
    public static String paramsText(Map<String, String> params) {
        return params.entrySet().stream()
                .map(e -> Texts.oneLine(e.getKey()) + "=" + Texts.oneLine(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** Builds one table; holds the decisions (which columns exist) that every row depends on. */
    private static final class Layout {
        private final TableContext context;
        private final BenchResult result;
        /** One column per name, or null for a single Params column. */
        private final List<String> paramNames;
        private final Map<String, String> displayNames;
        /** Families shown runtime by runtime: 17, 25, 25 vs 17, ... */
        private final List<ColumnFamily> interleaved;
        /** Families shown as a block each, a column per runtime. */
        private final List<ColumnFamily> blocks;
        private final List<String> metricNames;

        Layout(BenchResult result, MetricSelection metrics) {
            this.result = result;
            this.context = new TableContext(result);
            this.paramNames = sameParamNames(result.rows());
            this.displayNames = displayNames(result.rows());
            this.interleaved = new ArrayList<>(List.of(new ScoreColumns(context)));
            if (context.baseline != null) {
                interleaved.add(ComparisonColumns.runtimes(context));
            }
            if (!context.profileBases.isEmpty()) {
                interleaved.add(ComparisonColumns.profiles(context));
            }
            if (!context.variantBases.isEmpty()) {
                interleaved.add(ComparisonColumns.variants(context));
            }
            this.blocks = new ArrayList<>();
            if (context.anyRow(r -> !r.previous().isEmpty())) { // bench.compareTo
                blocks.add(ComparisonColumns.previous());
            }
            if (context.anyRow(r -> !r.baselineRatio().isEmpty())) { // bench.baseline
                blocks.add(ComparisonColumns.baselineMethod(context));
            }
            if (context.anyRow(r -> r.cells().values().stream().anyMatch(c -> c != null && c.allocBytesPerOp() != null))) {
                blocks.add(new AllocationColumns());
            }
            // The one GC column of the default table (docs/reports.md says why collections per 1k ops),
            // then bench.metrics.
            this.metricNames = MetricFamilies.of(result, metrics);
            metricNames.forEach(name -> blocks.add(new MetricColumns(context, name,
                    name.equals(SecondaryMetricNames.GC_PER_1K_OPS) ? GC_LABEL : name)));
            // A new kind of number (an allocation ratio per runtime, say) is one ColumnFamily added
            // here: every format (log, Markdown, HTML, the site) then shows it with its header,
            // alignment and unisolated marker.
        }

        ResultTable build(List<Row> shown) {
            List<Column> columns = new ArrayList<>();
            List<Slot> slots = slots();
            columns.add(Column.descriptive("Benchmark", ColumnKind.BENCHMARK));
            if (paramNames == null) {
                columns.add(Column.descriptive(PARAMS_HEADER, ColumnKind.PARAMS));
            } else {
                paramNames.forEach(p -> columns.add(Column.descriptive(p, ColumnKind.PARAM)));
            }
            columns.add(Column.descriptive("Mode", ColumnKind.MODE));
            if (context.sharedUnit == null) {
                columns.add(Column.descriptive("Unit", ColumnKind.UNIT));
            }
            slots.forEach(s -> columns.add(s.family().column(s.runtime())));
            List<TableRow> lines = new ArrayList<>();
            for (Row row : shown) {
                lines.add(body(row, slots));
            }
            if (!result.rows().isEmpty() && result.runtimes().size() > 1) {
                lines.add(geometricMean(columns.size() - slots.size(), slots));
            }
            return new ResultTable(new TextTable(columns, lines), shown, metricNames);
        }

        /** The runtime columns in display order, each a family applied to a runtime. */
        private List<Slot> slots() {
            List<Slot> slots = new ArrayList<>();
            for (RuntimeInfo runtime : result.runtimes()) {
                interleaved.stream().filter(f -> f.shows(runtime)).forEach(f -> slots.add(new Slot(f, runtime)));
            }
            for (ColumnFamily family : blocks) {
                result.runtimes().stream().filter(family::shows).forEach(r -> slots.add(new Slot(family, r)));
            }
            return slots;
        }

        private TableRow body(Row row, List<Slot> slots) {
            List<TableCell> cells = new ArrayList<>();
            cells.add(new TableCell(displayNames.get(row.benchmark()), CellTone.PLAIN, false, row.benchmark()));
            if (paramNames == null) {
                cells.add(TableCell.plain(paramsText(row.params())));
            } else {
                for (String param : paramNames) {
                    String value = row.params().get(param);
                    cells.add(TableCell.plain(value == null ? "" : Texts.oneLine(value)));
                }
            }
            cells.add(TableCell.plain(row.mode()));
            if (context.sharedUnit == null) {
                cells.add(TableCell.plain(row.unit()));
            }
            slots.forEach(s -> cells.add(s.family().cell(row, s.runtime())));
            return new TableRow(cells, false);
        }

        private TableRow geometricMean(int descriptive, List<Slot> slots) {
            List<TableCell> cells = new ArrayList<>();
            cells.add(new TableCell(GEOMETRIC_MEAN, CellTone.PLAIN, false,
                    "geometric mean of the ratios over every row; interval = spread across rows"));
            for (int i = 1; i < descriptive; i++) {
                cells.add(TableCell.plain(""));
            }
            slots.forEach(s -> cells.add(s.family().summary(s.runtime())));
            return new TableRow(cells, true);
        }

        /**
         * The parameter names when every row that has parameters has the same ones (one column
         * each reads best); null when they differ, so they share one column instead of leaving
         * most cells of a column per name empty.
         */
        private List<String> sameParamNames(List<Row> rows) {
            Set<String> first = null;
            for (Row row : rows) {
                if (row.params().isEmpty()) {
                    continue;
                }
                if (first == null) {
                    first = row.params().keySet();
                } else if (!first.equals(row.params().keySet())) {
                    return null;
                }
            }
            return first == null ? List.of() : List.copyOf(new LinkedHashSet<>(first));
        }

        /**
         * Short names unless two different benchmarks would share one (same class name in two
         * packages): those keep their full names, since an ambiguous row label is worse than a long one.
         */
        private static Map<String, String> displayNames(List<Row> rows) {
            Map<String, Set<String>> fullByShort = new HashMap<>();
            for (Row row : rows) {
                fullByShort.computeIfAbsent(shortName(row.benchmark()), s -> new LinkedHashSet<>()).add(row.benchmark());
            }
            Map<String, String> names = new HashMap<>();
            for (Row row : rows) {
                String shortName = shortName(row.benchmark());
                names.put(row.benchmark(), fullByShort.get(shortName).size() > 1 ? row.benchmark() : shortName);
            }
            return names;
        }
    }

    private record Slot(ColumnFamily family, RuntimeInfo runtime) {
    }
}
