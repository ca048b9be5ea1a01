package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * @Group benchmarks (threads of different methods sharing a @State(Scope.Group)) as public suites
 * write them: each group is one row per @Param value, named by the group, measured on every
 * runtime and compared like any other row; a group's @AuxCounters reach JMH's JSON of every runtime.
 */
class GroupIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static MavenRun project;
    private static MavenRun.Result result;
    private static JsonNode root;

    /**
     * One run for both tests: every benchmark on both runtimes, the dry preset with 2 forks (the
     * comparisons of metrics need 2 per side) and every metric. The tests check rows, names, units
     * and that values exist, none of which needs longer measurement.
     */
    @BeforeAll
    static void runTheGroups() throws Exception {
        project = MavenRun.project("groups", "groups");
        result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.forks=2",
                "-Dbench.metrics=all", "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        root = ResultsJson.read(project.benchDir().resolve("results.json"));
    }

    @Test
    void aGroupIsARowWithItsParamsOnEveryRuntime() throws Exception {
        List<String> rows = new ArrayList<>();
        for (JsonNode row : root.get("rows")) {
            if (row.get("benchmark").asText().startsWith("org.acme.HitsBench.")) {
                continue; // HitsBench is for the metrics test below
            }
            rows.add((row.get("benchmark").asText() + " " + row.get("params").path("kind").asText()).trim());
            for (String runtime : List.of("17", "25")) {
                JsonNode cell = row.get("cells").get(runtime);
                assertEquals("ok", cell.get("status").asText(), row::toString);
                assertTrue(cell.get("score").asDouble() > 0, row::toString);
            }
            assertNotNull(row.get("comparisons").get("25"), row::toString);
        }
        assertEquals(List.of("org.acme.CounterBench.alone atomic", "org.acme.CounterBench.alone adder",
                "org.acme.CounterBench.shared atomic", "org.acme.CounterBench.shared adder",
                "org.acme.QueueBench.queue"), rows);
        assertTrue(result.output().contains("CounterBench.shared  atomic"), result::toString);
        // @AuxCounters of a group: JMH's own JSON of each runtime keeps the counters and the per-method
        // results as secondary metrics of the group's row.
        for (String runtime : List.of("17", "25")) {
            JsonNode queue = jmhResult(project, runtime, "org.acme.QueueBench.queue");
            for (String metric : List.of("hits", "misses", "offer", "poll")) {
                assertTrue(queue.path("secondaryMetrics").has(metric), () -> metric + " on " + runtime + ": " + queue);
            }
            // ... and so does results.json, with their values per fork
            JsonNode cell = rowOf(root, "org.acme.QueueBench.queue").get("cells").get(runtime);
            for (String metric : List.of("hits", "misses", "offer", "poll")) {
                assertTrue(cell.path("metrics").path(metric).path("rawData").isArray(), () -> metric + ": " + cell);
            }
        }
    }

    private static JsonNode rowOf(JsonNode root, String benchmark) {
        for (JsonNode row : root.get("rows")) {
            if (row.get("benchmark").asText().equals(benchmark)) {
                return row;
            }
        }
        throw new AssertionError(benchmark + " not in results.json");
    }

    private static JsonNode jmhResult(MavenRun project, String runtime, String benchmark) throws java.io.IOException {
        for (JsonNode result : JSON.readTree(project.benchDir().resolve("jmh/" + runtime + ".json").toFile())) {
            if (result.get("benchmark").asText().equals(benchmark)) {
                return result;
            }
        }
        throw new AssertionError(benchmark + " not in jmh/" + runtime + ".json");
    }

    /**
     * bench.metrics=all: results.json keeps an @AuxCounters counter, its figure per operation and
     * gc.count with values per fork, a @Group's methods as metrics, and results.md shows their columns.
     * Measured values are only checked for existence and sign.
     */
    @Test
    void metricsAllKeepsAuxCountersGroupMethodsAndGcCountPerFork() throws Exception {
        assertEquals(4, root.get("schemaVersion").asInt());
        int checked = 0;
        for (JsonNode row : root.get("rows")) {
            String benchmark = row.get("benchmark").asText();
            boolean hits = benchmark.endsWith("HitsBench.allocate");
            if (!hits && !benchmark.endsWith("CounterBench.shared")) {
                continue; // the @AuxCounters row and the group with read/write methods
            }
            checked++;
            for (String runtime : List.of("17", "25")) {
                JsonNode metrics = row.get("cells").get(runtime).get("metrics");
                assertNotNull(metrics, row::toString);
                JsonNode count = metrics.get("gc.count");
                assertNotNull(count, metrics::toString);
                assertEquals("counts", count.get("unit").asText());
                assertEquals(2, count.get("rawData").size(), "one list per fork: " + count);
                assertTrue(count.get("score").asDouble() >= 0);
                assertNotNull(metrics.get("gc.count.per1k"), metrics::toString);
                if (hits) {
                    assertEquals("#", metrics.get("hits").get("unit").asText(), metrics::toString);
                    assertEquals(2, metrics.get("hits").get("rawData").size());
                    assertTrue(metrics.get("hits.norm").get("score").asDouble() > 0, metrics::toString);
                } else {
                    assertEquals("ns/op", metrics.get("read").get("unit").asText(), metrics::toString);
                    assertNotNull(metrics.get("write"), metrics::toString);
                }
            }
            JsonNode compared = row.get("comparisons").get("25").get("metrics");
            assertNotNull(compared, row::toString);
            assertNotNull(compared.get("gc.count.per1k"), compared::toString);
            if (hits) {
                assertNotNull(compared.get("hits.norm").get("verdict"), compared::toString);
            }
        }
        assertEquals(3, checked, "HitsBench.allocate and CounterBench.shared's two kinds: " + root.get("rows"));
        String md = java.nio.file.Files.readString(project.benchDir().resolve("results.md"));
        for (String header : List.of("25 hits.norm", "17 hits (#)", "17 gc.count (counts)", "25 write (ns/op)",
                "25 GC/1k op")) {
            assertTrue(md.contains(header), header + " in\n" + md);
        }
        String csv = java.nio.file.Files.readString(project.benchDir().resolve("results.csv"));
        assertTrue(csv.lines().findFirst().orElseThrow().contains(",Param: kind,"), csv);
    }
}
