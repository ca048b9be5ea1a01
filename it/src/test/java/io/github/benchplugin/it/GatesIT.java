package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A saved run, then a change to the project: bench.compareTo with both gates fails the build
 * naming the row that got ten times as slow and the row that allocates twice as much, and the
 * benchmark the change broke; the row that got ten times faster and the unchanged row are not
 * named. Each assertion rests on the fixture: changes of 10x in time, exact allocation, unchanged
 * code for steady.
 *
 * <p>Why 10x: the two runs are not interleaved, so a busy spell during one of them moves every row
 * of it. Seen here under load 8-10: every row of the first run 1.6x slower than the second, which
 * made a 2x change read 1.30 [0.71-2.36]. The gate's threshold is 200% (3x slower), beyond what such
 * a spell does, and a 10x change is far beyond the threshold.
 */
// compares two runs made one after the other; the changes are 10x against a 200% gate (see above)
@ResourceLock(MachineLocks.MEASUREMENT)
class GatesIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Short iterations, 5 forks: on a shared 2-core machine under load the fork-to-fork spread can
     * reach 50%; a 10x change is still significant at that spread with 5 forks a side (t above 8).
     */
    private static final String[] SETTINGS = {"-Dbench.forks=5", "-Dbench.warmupIterations=2",
            "-Dbench.warmupTime=100ms", "-Dbench.iterations=3", "-Dbench.time=100ms"};

    @Test
    void theGatesNameExactlyTheSlowerAndTheMoreAllocatingRows() throws Exception {
        MavenRun project = MavenRun.project("history", "gates");
        Path saved = project.dir().resolve("saved");
        MavenRun.Result before = project.run(args("bench:run", "-Dbench.outputDirectory=" + saved));
        assertEquals(0, before.exitCode(), before::toString);

        Path source = project.dir().resolve("src/main/java/org/acme/ChangeBench.java");
        String code = Files.readString(source);
        code = code.replace("SLOWS_STEPS = 2_000;", "SLOWS_STEPS = 20_000;")
                .replace("ALLOCATES_LONGS = 32;", "ALLOCATES_LONGS = 64;")
                .replace("IMPROVES_STEPS = 4_000;", "IMPROVES_STEPS = 400;")
                .replace("    private static long steps", "    @Benchmark\n    public long breaks() {\n"
                        + "        throw new IllegalStateException(\"broken by this change\");\n    }\n\n"
                        + "    private static long steps");
        Files.writeString(source, code);

        // 200%: 3x slower, beyond what a busy spell during one run does here (see above), far below 10x.
        // Allocation is exact: 1% is ample.
        MavenRun.Result after = project.run(args("bench:run", "-Dbench.compareTo=" + saved,
                "-Dbench.failOnRegression=200%", "-Dbench.failOnAllocRegression=1%"));
        assertNotEquals(0, after.exitCode(), after::toString);
        String errors = String.join("\n", after.errorLines());
        assertTrue(errors.contains("slower: org.acme.ChangeBench.slows avgt on 17"), errors);
        assertTrue(errors.contains("allocates more: org.acme.ChangeBench.allocates avgt on 17"), errors);
        // A benchmark the change broke fails the build too, in the same round as the regressions.
        assertTrue(errors.contains("1 benchmark cell(s) failed") && errors.contains("ChangeBench.breaks"), errors);
        assertFalse(errors.contains("ChangeBench.improves"), "an improvement never fails the build:\n" + errors);
        // steady's code is unchanged: only the machine could move it, and not by 3x. (Whether allocates,
        // which now allocates twice as much, also takes longer is the machine's to say: not asserted.)
        assertFalse(errors.contains("ChangeBench.steady"), errors);
        assertFalse(after.hasStackTrace(), after::toString);

        JsonNode rows = JSON.readTree(project.benchDir().resolve("results.json").toFile()).get("rows");
        assertEquals("more", previous(rows, "allocates").get("alloc").get("verdict").asText());
        assertNotEquals("slower", previous(rows, "improves").get("verdict").asText());
        assertEquals("slower", previous(rows, "slows").get("verdict").asText());
        String table = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(table.contains("vs previous") && table.contains("x more"), table);
    }

    private static JsonNode previous(JsonNode rows, String method) {
        for (JsonNode row : rows) {
            if (row.get("benchmark").asText().endsWith("." + method)) {
                return row.get("previous").get("17");
            }
        }
        throw new AssertionError("no row for " + method + " in " + rows);
    }

    private static String[] args(String... more) {
        List<String> all = new java.util.ArrayList<>(List.of(more));
        all.addAll(List.of(SETTINGS));
        return all.toArray(String[]::new);
    }
}
