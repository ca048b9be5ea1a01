package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A reactor: modules without benchmarks are skipped with one line; benchmarks in src/test/java run. */
class MultiModuleIT {

    @Test
    void skipsModulesWithoutBenchmarksAndRunsTheOthers() throws Exception {
        MavenRun project = MavenRun.project("multi", "multi");
        MavenRun.Result result = project.run("bench:run", "-Dbench.job=dry");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.output().contains("No JMH benchmarks in lib"), result::toString);
        assertTrue(Files.exists(project.dir().resolve("bench/target/bench/results.json")));
        assertFalse(Files.exists(project.dir().resolve("lib/target/bench/results.json")));
    }
}
