package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The run engine as a user meets it: a failing parameter value costs only its own row, a host
 * JVM that dies is replaced for the cells left, and no JVM outlives the run.
 */
class EngineIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HOST_MAIN = "io.github.benchplugin.host.HostMain";

    /**
     * On one runtime: the row's failures are the fixture's and the host's handling of them (a dead fork,
     * a thrown setup, a hang killed at bench.timeout); a second runtime ran the same again, with its hang
     * holding JMH's machine-wide lock for another 12 s.
     */
    @Test
    void aFailingParameterValueCostsOnlyItsOwnRow() throws Exception {
        MavenRun project = MavenRun.project("faults", "param-faults");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry",
                // 12 s: the hang costs that much per runtime, and a healthy dry cell takes 1-3 s here
                "-Dbench.include=ParamFaultBench", "-Dbench.timeout=12s");
        assertNotEquals(0, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        String error = result.errorLines().get(0);
        assertTrue(error.contains("3 benchmark cell(s) failed"), error);
        assertTrue(error.contains("kind=halt") && error.contains("kind=throw") && error.contains("kind=hang"), error);
        assertFalse(error.contains("kind=healthy"), "the healthy row is not named: " + error);

        Map<String, JsonNode> rows = rowsByKind(project);
        assertEquals(4, rows.size(), "every parameter value is its own row: " + rows.keySet());
        for (String runtime : List.of("17")) {
            JsonNode healthy = rows.get("healthy").get("cells").get(runtime);
            assertEquals("ok", healthy.get("status").asText(), healthy::toString);
            assertTrue(healthy.get("score").asDouble() > 0, healthy::toString);
            JsonNode thrown = rows.get("throw").get("cells").get(runtime);
            assertEquals("failed", thrown.get("status").asText());
            assertTrue(thrown.get("message").asText().contains("setup refuses throw"), thrown::toString);
            JsonNode halted = rows.get("halt").get("cells").get(runtime);
            assertEquals("failed", halted.get("status").asText());
            assertTrue(halted.get("message").asText().contains("exit"), halted::toString);
            JsonNode hung = rows.get("hang").get("cells").get(runtime);
            assertEquals("failed", hung.get("status").asText());
            assertTrue(hung.get("message").asText().contains("bench.timeout"), hung::toString);
        }
        RunJvms.assertNoneLeft(project);
    }

    @Test
    void aHangInProcessSaysItsThreadIsLeftBehindNotThatAJvmWasKilled() throws Exception {
        MavenRun project = MavenRun.project("faults", "param-hang-in-process");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.inProcess=true",
                "-Dbench.include=ParamFaultBench", "-Dbench.params=kind=hang", "-Dbench.timeout=10s",
                "-Dbench.failOnError=false", "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        String message = rowsByKind(project).get("hang").get("cells").get("17").get("message").asText();
        assertTrue(message.contains("exceeded bench.timeout of 10s") && message.contains("may still run in Maven's JVM"),
                message);
    }

    @Test
    void aHostJvmKilledMidwayIsReplacedAndTheRunCompletes() throws Exception {
        MavenRun project = MavenRun.project("matrix", "host-killed");
        Process maven = project.start("bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.forks=1",
                "-Dbench.iterations=3", "-Dbench.time=400ms", "-Dbench.failOnError=false");
        ProcessHandle host = waitForHost(project, maven);
        waitForLine(project, "[3/", maven);
        host.destroyForcibly();
        assertTrue(maven.waitFor(5, TimeUnit.MINUTES), "the run finishes");
        String log = Files.readString(project.log());
        assertEquals(0, maven.exitValue(), log);
        assertTrue(log.contains("a new one runs the"), log);

        ShippedSchemas.assertValidResults(project.benchDir().resolve("results.json"));
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        int ok = 0;
        int failed = 0;
        for (JsonNode row : root.get("rows")) {
            String status = row.get("cells").get("17").get("status").asText();
            ok += status.equals("ok") ? 1 : 0;
            if (status.equals("failed")) {
                failed++;
                assertTrue(row.get("cells").get("17").get("message").asText().contains("exited"), row::toString);
            }
        }
        assertEquals(5, root.get("rows").size());
        assertTrue(failed <= 1, "at most the cell that was running fails: " + root);
        assertEquals(5 - failed, ok, root::toString);
        RunJvms.assertNoneLeft(project);
    }

    private static Map<String, JsonNode> rowsByKind(MavenRun project) throws Exception {
        Map<String, JsonNode> rows = new HashMap<>();
        for (JsonNode row : JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows")) {
            rows.put(row.get("params").get("kind").asText(), row);
        }
        return rows;
    }

    private static ProcessHandle waitForHost(MavenRun project, Process maven) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && maven.isAlive()) {
            var host = ProcessHandle.allProcesses().filter(p -> {
                String cmd = p.info().commandLine().orElse("");
                return cmd.contains(HOST_MAIN) && cmd.contains(project.dir().toString());
            }).findFirst();
            if (host.isPresent()) {
                return host.get();
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no host JVM appeared:\n" + Files.readString(project.log()));
    }

    private static void waitForLine(MavenRun project, String text, Process maven) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && maven.isAlive()) {
            if (Files.exists(project.log()) && Files.readString(project.log()).contains(text)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("never saw " + text + ":\n" + Files.readString(project.log()));
    }
}
