package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The plugin on the Maven 3.9 line (the other tests run on the Maven that runs the build, 3.8.7 here). */
class Maven39IT {

    @Test
    void runsTheMatrixOnMaven39() throws Exception {
        Path home = Path.of(System.getProperty("bench.maven39.home"));
        MavenRun project = MavenRun.project("matrix", "maven-3.9").withMavenHome(home);
        MavenRun.Result result = project.run("-V", "bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry",
                "-Dbench.include=MathBench");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.output().contains("Apache Maven 3.9."), "ran on Maven 3.9: " + result.output());
        JsonNode root = new ObjectMapper().readTree(project.benchDir().resolve("results.json").toFile());
        assertEquals(2, root.get("runtimes").size());
        assertEquals("ok", root.get("rows").get(0).get("cells").get("25").get("status").asText());
    }
}
