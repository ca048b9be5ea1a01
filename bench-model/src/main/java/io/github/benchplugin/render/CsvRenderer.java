package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;

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
    /** RFC 4180 ends records with CRLF; every CSV reader accepts it. */
    static final String EOL = "\r\n";
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

    @Override
    public String render(BenchResult result) {
        StringBuilder csv = new StringBuilder();
        csv.append(String.join(",", HEADER)).append(EOL);
        for (Row row : result.rows()) {
            for (RuntimeInfo runtime : result.runtimes()) {
                csv.append(String.join(",", line(row, runtime))).append(EOL);
            }
        }
        return csv.toString();
    }

    private static List<String> line(Row row, RuntimeInfo runtime) {
        Cell cell = row.cells().get(runtime.id());
        Comparison ratio = row.comparisons().get(runtime.id());
        Comparison baselineRatio = row.baselineRatio().get(runtime.id());
        List<String> fields = new ArrayList<>(HEADER.size());
        fields.add(CsvField.text(row.benchmark()));
        fields.add(CsvField.text(row.mode()));
        fields.add(CsvField.text(params(row.params())));
        fields.add(CsvField.text(runtime.id()));
        fields.add(CsvField.text(runtime.javaVersion()));
        fields.add(Boolean.toString(runtime.isolated()));
        fields.add(CsvField.text(cell == null ? "skipped" : cell.status().json()));
        fields.add(CsvField.number(cell == null ? null : cell.score()));
        fields.add(CsvField.number(cell == null ? null : cell.error()));
        fields.add(CsvField.number(cell == null ? null : cell.ciLow()));
        fields.add(CsvField.number(cell == null ? null : cell.ciHigh()));
        fields.add(CsvField.text(row.unit()));
        fields.add(CsvField.number(cell == null ? null : cell.allocBytesPerOp()));
        fields.add(CsvField.number(ratio == null ? null : ratio.ratio()));
        fields.add(CsvField.number(ratio == null ? null : ratio.ciLow()));
        fields.add(CsvField.number(ratio == null ? null : ratio.ciHigh()));
        fields.add(ratio == null ? "" : CsvField.text(ComparisonText.verdictWord(ratio.verdict())));
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ratio()));
        fields.add(baselineRatio == null ? "" : CsvField.text(ComparisonText.verdictWord(baselineRatio.verdict())));
        fields.add(CsvField.text(cell == null ? "not measured on this runtime" : cell.message()));
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ciLow()));
        fields.add(CsvField.number(baselineRatio == null ? null : baselineRatio.ciHigh()));
        fields.add(CsvField.text(ratio == null ? null : ratio.note()));
        Comparison previous = row.previous().get(runtime.id());
        fields.add(CsvField.number(previous == null ? null : previous.ratio()));
        fields.add(CsvField.number(previous == null ? null : previous.ciLow()));
        fields.add(CsvField.number(previous == null ? null : previous.ciHigh()));
        fields.add(previous == null ? "" : CsvField.text(ComparisonText.verdictWord(previous.verdict())));
        Comparison profileRatio = row.profileComparisons().get(runtime.id());
        fields.add(CsvField.text(runtime.profile() == null ? null : runtime.profile().name()));
        fields.add(CsvField.text(profileRatio == null ? null : profileRatio.against()));
        fields.add(CsvField.number(profileRatio == null ? null : profileRatio.ratio()));
        fields.add(CsvField.number(profileRatio == null ? null : profileRatio.ciLow()));
        fields.add(CsvField.number(profileRatio == null ? null : profileRatio.ciHigh()));
        fields.add(profileRatio == null ? "" : CsvField.text(ComparisonText.verdictWord(profileRatio.verdict())));
        return fields;
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
