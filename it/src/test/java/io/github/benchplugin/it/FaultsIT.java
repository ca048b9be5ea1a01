package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A suite with a healthy benchmark beside one that halts its JVM in a fixture, one that throws
 * and one that hangs: every other cell still runs, each failure says why, the report is
 * written, the build fails at the end with one error (or stays green with failOnError=false),
 * and no JVM is left behind.
 */
class FaultsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void failuresAreRecordedAndTheRestIsMeasured() throws Exception {
        MavenRun project = MavenRun.project("faults", "faults");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.timeout=15s",
                "-Dbench.exclude=ParamFaultBench"); // EngineIT has the parameter case
        assertNotEquals(0, result.exitCode(), result::toString);
        String error = result.errorLines().get(0);
        assertTrue(error.contains("3 benchmark cell(s) failed"), error);
        assertTrue(error.contains("FaultBench.hangs") && error.contains("bench.timeout"), error);
        assertFalse(result.hasStackTrace(), result::toString);

        Map<String, JsonNode> cells = cellsByMethod(project);
        assertEquals("ok", cells.get("healthy").get("status").asText());
        assertEquals("failed", cells.get("throwsInBenchmark").get("status").asText());
        assertTrue(cells.get("throwsInBenchmark").get("message").asText().contains("fixture says no"),
                cells.get("throwsInBenchmark")::toString);
        assertEquals("failed", cells.get("halts").get("status").asText());
        assertEquals("failed", cells.get("hangs").get("status").asText());
        assertTrue(cells.get("hangs").get("message").asText().contains("killed"));
        assertNoJmhProcessLeft(project);
    }

    @Test
    void failOnErrorFalseKeepsTheBuildGreen() throws Exception {
        MavenRun project = MavenRun.project("faults", "faults-green");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.include=healthy,throwsInBenchmark", "-Dbench.failOnError=false");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.output().contains("FAILED"), result::toString);
        assertEquals("ok", cellsByMethod(project).get("healthy").get("status").asText());
    }

    private static Map<String, JsonNode> cellsByMethod(MavenRun project) throws Exception {
        JsonNode rows = JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows");
        Map<String, JsonNode> cells = new HashMap<>();
        for (JsonNode row : rows) {
            String name = row.get("benchmark").asText();
            cells.put(name.substring(name.lastIndexOf('.') + 1), row.get("cells").get("17"));
        }
        return cells;
    }

    /** Every JVM the run started (JMH hosts and forks) has the project's classes on its class path. */
    private static void assertNoJmhProcessLeft(MavenRun project) {
        String marker = project.dir().toString();
        boolean left = ProcessHandle.allProcesses().anyMatch(p -> p.info().commandLine().orElse("").contains(marker)
                && p.info().commandLine().orElse("").contains("org.openjdk.jmh"));
        assertFalse(left, "a JMH process of this run is still alive");
    }
}
