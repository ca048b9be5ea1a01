package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.stats.GeometricMean;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The one table every human-facing report shows (console, Markdown, HTML), laid out once
 * so the formats cannot drift apart. Cells are plain text; each renderer escapes and
 * aligns them its own way.
 *
 * <p>Columns: Benchmark, one per @Param name, Mode, Unit (only when rows differ in unit;
 * otherwise the unit is in the score headers), then per runtime its score and, for every
 * runtime but the baseline, its ratio against the baseline runtime (with bench.profiles: the
 * first runtime of the same profile; headers name the profile, "25 g1 vs 17 g1") and, with
 * bench.compareProfiles, its ratio against the first profile on the same runtime; then, when
 * bench.compareTo was used, per runtime the ratio against the earlier run ("vs previous"); then,
 * when bench.baseline
 * was used, per runtime the ratio against that method; then, when anything measured
 * allocation, per runtime the bytes per operation. The last line is the geometric mean.
 *
 * <p>A number that comes from an unisolated runtime is marked in its own cell, not only in
 * the header: a reader who copies one cell out of the table must still see the caveat.
 */
public final class ResultTable {

    /** Appended to every number measured (partly) on an unisolated runtime. */
    public static final String UNISOLATED_MARK = " (unisolated)";
    /** In the header of every column showing numbers from an unisolated runtime. */
    public static final String UNISOLATED_HEADER = "UNISOLATED";
    public static final String FAILED = "FAILED";
    public static final String SKIPPED = "skipped";
    public static final String GEOMETRIC_MEAN = "Geometric mean";

    private final List<Column> columns;
    private final List<TableRow> rows;

    private ResultTable(List<Column> columns, List<TableRow> rows) {
        this.columns = List.copyOf(columns);
        this.rows = List.copyOf(rows);
    }

    public List<Column> columns() {
        return columns;
    }

    /** Every body line, one per result row in result order, then the geometric-mean line when there is one. */
    public List<TableRow> rows() {
        return rows;
    }

    public List<String> headers() {
        return columns.stream().map(Column::header).toList();
    }

