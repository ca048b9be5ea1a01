package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project's own JMH, whatever release it pins: the same project (processor as a plain
 * dependency, compiled for Java 8, as older projects declare it) on every supported line of JMH,
 * measured on 17 and 25. Each row measured on both, with its allocation and the JMH version
 * recorded; a release older than the oldest supported is one clear error. One size of the project's two
 * (bench.params=size=256, the size the allocation is checked at): each row's cells are JVM starts, and the other
 * size runs the same code through the same JMH again.
 */
class JmhVersionsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The lines before 1.37: 1.37 itself is what every other IT runs (and the release-11 test below, on this project). */
    @ParameterizedTest
    @ValueSource(strings = {"1.16", "1.21", "1.26", "1.32", "1.36"})
    void everyRowIsMeasuredOnBothRuntimesWithTheProjectsJmh(String jmh) throws Exception {
        MavenRun project = MavenRun.project("old-jmh", "jmh-" + jmh);
        MavenRun.Result result = project.run("bench:run", "-Djmh.version=" + jmh, "-Dbench.jdks=17,25",
                "-Dbench.job=dry", "-Dbench.params=size=256");
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);

        JsonNode results = ResultsJson.read(project.benchDir().resolve("results.json"));
        for (JsonNode runtime : results.get("runtimes")) {
            assertEquals(jmh, runtime.get("jmhVersion").asText(), runtime::toString);
        }
        JsonNode rows = results.get("rows");
        assertEquals(2, rows.size(), "loop and allocate at size=256: " + rows);
        for (JsonNode row : rows) {
            for (String runtime : List.of("17", "25")) {
                JsonNode cell = row.get("cells").get(runtime);
                assertEquals("ok", cell.get("status").asText(), () -> row.get("benchmark") + " on " + runtime + ": " + cell);
                assertTrue(cell.get("score").asDouble() > 0, cell::toString);
                assertTrue(cell.hasNonNull("allocBytesPerOp"), () -> "allocation measured: " + cell);
                // The host hears every iteration through JMH's OutputFormat on every release (issue 32).
                assertTrue(cell.path("warmup").path("forks").path(0).path("iterations").size() >= 1,
                        () -> "iterations recorded with JMH " + jmh + ": " + cell);
            }
        }
        // The allocating row allocates an int[size]: at least its 4 bytes per element on every JMH release.
        JsonNode big = rowsOf(rows, "allocate", "256");
        assertTrue(big.get("cells").get("17").get("allocBytesPerOp").asDouble() >= 1024, big::toString);
        assertTrue(Files.readString(project.benchDir().resolve("results.md")).contains("JMH " + jmh + ","),
                "the report header names the JMH release");
        assertTrue(Files.isRegularFile(project.benchDir().resolve("jmh/25.json")), "JMH's own JSON kept");
        assertTrue(result.output().contains("The harness floor is not measured: its benchmark is built for JMH 1.37"
                + " and this project measures with JMH " + jmh), result::toString);
        assertFalse(result.output().contains("bench.floor=false"), "the user did not turn the floor off");
        String header = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(header.contains("harness floor not measured (its benchmark is built for JMH 1.37, this project"
                + " measures with JMH " + jmh), "the header says why");
    }

    /**
     * The same project compiled with release=11 instead of source/target 8 (the test above): class files
     * of Java 11 run on 17 and 25 with every row measured.
     */
    @Test
    void aProjectCompiledForRelease11IsMeasuredOnBothRuntimes() throws Exception {
        MavenRun project = MavenRun.project("old-jmh", "release-11");
        MavenRun.Result result = project.run("bench:run", "-Djmh.version=1.37", "-Dmaven.compiler.release=11",
                "-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.params=size=256");
        ProjectShapesIT.assertMeasuredEverywhere(project, result, List.of("org.acme.SumBench.allocate",
                "org.acme.SumBench.loop"));
        byte[] bench = Files.readAllBytes(project.dir().resolve("target/classes/org/acme/SumBench.class"));
        assertEquals(55, ((bench[6] & 0xff) << 8) | (bench[7] & 0xff), "class file version of Java 11");
    }

    @Test
    void aReleaseOlderThanTheOldestSupportedIsOneClearError() throws Exception {
        MavenRun project = MavenRun.project("old-jmh", "jmh-1.15");
        MavenRun.Result result = project.run("bench:run", "-Djmh.version=1.15", "-Dbench.jdks=17", "-Dbench.job=dry");
        assertEquals(1, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        String error = result.errorLines().get(0);
        assertTrue(error.contains("old-jmh uses JMH 1.15 (") && error.contains("jmh-core-1.15.jar")
                && error.contains("bench runs JMH 1.16 and newer"), error);
    }

    private static JsonNode rowsOf(JsonNode rows, String method, String size) {
        for (JsonNode row : rows) {
            if (row.get("benchmark").asText().endsWith("." + method) && row.get("params").get("size").asText().equals(size)) {
                return row;
            }
        }
        throw new AssertionError("no row " + method + " size=" + size + " in " + rows);
    }
}
