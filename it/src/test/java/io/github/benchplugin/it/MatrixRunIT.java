package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The main user story: mvn bench:run -Dbench.jdks=17,25 on a project with two benchmark classes. */
class MatrixRunIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static MavenRun project;
    private static MavenRun.Result result;

    @BeforeAll
    static void runMatrix() throws Exception {
        project = MavenRun.project("matrix", "matrix-17-25");
        result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry");
    }

    @Test
    void buildSucceedsAndPrintsTheTable() {
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.output().contains("TextBench.upper"), result::toString);
        assertFalse(result.output().contains("sun.misc.Unsafe"), "Unsafe warnings leaked into the log");
    }

    @Test
    void resultsJsonHasBothRuntimesIsolatedAndEveryRow() throws Exception {
        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));
        assertEquals(4, root.get("schemaVersion").asInt(), "schema 4: the raw data beside results.json");
        JsonNode runtimes = root.get("runtimes");
        assertEquals(2, runtimes.size());
        assertEquals("17", runtimes.get(0).get("id").asText());
        assertTrue(runtimes.get(0).get("baseline").asBoolean());
        assertTrue(runtimes.get(0).get("javaVersion").asText().startsWith("17"));
        assertEquals("25", runtimes.get(1).get("id").asText());
        assertTrue(runtimes.get(1).get("javaVersion").asText().startsWith("25"));
        for (JsonNode r : runtimes) {
            assertTrue(r.get("isolated").asBoolean(), "runtime " + r.get("id") + " should be isolated");
        }
        // TextBench.{upper,lower} x len {8,64} + MathBench.sqrt = 5 rows
        JsonNode rows = root.get("rows");
        assertEquals(5, rows.size(), rows::toString);
        for (JsonNode row : rows) {
            for (String rt : List.of("17", "25")) {
                JsonNode cell = row.get("cells").get(rt);
                assertEquals("ok", cell.get("status").asText(), row.toString());
                assertTrue(cell.get("score").asDouble() > 0);
                assertTrue(cell.get("samples").size() >= 1);
                assertTrue(cell.get("allocBytesPerOp").isNumber(), "allocation measured by default");
            }
            JsonNode cmp = row.get("comparisons").get("25");
            assertNotNull(cmp, "25 is compared with the baseline 17");
            assertEquals("17", cmp.get("against").asText());
            assertTrue(cmp.get("ratio").isNumber());
            // bench.job=dry runs one fork: the ratio has no interval (the log prints "±?", results.csv leaves it empty).
            assertTrue(cmp.get("ciLow").isNull() && cmp.get("ciHigh").isNull(), cmp::toString);
            assertEquals("unknown", cmp.get("verdict").asText(), cmp::toString);
        }
        JsonNode upper8 = find(rows, "org.acme.TextBench.upper", Map.of("len", "8"));
        assertEquals("avgt", upper8.get("mode").asText());
        assertEquals("ns/op", upper8.get("unit").asText());
        assertEquals("thrpt", find(rows, "org.acme.MathBench.sqrt", Map.of()).get("mode").asText());
    }

    @Test
    void scoresEqualJmhsOwnJson() throws Exception {
        JsonNode rows = ResultsJson.read(project.benchDir().resolve("results.json")).get("rows");
        for (String rt : List.of("17", "25")) {
            JsonNode jmh = JSON.readTree(project.benchDir().resolve("jmh").resolve(rt + ".json").toFile());
            assertEquals(5, jmh.size(), "JMH JSON of " + rt + " holds every result");
            for (JsonNode result : jmh) {
                Map<String, String> params = new HashMap<>();
                result.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                JsonNode row = find(rows, result.get("benchmark").asText(), params);
                assertEquals(result.get("primaryMetric").get("score").asDouble(),
                        row.get("cells").get(rt).get("score").asDouble(), 0.0, "score of " + row.get("benchmark"));
            }
        }
    }

    @Test
    void writesMarkdownCsvAndHtml() throws Exception {
        String md = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(md.contains("17.0"), "Markdown header names the JDK 17 version");
        assertTrue(md.contains("25.0"), "Markdown header names the JDK 25 version");
        assertTrue(md.contains("| "), "Markdown has a table");
        assertTrue(md.contains("TextBench.upper"));
        Path csv = project.benchDir().resolve("results.csv");
        // header + 5 rows x 2 runtimes
        assertEquals(11, Files.readAllLines(csv).size());
        String html = Files.readString(project.benchDir().resolve("results.html"));
        assertTrue(html.contains("<svg") && html.contains("TextBench"));
    }

    @Test
    void forksRunInRoundsAndArePooledLikeJmhWould() throws Exception {
        MavenRun rounds = MavenRun.project("matrix", "matrix-rounds");
        MavenRun.Result run = rounds.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.forks=2",
                "-Dbench.include=MathBench");
        assertEquals(0, run.exitCode(), run::toString);
        assertTrue(run.output().contains("(round 2/2)"), run::toString);
        JsonNode row = ResultsJson.read(rounds.benchDir().resolve("results.json")).get("rows").get(0);
        for (String rt : List.of("17", "25")) {
            JsonNode jmh = JSON.readTree(rounds.benchDir().resolve("jmh").resolve(rt + ".json").toFile());
            assertEquals(1, jmh.size(), "one pooled result per row");
            assertEquals(2, jmh.get(0).get("forks").asInt());
            assertEquals(2, jmh.get(0).get("primaryMetric").get("rawData").size());
            assertEquals(jmh.get(0).get("primaryMetric").get("score").asDouble(),
                    row.get("cells").get(rt).get("score").asDouble(), 0.0);
            assertEquals(2, row.get("cells").get(rt).get("forkSamples").size());
            assertTrue(Files.exists(rounds.benchDir().resolve("jmh").resolve(rt).resolve("round-2.json")),
                    "each round's untouched output is kept");
        }
    }

    private static JsonNode find(JsonNode rows, String benchmark, Map<String, String> params) {
        for (JsonNode row : rows) {
            Map<String, String> p = new HashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = row.get("params").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                p.put(e.getKey(), e.getValue().asText());
            }
            if (row.get("benchmark").asText().equals(benchmark) && p.equals(params)) {
                return row;
            }
        }
        throw new AssertionError("no row " + benchmark + " " + params + " in " + rows);
    }
}
