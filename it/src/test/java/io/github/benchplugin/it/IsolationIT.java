package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Isolation as a recorded fact: the in-process fallback is explicit, flagged everywhere, and strict mode refuses it. */
@ResourceLock(MachineLocks.MEASUREMENT) // measures inside Maven's JVM, outside JMH's lock
class IsolationIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void fallbackRunsAMissingJdkInProcessAndFlagsIt() throws Exception {
        MavenRun project = MavenRun.project("matrix", "fallback");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,99", "-Dbench.fallback=in-process",
                "-Dbench.job=dry", "-Dbench.include=MathBench");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        JsonNode missing = root.get("runtimes").get(1);
        assertEquals("99", missing.get("id").asText(), "the column keeps the requested entry");
        assertFalse(missing.get("isolated").asBoolean());
        assertTrue(missing.get("javaVersion").asText().startsWith("17"), "records the JDK that really ran");
        assertTrue(missing.get("note").asText().contains("99"), "records why");
        assertTrue(root.get("runtimes").get(0).get("isolated").asBoolean());

        JsonNode row = root.get("rows").get(0);
        assertEquals("ok", row.get("cells").get("99").get("status").asText());
        assertEquals("unknown", row.get("comparisons").get("99").get("verdict").asText(),
                "no verdict between an unisolated and an isolated column");
        boolean warned = false;
        for (JsonNode w : root.get("warnings")) {
            warned |= w.get("code").asText().equals("UNISOLATED");
        }
        assertTrue(warned, "an UNISOLATED warning");
        assertTrue(result.output().contains("UNISOLATED"), "the console table says so");
        String md = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(md.contains("UNISOLATED") && md.contains("(unisolated)"), md);
        String csv = Files.readString(project.benchDir().resolve("results.csv"));
        assertTrue(csv.lines().filter(l -> l.contains(",99,")).allMatch(l -> l.contains("false")), csv);
        assertTrue(Files.readString(project.benchDir().resolve("results.html")).contains("unisolated"));
    }

    @Test
    void withoutFallbackAMissingJdkFails() throws Exception {
        MavenRun project = MavenRun.project("matrix", "no-fallback");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=99", "-Dbench.job=dry");
        assertNotEquals(0, result.exitCode());
        assertTrue(String.join("\n", result.errorLines()).contains("'99'"), result::toString);
    }

    @Test
    void strictIsolationRefusesUnisolatedCellsAfterWritingTheResults() throws Exception {
        MavenRun project = MavenRun.project("matrix", "strict");
        MavenRun.Result result = project.run("bench:run", "-Dbench.inProcess=true", "-Dbench.strictIsolation=true",
                "-Dbench.job=dry", "-Dbench.include=MathBench");
        assertNotEquals(0, result.exitCode(), result::toString);
        String error = String.join("\n", result.errorLines());
        assertTrue(error.contains("bench.strictIsolation") && error.contains("UNISOLATED"), error);
        assertTrue(Files.exists(project.benchDir().resolve("results.json")), "results written before failing");
        assertFalse(result.hasStackTrace(), result::toString);
    }

    @Test
    void inProcessRunsInMavensJvmWithTheSameRowKeys() throws Exception {
        MavenRun project = MavenRun.project("matrix", "in-process");
        MavenRun.Result result = project.run("bench:run", "-Dbench.inProcess=true", "-Dbench.job=dry");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        assertFalse(root.get("runtimes").get(0).get("isolated").asBoolean());
        assertEquals(5, root.get("rows").size(), "same rows as a forked run");
        for (JsonNode row : root.get("rows")) {
            row.get("cells").forEach(c -> assertEquals("ok", c.get("status").asText(), row.toString()));
        }
    }
}
