package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Runtimes, rows, cells and JMH -rf json results for the recording package's tests. */
public final class RecordedCells {

    static final ObjectMapper JSON = new ObjectMapper();
    static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.Bench.work", List.of("avgt"),
            Map.of("kind", List.of("a", "b")));

    private RecordedCells() {
    }

    static List<BenchmarkRow> rows() {
        return METHOD.rows(Map.of(), null);
    }

    static BenchmarkRow row(String kind) {
        return rows().stream().filter(r -> kind.equals(r.params().get("kind"))).findFirst().orElseThrow();
    }

    static CellRequest cell(Path dir, TargetRuntime runtime, String kind, int round, int rounds) {
        return new CellRequest(runtime, row(kind), round, rounds, null,
                dir.resolve(runtime.id() + "-" + kind + "-" + round + ".json"), false);
    }

    static CellRequest floorCell(Path dir, TargetRuntime runtime, int round, int rounds) {
        return new CellRequest(runtime, row("a"), round, rounds, null,
                dir.resolve(runtime.id() + "-floor-" + round + ".json"), true);
    }

    static Environment environment() {
        return Environment.builder("host").os("os").arch("arch").cpus(2).createdAt("2026-01-01T00:00:00Z").build();
    }

    /** Writes the cell's JSON file: JMH's result for its row, one fork of the given iteration scores. */
    public static Path jmhResult(CellRequest cell, String jmhVersion, double... iterations) throws IOException {
        ObjectNode result = JSON.createObjectNode();
        if (jmhVersion != null) {
            result.put("jmhVersion", jmhVersion);
        }
        result.put("benchmark", cell.row().method().name());
        result.put("mode", cell.row().mode());
        result.put("forks", 1);
        ObjectNode params = result.putObject("params");
        cell.row().params().forEach(params::put);
        ObjectNode primary = result.putObject("primaryMetric");
        double score = java.util.Arrays.stream(iterations).average().orElseThrow();
        primary.put("score", score);
        primary.put("scoreError", score * 0.01);
        primary.putArray("scoreConfidence").add(score * 0.99).add(score * 1.01);
        primary.put("scoreUnit", "ns/op");
        ArrayNode fork = primary.putArray("rawData").addArray();
        java.util.Arrays.stream(iterations).forEach(fork::add);
        result.putObject("secondaryMetrics");
        return write(cell.jsonFile(), JSON.createArrayNode().add(result));
    }

    static Path write(Path file, Object json) throws IOException {
        Files.createDirectories(file.getParent());
        JSON.writeValue(file.toFile(), json);
        return file;
    }
}
