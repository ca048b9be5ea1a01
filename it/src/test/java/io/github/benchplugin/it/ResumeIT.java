package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run interrupted midway (SIGTERM, as Ctrl-C or a cancelled CI job sends) keeps its finished
 * cells on disk and leaves no JVM running; bench.resume=true then measures only the rest.
 */
// Not @Isolated: the JVMs it looks for are its own (RunJvms knows them by the project's directory), and it
// judges no measured number.
class ResumeIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void anInterruptedRunResumesWithoutMeasuringFinishedCellsAgain() throws Exception {
        MavenRun project = MavenRun.project("matrix", "resume");
        Process maven = project.start("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        waitForLine(project, "[8/12]", maven); // 5 rows + the harness floor, on 2 runtimes
        maven.destroy(); // SIGTERM
        assertTrue(maven.waitFor(60, TimeUnit.SECONDS), "Maven stops on SIGTERM");
        RunJvms.assertNoneLeft(project); // no host and no JMH fork of the interrupted run

        JsonNode partial = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        long finished = countOk(partial);
        assertTrue(finished >= 3, "the finished cells are on disk: " + partial);
        // Said once: what was kept and how to finish; the killed host is neither a failed cell nor a JDK that
        // cannot start.
        String stopped = Files.readString(project.log(), StandardCharsets.UTF_8);
        // contains, not startsWith: Maven may begin a line written from its shutdown hook with ANSI reset codes.
        assertTrue(stopped.lines().anyMatch(l -> l.contains("[WARNING] Interrupted: ") && l.contains(" of 12 cells"
                + " finished and are kept in ") && l.contains("-Dbench.resume=true finishes the run")), stopped);
        assertFalse(stopped.contains("FAILED") || stopped.contains("cannot start"), stopped);

        MavenRun.Result resumed = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.resume=true");
        assertEquals(0, resumed.exitCode(), resumed::toString);
        long skipped = resumed.output().lines().filter(l -> l.contains("already measured (bench.resume)")).count();
        assertTrue(skipped >= 3, resumed::toString);
        JsonNode complete = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        assertEquals(10, countOk(complete), "5 rows x 2 runtimes, all measured");
        assertFalse(Files.exists(project.benchDir().resolve("work")), "a finished run leaves no scratch files");

        MavenRun.Result changed = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=dry", "-Dbench.resume=true",
                "-Dbench.iterations=3", "-Dbench.include=MathBench");
        assertEquals(0, changed.exitCode(), changed::toString);
        assertTrue(changed.output().contains("starting over"), "says why it does not resume: " + changed.output());
        assertFalse(changed.output().contains("already measured"), changed::toString);
    }

    private static long countOk(JsonNode result) {
        long ok = 0;
        for (JsonNode row : result.get("rows")) {
            for (JsonNode cell : row.get("cells")) {
                ok += cell.get("status").asText().equals("ok") ? 1 : 0;
            }
        }
        return ok;
    }

    private static void waitForLine(MavenRun project, String marker, Process maven) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            if (Files.exists(project.log())
                    && Files.readString(project.log(), StandardCharsets.UTF_8).contains(marker)) {
                return;
            }
            if (!maven.isAlive()) {
                throw new AssertionError("Maven ended before " + marker + ":\n" + Files.readString(project.log()));
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no " + marker + " within 3 minutes");
    }
}
