package io.github.benchplugin.report.export.githubaction;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.ExportName;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * github-action-benchmark's custom JSON (benchmark-action/github-action-benchmark, tools
 * {@code customSmallerIsBetter} and {@code customBiggerIsBetter}): an array of
 * {@code {name, unit, value, range, extra}}, one entry per row and runtime ({@link ExportName}), so its charts and
 * alerts follow each column on its own. The action takes one direction per file: {@value #SMALLER_IS_BETTER}
 * ({@code customSmallerIsBetter}) holds every row, the thrpt rows as their time per operation (the reciprocal of
 * the score, unit {@code s/op} for {@code ops/s}), so that one file and one step chart the whole suite;
 * {@value #BIGGER_IS_BETTER} ({@code customBiggerIsBetter}) holds the thrpt rows in their own unit, for a chart in
 * operations per time. Each is written only when it has an entry (the action refuses a file without one) and
 * removed otherwise, so a file left from an earlier run cannot be read as this one's.
 *
 * <p>{@code value} is the score in the row's unit; {@code range} is "± error" (the half-width of JMH's 99.9%
 * interval), the form the action reads back when it converts units; {@code extra}, shown in the chart's tooltip,
 * names the JDK, the interval and the verdicts against the baseline runtime and the earlier run. A failed cell has
 * no entry.
 */
public final class GithubActionBenchmarkExport implements Export {

    public static final String SMALLER_IS_BETTER = "github-action-benchmark.json";
    public static final String BIGGER_IS_BETTER = "github-action-benchmark-thrpt.json";

    private final ObjectMapper json = new ObjectMapper();

    @Override
    public List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException {
        Path directory = outputDirectory.resolve(DIRECTORY);
        List<Path> written = new ArrayList<>();
        for (boolean bigger : new boolean[] {false, true}) {
            Path file = directory.resolve(bigger ? BIGGER_IS_BETTER : SMALLER_IS_BETTER);
            ArrayNode entries = render(result, bigger);
            if (entries.isEmpty()) {
                Files.deleteIfExists(file);
            } else {
                AtomicFiles.writeString(file, json.writerWithDefaultPrettyPrinter().writeValueAsString(entries));
                written.add(file);
            }
        }
        return written;
    }

    /** @param biggerIsBetter the thrpt rows as they are, or every row as time per operation */
    ArrayNode render(BenchResult result, boolean biggerIsBetter) {
        ArrayNode entries = json.createArrayNode();
        for (Row row : result.rows()) {
            boolean thrpt = row.jmhMode().higherIsBetter();
            if (biggerIsBetter && !thrpt) {
                continue;
            }
            boolean reciprocal = thrpt && !biggerIsBetter;
            for (RuntimeInfo runtime : result.runtimes()) {
                Cell cell = row.cells().get(runtime.id());
                if (cell == null || !cell.isOk() || cell.score() == null || !Double.isFinite(cell.score())
                        || (reciprocal && cell.score() <= 0)) {
                    continue;
                }
                double score = cell.score();
                ObjectNode entry = entries.addObject().put("name", ExportName.of(row, runtime))
                        .put("unit", reciprocal ? perOperation(row.unit()) : row.unit())
                        .put("value", reciprocal ? 1 / score : score);
                if (cell.error() != null && Double.isFinite(cell.error())) {
                    // the reciprocal's half-width to first order: d(1/s) = ds / s^2
                    double error = reciprocal ? cell.error() / (score * score) : cell.error();
                    entry.put("range", "± " + java.math.BigDecimal.valueOf(error).toPlainString());
                }
                entry.put("extra", extra(row, runtime, cell));
            }
        }
        return entries;
    }

    /** The unit of a throughput's reciprocal: ops/s becomes s/op; any other unit u becomes 1/(u). */
    static String perOperation(String throughputUnit) {
        return throughputUnit.startsWith("ops/") ? throughputUnit.substring("ops/".length()) + "/op"
                : "1/(" + throughputUnit + ")";
    }

    private static String extra(Row row, RuntimeInfo runtime, Cell cell) {
        List<String> lines = new ArrayList<>();
        lines.add("runtime " + runtime.id() + ": " + runtime.vendor() + " " + runtime.javaVersion()
                + (runtime.isolated() ? "" : " (UNISOLATED)"));
        if (cell.ciLow() != null && cell.ciHigh() != null) {
            lines.add("99.9% interval: " + NumberFormats.score(cell.ciLow()) + " – " + NumberFormats.score(cell.ciHigh())
                    + " " + row.unit());
        }
        if (row.jmhMode().higherIsBetter()) {
            lines.add("throughput: " + NumberFormats.score(cell.score()) + " " + row.unit());
        }
        if (cell.allocBytesPerOp() != null) {
            lines.add("allocation: " + NumberFormats.bytes(cell.allocBytesPerOp()) + "/op");
        }
        verdict("vs ", row.comparisons().get(runtime.id()), lines);
        verdict("vs previous run: ", row.previous().get(runtime.id()), lines);
        return String.join("\n", lines);
    }

    private static void verdict(String head, Comparison c, List<String> lines) {
        if (c == null) {
            return;
        }
        String against = head.equals("vs ") ? head + c.against() + ": " : head;
        lines.add(against + (c.ratio() == null ? "" : "ratio " + NumberFormats.ratioWithInterval(c.ratio(), c.ciLow(),
                c.ciHigh()) + ", ") + c.shownVerdict().json());
    }
}
