package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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

    @Test
    void aGroupIsARowWithItsParamsOnEveryRuntime() throws Exception {
        MavenRun project = MavenRun.project("groups", "groups");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=short");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        List<String> rows = new ArrayList<>();
        for (JsonNode row : root.get("rows")) {
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
        }
    }

    private static JsonNode jmhResult(MavenRun project, String runtime, String benchmark) throws java.io.IOException {
        for (JsonNode result : JSON.readTree(project.benchDir().resolve("jmh/" + runtime + ".json").toFile())) {
            if (result.get("benchmark").asText().equals(benchmark)) {
                return result;
            }
        }
        throw new AssertionError(benchmark + " not in jmh/" + runtime + ".json");
    }
}