    public static ResultTable of(BenchResult result) {
        return new Layout(result).build();
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

    /** Builds one table; holds the decisions (which columns exist) that every row depends on. */
    private static final class Layout {
        private final BenchResult result;
        private final RuntimeInfo baseline;
        private final List<String> paramNames;
        private final String sharedUnit;
        private final boolean hasBaselineRatio;
        private final boolean hasPrevious;
        private final boolean hasAllocation;
        private final Set<String> baselineMethods;
        private final Map<String, String> displayNames;
        private final Map<String, RuntimeInfo> profileBases;

        Layout(BenchResult result) {
            this.result = result;
            this.baseline = result.baselineRuntime();
            Set<String> names = new LinkedHashSet<>();
            result.rows().forEach(r -> names.addAll(r.params().keySet()));
            this.paramNames = List.copyOf(names);
            Set<String> units = new LinkedHashSet<>();
            result.rows().forEach(r -> units.add(Objects.toString(r.unit(), "")));
            this.sharedUnit = units.size() == 1 ? units.iterator().next() : null;
            this.hasBaselineRatio = result.rows().stream().anyMatch(r -> !r.baselineRatio().isEmpty());
            this.hasPrevious = result.rows().stream().anyMatch(r -> !r.previous().isEmpty());
            this.hasAllocation = result.rows().stream()
                    .flatMap(r -> r.cells().values().stream())
                    .anyMatch(c -> c != null && c.allocBytesPerOp() != null);
            Set<String> methods = new LinkedHashSet<>();
            result.rows().forEach(r -> r.baselineRatio().values().forEach(c -> {
                if (c != null && c.against() != null) {
                    methods.add(c.against());
                }
            }));
            this.baselineMethods = methods;
            this.displayNames = displayNames(result.rows());
            this.profileBases = profileBases(result);
        }

        ResultTable build() {
            List<Column> columns = columns();
            List<TableRow> lines = new ArrayList<>();
            for (Row row : result.rows()) {
                lines.add(body(row));
            }
            if (!result.rows().isEmpty() && result.runtimes().size() > 1) {
                lines.add(geometricMean(columns));
            }
            return new ResultTable(columns, lines);
        }

        private List<Column> columns() {
            List<Column> columns = new ArrayList<>();
            columns.add(Column.descriptive("Benchmark", ColumnKind.BENCHMARK));
            paramNames.forEach(p -> columns.add(Column.descriptive(p, ColumnKind.PARAM)));
            columns.add(Column.descriptive("Mode", ColumnKind.MODE));
            if (sharedUnit == null) {
                columns.add(Column.descriptive("Unit", ColumnKind.UNIT));
            }
            for (RuntimeInfo runtime : result.runtimes()) {
                String unit = sharedUnit == null || sharedUnit.isEmpty() ? "" : " (" + sharedUnit + ")";
                String role = isBaseline(runtime) ? " baseline" : "";
                columns.add(runtimeColumn(label(runtime) + role, ColumnKind.SCORE, runtime, !runtime.isolated(), unit));
                if (!isBaseline(runtime)) {
                    columns.add(runtimeColumn(label(runtime) + " vs " + label(baseOf(runtime)), ColumnKind.RATIO,
                            runtime, ratioUnisolated(runtime), ""));
                }
                RuntimeInfo profileBase = profileBases.get(runtime.id());
                if (profileBase != null) {
                    columns.add(runtimeColumn(label(runtime) + " vs " + label(profileBase), ColumnKind.PROFILE_RATIO,
                            runtime, !runtime.isolated() || !profileBase.isolated(), ""));
                }
            }
            if (hasPrevious) { // bench.compareTo
                for (RuntimeInfo runtime : result.runtimes()) {
                    columns.add(runtimeColumn(runtime.id() + " vs previous", ColumnKind.PREVIOUS, runtime,
                            !runtime.isolated(), ""));
                }
            }
            if (hasBaselineRatio) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    columns.add(runtimeColumn(label(runtime) + " ratio to " + baselineMethodLabel(),
                            ColumnKind.BASELINE_RATIO, runtime, !runtime.isolated(), ""));
                }
            }
            if (hasAllocation) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    columns.add(runtimeColumn(label(runtime) + " alloc/op", ColumnKind.ALLOC, runtime,
                            !runtime.isolated(), ""));
                }
            }
            return columns;
        }

        private static Column runtimeColumn(String title, ColumnKind kind, RuntimeInfo runtime,
                                            boolean unisolated, String suffix) {
            String header = title + (unisolated ? " " + UNISOLATED_HEADER : "") + suffix;
            return new Column(header, kind, runtime.id(), unisolated);
        }

        private TableRow body(Row row) {
            List<TableCell> cells = new ArrayList<>();
            cells.add(new TableCell(displayNames.get(row.benchmark()), CellTone.PLAIN, false, row.benchmark()));
            for (String param : paramNames) {
                String value = row.params().get(param);
                cells.add(TableCell.plain(value == null ? "" : Texts.oneLine(value)));
            }
            cells.add(TableCell.plain(row.mode()));
            if (sharedUnit == null) {
                cells.add(TableCell.plain(row.unit()));
            }
            for (RuntimeInfo runtime : result.runtimes()) {
                cells.add(score(row.cells().get(runtime.id()), runtime));
                if (!isBaseline(runtime)) {
                    cells.add(ratio(row.comparisons().get(runtime.id()), ratioUnisolated(runtime)));
                }
                RuntimeInfo profileBase = profileBases.get(runtime.id());
                if (profileBase != null) {
                    cells.add(ratio(row.profileComparisons().get(runtime.id()),
                            !runtime.isolated() || !profileBase.isolated()));
                }
            }
            if (hasPrevious) { // bench.compareTo
                for (RuntimeInfo runtime : result.runtimes()) {
                    cells.add(ratio(row.previous().get(runtime.id()), !runtime.isolated()));
                }
            }
            if (hasBaselineRatio) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    Comparison c = row.baselineRatio().get(runtime.id());
                    cells.add(c == null && baselineMethods.contains(row.benchmark())
                            ? TableCell.plain("baseline")
                            : ratio(c, !runtime.isolated()));
                }
            }
            if (hasAllocation) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    cells.add(allocation(row.cells().get(runtime.id()), runtime,
                            AllocationText.suffix(row.comparisons().get(runtime.id()), row.previous().get(runtime.id()))));
                }
            }
            return new TableRow(cells, false);
        }

        private TableRow geometricMean(List<Column> columns) {
            Map<String, Comparison> means = GeometricMean.ofRuntimes(result);
            Map<String, Comparison> profileMeans = GeometricMean.ofProfiles(result);
            List<TableCell> cells = new ArrayList<>();
            for (Column column : columns) {
                if (column.kind() == ColumnKind.BENCHMARK) {
                    cells.add(new TableCell(GEOMETRIC_MEAN, CellTone.PLAIN, false,
                            "geometric mean of the ratios over every row; interval = spread across rows"));
                } else if (column.kind() == ColumnKind.RATIO || column.kind() == ColumnKind.PROFILE_RATIO) {
                    Comparison mean = (column.kind() == ColumnKind.RATIO ? means : profileMeans).get(column.runtimeId());
                    String text = ComparisonText.withoutVerdict(mean);
                    boolean marked = mean != null && column.unisolated();
                    cells.add(new TableCell(marked ? text + UNISOLATED_MARK : text, CellTone.PLAIN, marked,
                            mean == null ? null : mean.note()));
                } else {
                    cells.add(TableCell.plain(""));
                }
            }
            return new TableRow(cells, true);
        }

        private static TableCell score(Cell cell, RuntimeInfo runtime) {
            if (cell == null) {
                return new TableCell(SKIPPED, CellTone.SKIPPED, false, "no cell for this runtime");
            }
            if (cell.status() == CellStatus.FAILED) {
                return new TableCell(FAILED, CellTone.FAILED, false, cell.message());
            }
            if (cell.status() == CellStatus.SKIPPED || !cell.isOk()) {
                return new TableCell(SKIPPED, CellTone.SKIPPED, false, cell.message());
            }
            String text = NumberFormats.scoreWithError(cell.score(), cell.error());
            boolean unisolated = !runtime.isolated();
            return new TableCell(unisolated ? text + UNISOLATED_MARK : text, CellTone.PLAIN, unisolated, null);
        }

        private static TableCell ratio(Comparison comparison, boolean unisolated) {
            if (comparison == null) {
                return TableCell.plain("-");
            }
            String text = ComparisonText.withVerdict(comparison);
            boolean marked = unisolated && comparison.ratio() != null;
            return new TableCell(marked ? text + UNISOLATED_MARK : text,
                    CellTone.of(ComparisonText.shownVerdict(comparison)), marked, comparison.note());
        }

        private static TableCell allocation(Cell cell, RuntimeInfo runtime, String verdictSuffix) {
            if (cell == null || !cell.isOk() || cell.allocBytesPerOp() == null) {
                return TableCell.plain("-");
            }
            String text = NumberFormats.bytes(cell.allocBytesPerOp()) + verdictSuffix;
            boolean unisolated = !runtime.isolated();
            return new TableCell(unisolated ? text + UNISOLATED_MARK : text, CellTone.PLAIN, unisolated, null);
        }

        /** True for the column others of its profile are compared with (the baseline, without profiles). */
        private boolean isBaseline(RuntimeInfo runtime) {
            RuntimeInfo base = baseOf(runtime);
            return base != null && base.id().equals(runtime.id());
        }

        private RuntimeInfo baseOf(RuntimeInfo runtime) {
            return baseline == null ? null : result.baselineFor(runtime);
        }

        /** A ratio is only as trustworthy as the worse of its two sides. */
        private boolean ratioUnisolated(RuntimeInfo runtime) {
            RuntimeInfo base = baseOf(runtime);
            return !runtime.isolated() || (base != null && !base.isolated());
        }

        private static String label(RuntimeInfo runtime) {
            return RuntimeLabel.of(runtime);
        }

        /**
         * column id -> the column its profile ratio is taken against, read from the rows (the
         * calculator decided the pairs); empty unless bench.compareProfiles filled them.
         */
        private static Map<String, RuntimeInfo> profileBases(BenchResult result) {
            Map<String, RuntimeInfo> bases = new HashMap<>();
            for (Row row : result.rows()) {
                row.profileComparisons().forEach((id, c) -> {
                    RuntimeInfo against = c == null || c.against() == null ? null : result.runtime(c.against());
                    if (against != null) {
                        bases.putIfAbsent(id, against);
                    }
                });
            }
            return bases;
        }

        private String baselineMethodLabel() {
            if (baselineMethods.size() == 1) {
                String method = baselineMethods.iterator().next();
                return method.substring(method.lastIndexOf('.') + 1);
            }
            return "baseline method";
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
}
