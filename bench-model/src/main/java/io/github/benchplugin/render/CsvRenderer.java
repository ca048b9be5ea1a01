package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;

import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * results.csv: one line per row and runtime, for spreadsheets and scripts. Values mirror
 * results.json (full precision, '.' decimal point, verdicts as the model has them); the
 * {@code isolated} column is on every line, so no number from an unisolated runtime can be
 * read without its flag.
 */
public final class CsvRenderer implements ReportFile {

    public static final String FILE_NAME = "results.csv";
    public static final List<String> HEADER = List.of(
            "benchmark", "mode", "params", "runtime", "javaVersion", "isolated", "status",
            "score", "error", "ciLow", "ciHigh", "unit", "allocBytesPerOp",
            "ratio", "ratioCiLow", "ratioCiHigh", "verdict", "baselineRatio", "baselineVerdict", "message",
            // Appended after the agreed columns so positional readers of those keep working.
            "baselineRatioCiLow", "baselineRatioCiHigh", "verdictNote",
            // bench.compareTo: against the same runtime id in the earlier run; always present, empty without it.
            "previousRatio", "previousCiLow", "previousCiHigh", "previousVerdict",
            // bench.profiles: the column's profile and, with bench.compareProfiles, its ratio
            // against the first profile on the same runtime (the column named by profileAgainst).
            "profile", "profileAgainst", "profileRatio", "profileRatioCiLow", "profileRatioCiHigh", "profileVerdict");

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    /** CSV has columns of its own (one line per row and runtime), not those of the shared table. */
    @Override
    public String render(BenchResult result, ResultTable table) {
        return render(result);
    }

    public String render(BenchResult result) {
        StringBuilder csv = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(csv, CsvField.FORMAT)) {
            printer.printRecord(HEADER);
            for (Row row : result.rows()) {
                for (RuntimeInfo runtime : result.runtimes()) {
                    printer.printRecord(line(row, runtime));
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
        fields.add(CsvField.defused(params(row.params())));
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
        addComparison(fields, ratio);
        // Positional readers rely on this order: the baseline method's interval came later than its ratio.
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ratio()));
        fields.add(verdict(baselineRatio));
        fields.add(CsvField.defused(cell == null ? "not measured on this runtime" : cell.message()));
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ciLow()));
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ciHigh()));
        fields.add(CsvField.defused(ratio == null ? null : ratio.note()));
        addComparison(fields, row.previous().get(runtime.id()));
        Comparison profileRatio = row.profileComparisons().get(runtime.id());
        fields.add(CsvField.defused(runtime.profile() == null ? null : runtime.profile().name()));
        fields.add(CsvField.defused(profileRatio == null ? null : profileRatio.against()));
        addComparison(fields, profileRatio);
        return fields;
    }

    /** ratio, ciLow, ciHigh, verdict: the block every comparison family writes; empty fields when absent. */
    private static void addComparison(List<String> fields, Comparison comparison) {
        fields.add(CsvField.number(comparison == null ? null : comparison.ratio()));
        fields.add(CsvField.number(comparison == null ? null : comparison.ciLow()));
        fields.add(CsvField.number(comparison == null ? null : comparison.ciHigh()));
        fields.add(verdict(comparison));
    }

    /** The model's verdict as results.json has it; empty when there is no comparison. */
    private static String verdict(Comparison comparison) {
        return comparison == null ? "" : ComparisonText.verdictWord(comparison.verdict());
    }

    /**
     * "name=value;name=value". A backslash escapes ';', '=' and itself inside names and values,
     * so a value such as "a=b;c" can still be split back unambiguously.
     */
    static String params(Map<String, String> params) {
        return params.entrySet().stream()
                .map(e -> escapeParam(e.getKey()) + "=" + escapeParam(e.getValue()))
                .collect(Collectors.joining(";"));
    }

    private static String escapeParam(String value) {
        if (value == null) {
            return "";
        }
        return value.replace("\\", "\\\\").replace(";", "\\;").replace("=", "\\=");
    }
}
