package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** results.json (v4) keeps each fork's mean inline, for the cell's score and for each metric: the contract's per-fork values. */
class InlineForkMeansTest {

    @TempDir
    Path dir;

    @Test
    void aCellAndItsMetricsCarryEachForksMeanAndTheFileReadsBackAsWritten() throws Exception {
        BenchResult written = SampleResult.twoRuntimes();
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(written, file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());
        Cell cell = written.rows().get(0).cells().get("17");
        JsonNode cellJson = json.get("rows").get(0).get("cells").get("17");
        assertFalse(cell.forkSamples().isEmpty());
        assertEquals(means(cell.forkSamples()), numbers(cellJson.get("forkMeans")));
        cell.metrics().forEach((name, metric) -> {
            JsonNode metricJson = cellJson.get("metrics").get(name);
            assertEquals(means(metric.rawData()), metricJson.has("forkMeans") ? numbers(metricJson.get("forkMeans")) : List.of(), name);
        });
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), new ResultJsonReader().read(file));
    }

    @Test
    void meansThatOverflowAreLeftOutRatherThanWrittenAsText() {
        Metric huge = new Metric("B/op", 1e308, null, List.of(List.of(1e308, 1e308), List.of(1.0)));
        assertEquals(List.of(), huge.finiteForkMeans());
        assertEquals(List.of(2.0, 4.0), new Metric("B/op", 3.0, null, List.of(List.of(1.0, 3.0), List.of(), List.of(4.0)))
                .finiteForkMeans());
    }

    /** The mean of each non-empty fork as the statistics take it: the sum over the count. */
    private static List<Double> means(List<List<Double>> forks) {
        List<Double> means = new ArrayList<>();
        for (List<Double> fork : forks) {
            if (!fork.isEmpty()) {
                double sum = 0;
                for (double value : fork) {
                    sum += value;
                }
                means.add(sum / fork.size());
            }
        }
        return means;
    }

    private static List<Double> numbers(JsonNode array) {
        List<Double> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asDouble()));
        return values;
    }
}
