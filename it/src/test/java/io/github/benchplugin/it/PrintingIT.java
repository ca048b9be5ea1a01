package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nothing a benchmark prints can cost a result: the host's events travel on a channel of their own.
 * The fixture prints in every way real suites do (a process id without a newline, progress dots per
 * iteration and per invocation, on stdout and stderr) and every way that could attack the channel
 * (lines identical to its events, a 10 MB line, binary bytes, System.out closed or replaced, a line
 * after the result, a JVM warning before main). Every cell is measured: every kind in forked JVMs of 25, the
 * kinds that could attack a shared host in one JVM of 17 as well (the channel is the host's own code, the same
 * on every runtime; the two runtimes split the work instead of each running all 26 cells).
 */
// asserts on scores within a factor of 5 of identical code (see below)
@ResourceLock(MachineLocks.MEASUREMENT)
class PrintingIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyCellIsMeasuredWhateverItsFixturesPrintAndThePrintsAreKeptPerCell() throws Exception {
        MavenRun project = MavenRun.project("printing", "printing");
        // A timeout far above a dry cell's second or two: a cell that waited for it would fail.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=25", "-Dbench.job=dry",
                "-Dbench.timeout=45s", "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.output().contains("exceeded bench.timeout"), result::toString);
        assertFalse(result.output().contains("FAILED"), result::toString);
        assertFalse(result.output().contains("forged by the benchmark") || result.output().contains("forged notice"),
                "forged events are neither obeyed nor logged without -X: " + result);
        assertFalse(result.output().contains("[JMH Process ID:"), "prints go to the log only with -X");

        JsonNode json = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        Map<String, Map<String, Double>> scores = new HashMap<>();
        for (JsonNode row : json.get("rows")) {
            String name = row.get("benchmark").asText().replaceAll(".*\\.", "") + " "
                    + row.get("params").path("kind").asText("");
            for (String runtime : List.of("25")) {
                JsonNode cell = row.get("cells").get(runtime);
                assertEquals("ok", cell.get("status").asText(), name + " on " + runtime + ": " + cell);
                scores.computeIfAbsent(runtime, r -> new HashMap<>()).put(name.trim(), cell.get("score").asDouble());
            }
        }
        assertEquals(13, json.get("rows").size(), "12 kinds and the JVM warning: " + scores);
        // A forged or misread event would leave a cell without its own score: the kinds that print only
        // outside the measured iterations run the same code as quiet, so they score like it, within a
        // factor of 5 (a dry cell's noise here is well below 2x even with the machine busy). The kinds
        // that print during the iterations (per invocation: invocation-partial, stderr-partial, all) are
        // left out: each print makes the host read and write on a 2-core machine while the benchmark
        // runs, which cost "all" 6x once under load; that is the fixture's real cost, not a misread.
        Set<String> printingWhileMeasured = Set.of("work invocation-partial", "work stderr-partial", "work all");
        for (String runtime : List.of("25")) {
            double quiet = scores.get(runtime).get("work quiet");
            scores.get(runtime).forEach((name, score) -> {
                if (name.startsWith("work") && !printingWhileMeasured.contains(name)) {
                    double ratio = score / quiet;
                    assertTrue(ratio > 1 / 5.0 && ratio < 5, name + " on " + runtime + " scored " + score
                            + " against quiet's " + quiet);
                }
            });
        }

        Path output = project.benchDir().resolve("output");
        for (String runtime : List.of("25")) {
            String pid = Files.readString(output.resolve(runtime)
                    .resolve("org.acme.printing.PrintingBench.work-kind=trial-partial-avgt.txt"));
            assertTrue(pid.matches("(?s)== .* ==\n\\[JMH Process ID: \\d+]\n"), pid);
            Path huge = output.resolve(runtime).resolve("org.acme.printing.PrintingBench.work-kind=huge-line-avgt.txt");
            assertTrue(Files.size(huge) < 100_000, "a 10 MB line is kept as its start and its end: " + Files.size(huge));
            assertTrue(Files.readString(huge).contains("bytes left out"));
            String teardown = Files.readString(output.resolve(runtime)
                    .resolve("org.acme.printing.PrintingBench.work-kind=teardown-avgt.txt"));
            assertTrue(teardown.contains("teardown without a newline"), teardown);
        }
    }

    @Test
    void aSharedJvmHostIsAsDeafToPrintsAsAForkedOne() throws Exception {
        MavenRun project = MavenRun.project("printing", "printing-shared");
        // bench.verifyIsolation measures every row in one shared JVM of the JDK as well: the host itself prints.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                "-Dbench.timeout=45s", "-Dbench.verifyIsolation=true",
                "-Dbench.params=kind=trial-partial,forged,closed-out,teardown,all", "-Dbench.include=PrintingBench");
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.output().contains("FAILED"), result::toString);
        JsonNode isolation = JSON.readTree(project.benchDir().resolve("isolation.json").toFile());
        assertEquals(5, isolation.size(), isolation::toString);
        for (JsonNode row : isolation) {
            assertTrue(row.get("isolated").asDouble() > 0 && row.get("inProcess").asDouble() > 0, row::toString);
        }
    }
}
