package io.github.benchplugin.report.export.bencher;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.ExportName;
import io.github.benchplugin.model.stats.ScoreUnits;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * export/bencher.json in Bencher Metric Format (https://bencher.dev/docs/reference/bencher-metric-format/): an
 * object keyed by benchmark name ({@link ExportName}: one per row and runtime), each an object keyed by measure,
 * each a metric {@code value} with optional {@code lower_value} and {@code upper_value}. Measures:
 * {@code latency} in nanoseconds per operation for the time modes, or {@code throughput} in operations per
 * second for thrpt (Bencher's two built-in measures, in their units: a run in us/op or ops/ms is converted), with
 * the 99.9% interval JMH reports as the bounds; {@code alloc} in bytes per operation (the forks' lowest and highest
 * as bounds) when measured; and every per-operation secondary metric (the ones comparisons judge) under its own
 * name, score +- error as bounds. A failed or skipped cell has no entry: no value is not a zero.
 */
public final class BencherExport implements Export {

    public static final String FILE_NAME = "bencher.json";

    private final ObjectMapper json = new ObjectMapper();

    @Override
    public List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException {
        Path file = outputDirectory.resolve(DIRECTORY).resolve(FILE_NAME);
        AtomicFiles.writeString(file, json.writerWithDefaultPrettyPrinter().writeValueAsString(render(result)));
        return List.of(file);
    }

    ObjectNode render(BenchResult result) {
        ObjectNode benchmarks = json.createObjectNode();
        for (Row row : result.rows()) {
            for (RuntimeInfo runtime : result.runtimes()) {
                Cell cell = row.cells().get(runtime.id());
                if (cell == null || !cell.isOk() || cell.score() == null || !Double.isFinite(cell.score())) {
                    continue;
                }
                benchmarks.set(ExportName.of(row, runtime), measures(row, cell));
            }
        }
        return benchmarks;
    }

    private ObjectNode measures(Row row, Cell cell) {
        ObjectNode measures = json.createObjectNode();
        boolean throughput = row.jmhMode().higherIsBetter();
        measures.set(throughput ? "throughput" : "latency", metric(builtIn(cell.score(), row.unit(), throughput),
                bound(cell.ciLow(), row.unit(), throughput), bound(cell.ciHigh(), row.unit(), throughput)));
        if (cell.allocBytesPerOp() != null && Double.isFinite(cell.allocBytesPerOp())) {
            List<Double> forks = cell.allocForks().stream().filter(d -> d != null && Double.isFinite(d)).toList();
            measures.set("alloc", metric(cell.allocBytesPerOp(),
                    forks.isEmpty() ? null : forks.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                    forks.isEmpty() ? null : forks.stream().mapToDouble(Double::doubleValue).max().orElseThrow()));
        }
        for (Map.Entry<String, Metric> entry : cell.metrics().entrySet()) {
            Metric m = entry.getValue();
            if (m.perOperation() && m.score() != null && Double.isFinite(m.score())) {
                boolean bounded = m.error() != null && Double.isFinite(m.error());
                measures.set(entry.getKey(), metric(m.score(), bounded ? m.score() - m.error() : null,
                        bounded ? m.score() + m.error() : null));
            }
        }
        return measures;
    }

    /** Nanoseconds per operation, or operations per second; the score as it is when its unit is not JMH's. */
    private static double builtIn(double score, String unit, boolean throughput) {
        OptionalDouble nanos = ScoreUnits.nanosPerOp(score, unit);
        if (nanos.isEmpty()) {
            return score;
        }
        return throughput ? 1e9 / nanos.getAsDouble() : nanos.getAsDouble();
    }

    private static Double bound(Double value, String unit, boolean throughput) {
        return value == null || !Double.isFinite(value) || (throughput && value <= 0) ? null
                : builtIn(value, unit, throughput);
    }

    private ObjectNode metric(double value, Double lower, Double upper) {
        ObjectNode metric = json.createObjectNode().put("value", value);
        if (lower != null && upper != null) {
            metric.put("lower_value", lower).put("upper_value", upper);
        }
        return metric;
    }
}
