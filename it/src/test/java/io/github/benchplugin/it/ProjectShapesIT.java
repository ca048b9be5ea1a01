package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Projects laid out as real ones are, each from a clean checkout on 17 and 25: what a user checks
 * is the exit code, every row measured on both runtimes, and no stack trace.
 */
class ProjectShapesIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> RUNTIMES = List.of("17", "25");

    /**
     * JMH's archetype: benchmarks in src/main, maven-shade building benchmarks.jar at package. bench:run
     * needs no package: it measures target/classes. The @Setup reads src/main/resources in the forks.
     */
    @Test
    void theArchetypesShadedLayoutRunsFromACleanCheckout() throws Exception {
        MavenRun project = MavenRun.project("shaded", "shaded");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertMeasuredEverywhere(project, result, List.of("org.acme.WordsBench.join", "org.acme.WordsBench.totalLength"));
    }

    /**
     * Benchmarks in src/test whose processor only a profile enables (-Pbenchmark), processing turned off
     * (-proc:none) outside it, as in Apache Commons. Without the profile the error must name -proc:none
     * and the profile, not "add the processor" or mvn clean. A first build without the profile compiles
     * the test classes without it; with the profile Maven finds them up to date, so no BenchmarkList: the
     * error must say so (and mvn clean), not "add the processor" that is there. After mvn clean the same
     * command runs, its @Setup reading src/test/resources.
     */
    @Test
    void testClassesCompiledBeforeTheProfileEnabledTheProcessorAskForCleanThenRun() throws Exception {
        MavenRun project = MavenRun.project("profile-processor", "profile-processor");
        MavenRun.Result withoutProfile = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertEquals(1, withoutProfile.exitCode(), withoutProfile::toString);
        assertFalse(withoutProfile.hasStackTrace(), withoutProfile::toString);
        String off = withoutProfile.errorLines().get(0);
        assertTrue(off.contains("the build turns annotation processing off (maven-compiler-plugin's compilerArgs:"
                + " -proc:none)"), off);
        assertTrue(off.contains("mvn clean bench:run -Pbenchmark"), off);

        MavenRun.Result stale = project.run("bench:run", "-Pbenchmark", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertEquals(1, stale.exitCode(), stale::toString);
        assertFalse(stale.hasStackTrace(), stale::toString);
        String error = stale.errorLines().get(0);
        assertTrue(error.contains("target/test-classes but no META-INF/BenchmarkList there, although JMH's annotation"
                + " processor is enabled (maven-compiler-plugin's annotationProcessorPaths)"), error);
        assertTrue(error.contains("mvn clean"), error);
        assertFalse(error.contains("Add it to"), "the processor is there: " + error);

        MavenRun.Result clean = project.run("clean", "bench:run", "-Pbenchmark", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertMeasuredEverywhere(project, clean, List.of("org.acme.CodecBench.reverse"));
    }

    /** Exit 0, no stack trace, and exactly these rows, each ok with a score on 17 and on 25. */
    static void assertMeasuredEverywhere(MavenRun project, MavenRun.Result result, List<String> benchmarks)
            throws IOException {
        assertMeasuredEverywhere(project.benchDir(), result, benchmarks);
    }

    static void assertMeasuredEverywhere(java.nio.file.Path benchDir, MavenRun.Result result, List<String> benchmarks)
            throws IOException {
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        JsonNode root = JSON.readTree(Files.readString(benchDir.resolve("results.json")));
        List<String> names = new ArrayList<>();
        for (JsonNode row : root.get("rows")) {
            names.add(row.get("benchmark").asText());
            for (String runtime : RUNTIMES) {
                JsonNode cell = row.get("cells").get(runtime);
                assertEquals("ok", cell.get("status").asText(), () -> row.get("benchmark") + " on " + runtime + ": " + cell);
                assertTrue(cell.get("score").asDouble() > 0, cell::toString);
            }
        }
        assertEquals(benchmarks, names.stream().sorted().toList(), root::toString);
    }
}
