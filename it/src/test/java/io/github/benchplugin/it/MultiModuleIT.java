package io.github.benchplugin.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

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
        assertSummaryBeforeMavensSkipped(result);
    }

    /**
     * The benchmark module alone with what it depends on (-pl bench -am), as one command from a clean
     * checkout (the sibling lib comes from the reactor, compiled in the same build), and again after
     * mvn install of the reactor (lib is then also in the local repository: the reactor's must win).
     */
    @Test
    void theBenchmarkModuleWithItsSiblingsRunsFromACleanCheckoutAndAfterInstall() throws Exception {
        MavenRun project = MavenRun.project("multi", "multi-am");
        List<String> rows = List.of("org.acme.bench.ChecksumBench.checksum");
        String[] command = {"bench:run", "-pl", "bench", "-am", "-Dbench.jdks=17,25", "-Dbench.job=dry"};

        MavenRun.Result fromClean = project.run(command);
        ProjectShapesIT.assertMeasuredEverywhere(project.dir().resolve("bench/target/bench"), fromClean, rows);
        assertTrue(fromClean.output().contains("No JMH benchmarks in lib"), fromClean::toString);
        assertSummaryBeforeMavensSkipped(fromClean);

        MavenRun.Result install = project.run("install");
        assertEquals(0, install.exitCode(), install::toString);
        MavenRun.Result afterInstall = project.run(command);
        ProjectShapesIT.assertMeasuredEverywhere(project.dir().resolve("bench/target/bench"), afterInstall, rows);
    }

    /**
     * Maven's Reactor Summary lists the measured module as SKIPPED (bench:run is one goal for the
     * whole reactor, run in the top project's build): the lines just before it say which module was
     * measured and where its results are, one per module.
     */
    private static void assertSummaryBeforeMavensSkipped(MavenRun.Result result) {
        String log = result.output();
        int summary = log.indexOf("[INFO] bench:run measured 1 of 3 modules of this reactor:");
        int reactorSummary = log.indexOf("Reactor Summary for multi");
        assertTrue(summary >= 0 && reactorSummary > summary, result::toString);
        String lines = log.substring(summary, reactorSummary);
        assertTrue(lines.contains("[INFO]   multi -> not measured: no JMH benchmarks\n"), lines);
        assertTrue(lines.contains("[INFO]   lib -> not measured: no JMH benchmarks\n"), lines);
        assertTrue(lines.contains("[INFO]   bench -> bench/target/bench/results.md, bench/target/bench/results.json\n"),
                lines);
        assertTrue(lines.contains("[INFO] Maven's Reactor Summary below says SKIPPED for every module but multi"), lines);
        // What these lines are for: Maven's own verdict on the measured module, as documented in the README.
        assertTrue(log.substring(reactorSummary).matches("(?s).*\\[INFO\\] bench \\.+ SKIPPED\n.*"),
                log.substring(reactorSummary));
    }
}
