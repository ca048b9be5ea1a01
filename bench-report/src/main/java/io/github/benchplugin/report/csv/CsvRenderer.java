package io.github.benchplugin.report.csv;

import io.github.benchplugin.report.table.ComparisonColumns;
import io.github.benchplugin.report.table.ComparisonText;
import io.github.benchplugin.report.table.MetricFamilies;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.table.ReportFile;
import io.github.benchplugin.report.table.ResultTable;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * results.csv: one line per row and runtime, for spreadsheets and scripts. Values mirror
 * results.json (full precision, '.' decimal point, verdicts as the model has them); the
 * {@code isolated} column is on every line, so no number from an unisolated runtime can be
 * read without its flag. A ratio's interval is written where the tables print one
 * ({@link ComparisonColumns#showsInterval(Row, String, Comparison)}): empty where they print "±?".
 *
 * <p>Parameters are written as JMH's own {@code -rf csv} writes them: after the fixed columns, one
 * {@code Param: <name>} column per parameter name of any row (sorted), holding the exact value,
 * empty where a row has no such parameter; Commons CSV quotes what needs quoting. Then, per metric
 * the reports show ({@link MetricFamilies}), its figure, unit and comparison with the baseline runtime.
 */
public final class CsvRenderer implements ReportFile {

    public static final String FILE_NAME = "results.csv";
    /** The fixed columns; {@link #header} adds the parameter and metric columns of a result. */
    public static final List<String> HEADER = List.of(
            "benchmark", "mode", "runtime", "javaVersion", "isolated", "status",
            "score", "error", "ciLow", "ciHigh", "unit", "allocBytesPerOp",
            "ratio", "ratioCiLow", "ratioCiHigh", "verdict", "baselineRatio", "baselineVerdict", "message",
            // Appended after the agreed columns so positional readers of those keep working.
            "baselineRatioCiLow", "baselineRatioCiHigh", "verdictNote",
            // bench.compareTo: against the same runtime id in the earlier run; always present, empty without it.
            "previousRatio", "previousCiLow", "previousCiHigh", "previousVerdict",
            // bench.profiles: the column's profile and, with bench.compareProfiles, its ratio
            // against the first profile on the same runtime (the column named by profileAgainst).
            "profile", "profileAgainst", "profileRatio", "profileRatioCiLow", "profileRatioCiHigh", "profileVerdict",
            // bench.variants: the column's variant and its ratio against the first variant on the same runtime.
            "variant", "variantAgainst", "variantRatio", "variantRatioCiLow", "variantRatioCiHigh", "variantVerdict");

    /** JMH's header of a parameter column. */
    public static final String PARAM_PREFIX = "Param: ";
    /** Appended to a metric's name for its columns: the figure itself has the bare name. */
    static final List<String> METRIC_COLUMNS = List.of("", ".unit", ".ratio", ".ratioCiLow", ".ratioCiHigh", ".verdict");

    /** bench.metrics: which metrics get columns besides garbage collections per 1k operations. */
    private final MetricSelection metrics;

    public CsvRenderer() {
        this(MetricSelection.NONE);
    }

    public CsvRenderer(MetricSelection metrics) {
        this.metrics = metrics;
    }

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    /** CSV has columns of its own (one line per row and runtime), not those of the shared table. */
    @Override
    public String render(BenchResult result, ResultTable table) {
        return render(result);
    }

    @Override
    public String render(BenchResult result) {
        StringBuilder csv = new StringBuilder();
        List<String> paramNames = paramNames(result);
        List<String> metricNames = MetricFamilies.of(result, metrics);
        try (CSVPrinter printer = new CSVPrinter(csv, CsvField.FORMAT)) {
            printer.printRecord(header(paramNames, metricNames));
            for (Row row : result.rows()) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    List<String> fields = line(row, runtime);
                    paramNames.forEach(name -> fields.add(row.params().getOrDefault(name, "")));
                    metricNames.forEach(name -> addMetric(fields, row, runtime, name));
                    printer.printRecord(fields);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a StringBuilder does not fail", e);
        }
        return csv.toString();
    }

    private static List<String> line(Row row, RuntimeInfo runtime) {
        Cell cell = row.cells().get(runtime.id());
        Comparison ratio = row.comparisons().get(runtime.id());
        Comparison baselineRatio = row.baselineRatio().get(runtime.id());
        List<String> fields = new ArrayList<>(HEADER.size());
        fields.add(CsvField.defused(row.benchmark()));
        fields.add(CsvField.defused(row.mode()));
        fields.add(CsvField.defused(runtime.id()));
        fields.add(CsvField.defused(runtime.javaVersion()));
        fields.add(Boolean.toString(runtime.isolated()));
        fields.add(CsvField.defused(cell == null ? "skipped" : cell.status().json()));
        fields.add(CsvField.number(cell == null ? null : cell.score()));
        fields.add(CsvField.number(cell == null ? null : cell.error()));
        fields.add(CsvField.number(cell == null ? null : cell.ciLow()));
        fields.add(CsvField.number(cell == null ? null : cell.ciHigh()));
        fields.add(CsvField.defused(row.unit()));
        fields.add(CsvField.number(cell == null ? null : cell.allocBytesPerOp()));
        addComparison(fields, row, runtime, ratio);
        // Positional readers rely on this order: the baseline method's interval came later than its ratio.
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ratio()));
        fields.add(verdict(baselineRatio));
        fields.add(CsvField.defused(cell == null ? "not measured on this runtime" : cell.message()));
        Interval baselineInterval = Interval.of(row, runtime, baselineRatio);
        fields.add(CsvField.number(baselineInterval.low()));
        fields.add(CsvField.number(baselineInterval.high()));
        fields.add(CsvField.defused(ratio == null ? null : ratio.note()));
        addComparison(fields, row, runtime, row.previous().get(runtime.id()));
        Comparison profileRatio = row.profileComparisons().get(runtime.id());
        fields.add(CsvField.defused(runtime.profile() == null ? null : runtime.profile().name()));
        fields.add(CsvField.defused(profileRatio == null ? null : profileRatio.against()));
        addComparison(fields, row, runtime, profileRatio);
        Comparison variantRatio = row.variantComparisons().get(runtime.id());
        fields.add(CsvField.defused(runtime.variant() == null ? null : runtime.variant().name()));
        fields.add(CsvField.defused(variantRatio == null ? null : variantRatio.against()));
        addComparison(fields, row, runtime, variantRatio);
        return fields;
    }

    /** ratio, ciLow, ciHigh, verdict: the block every comparison family writes; empty fields when absent. */
    private static void addComparison(List<String> fields, Row row, RuntimeInfo runtime, Comparison comparison) {
        Interval interval = Interval.of(row, runtime, comparison);
        fields.add(CsvField.number(comparison == null ? null : comparison.ratio()));
        fields.add(CsvField.number(interval.low()));
        fields.add(CsvField.number(interval.high()));
        fields.add(verdict(comparison));
    }

    /** A ratio's bounds as the tables state them: both null where they print "±?" or nothing. */
    private record Interval(Double low, Double high) {

        static Interval of(Row row, RuntimeInfo runtime, Comparison comparison) {
            return ComparisonColumns.showsInterval(row, runtime.id(), comparison)
                    ? new Interval(comparison.ciLow(), comparison.ciHigh()) : new Interval(null, null);
        }
    }

    /** The model's verdict as results.json has it; empty when there is no comparison. */
    private static String verdict(Comparison comparison) {
        return comparison == null ? "" : ComparisonText.verdictWord(comparison.verdict());
    }

    /** The header line: the fixed columns, a "Param: name" per parameter, the metrics' columns. */
    static List<String> header(List<String> paramNames, List<String> metricNames) {
        List<String> header = new ArrayList<>(HEADER);
        paramNames.forEach(name -> header.add(PARAM_PREFIX + name));
        metricNames.forEach(name -> METRIC_COLUMNS.forEach(suffix -> header.add(name + suffix)));
        return header;
    }

    /** Every parameter name of any row, sorted: rows of classes with other parameters leave theirs empty. */
    static List<String> paramNames(BenchResult result) {
        Set<String> names = new TreeSet<>();
        result.rows().forEach(r -> names.addAll(r.params().keySet()));
        return List.copyOf(names);
    }

    /** figure, unit, ratio, interval and verdict against the baseline runtime; empty where absent. */
    private static void addMetric(List<String> fields, Row row, RuntimeInfo runtime, String name) {
        Cell cell = row.cells().get(runtime.id());
        Metric metric = cell == null || !cell.isOk() ? null : cell.metrics().get(name);
        Comparison comparison = row.comparisons().get(runtime.id());
        MetricComparison versus = comparison == null ? null : comparison.metrics().get(name);
        fields.add(CsvField.number(metric == null ? null : metric.score()));
        fields.add(CsvField.defused(metric == null ? null : metric.unit()));
        fields.add(CsvField.number(versus == null ? null : versus.ratio()));
        fields.add(CsvField.number(versus == null ? null : versus.ciLow()));
        fields.add(CsvField.number(versus == null ? null : versus.ciHigh()));
        fields.add(versus == null ? "" : versus.verdict().json());
    }
}
