package io.github.benchplugin.report.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.SampleResult;
import io.github.benchplugin.report.export.bencher.BencherExport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * export/bencher.json against Bencher Metric Format as Bencher documents it
 * (https://bencher.dev/docs/reference/bencher-metric-format/): an object of benchmarks (names up to 1024
 * characters), each an object of measures (names up to 64), each a metric with a number {@code value} and, when
 * given, number {@code lower_value} and {@code upper_value}; nothing else.
 */
class BencherExportTest {

    @TempDir
    Path out;

    @Test
    void oneBenchmarkPerRowAndRuntimeWithLatencyBoundsAllocationAndMetrics() throws Exception {
        Path file = new BencherExport().write(SampleResult.twoRuntimes(), List.of(), out).get(0);
        assertEquals(out.resolve("export").resolve("bencher.json"), file);
        JsonNode bmf = new ObjectMapper().readTree(file.toFile());
        assertFollowsBmf(bmf);

        List<String> names = new ArrayList<>();
        bmf.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("org.example.ConcatBench.plus {label=plain, n=1000} avgt on 17",
                "org.example.ConcatBench.plus {label=plain, n=1000} avgt on 25",
                "org.example.ConcatBench.builder {label=plain, n=1000} avgt on 17",
                "org.example.ConcatBench.builder {label=plain, n=1000} avgt on 25",
                "org.example.Misc.count thrpt on 17"), names, "the failed cell (count on 25) has no entry");

        JsonNode plus25 = bmf.get("org.example.ConcatBench.plus {label=plain, n=1000} avgt on 25");
        assertEquals(518.5, plus25.get("latency").get("value").asDouble(), 1e-9, "ns/op is Bencher's latency unit");
        assertEquals(518.5 - 5.1, plus25.get("latency").get("lower_value").asDouble(), 1e-9);
        assertEquals(518.5 + 5.1, plus25.get("latency").get("upper_value").asDouble(), 1e-9);
        assertEquals(1228.8, plus25.get("alloc").get("value").asDouble(), 1e-9);
        assertEquals(1.0, plus25.get("hits.norm").get("value").asDouble(), 1e-9, "a per-operation metric");
        assertFalse(plus25.has("hits"), "a total depends on the iteration time: not compared, not exported");
        assertFalse(plus25.has("gc.count"));

        JsonNode count = bmf.get("org.example.Misc.count thrpt on 17");
        assertFalse(count.has("latency"));
        assertEquals(1_500_000.0, count.get("throughput").get("value").asDouble(), 1e-6, "ops/s: Bencher's unit");
        assertEquals(0.0, count.get("alloc").get("value").asDouble());
    }

    /** Every rule of Bencher's BMF JSON Schema and its name limits. */
    static void assertFollowsBmf(JsonNode bmf) {
        assertTrue(bmf.isObject(), "an object of benchmarks");
        for (Map.Entry<String, JsonNode> benchmark : bmf.properties()) {
            assertFalse(benchmark.getKey().isEmpty());
            assertTrue(benchmark.getKey().length() <= 1024, benchmark.getKey());
            assertTrue(benchmark.getValue().isObject() && !benchmark.getValue().isEmpty(), benchmark.getKey());
            for (Map.Entry<String, JsonNode> measure : benchmark.getValue().properties()) {
                assertFalse(measure.getKey().isEmpty());
                assertTrue(measure.getKey().length() <= 64, measure.getKey());
                JsonNode metric = measure.getValue();
                assertTrue(metric.isObject() && metric.path("value").isNumber(), measure.getKey() + ": " + metric);
                metric.fieldNames().forEachRemaining(f -> assertTrue(
                        List.of("value", "lower_value", "upper_value").contains(f), f));
                assertTrue(!metric.has("lower_value") || metric.get("lower_value").isNumber(), metric.toString());
                assertTrue(!metric.has("upper_value") || metric.get("upper_value").isNumber(), metric.toString());
            }
        }
    }
}
