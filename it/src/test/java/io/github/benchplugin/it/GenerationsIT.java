package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JVM counters of every measured fork, on 17 and 25 (issue 35): a benchmark of short-lived
 * garbage collects young and never old, one that keeps a growing old set collects old, two threads
 * on one monitor contend, a parallel stream hands the common pool tasks; each shows up in its own
 * column and nowhere else, by wide margins (the short preset: one fork of 3 x 300 ms).
 */
class GenerationsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> RUNTIMES = List.of("17", "25");
    private static final String METRICS = "gc.young.count.per1k,gc.old.count.per1k,lock.contentions.perOp,"
            + "pool.completed.perOp";

    @Test
    void eachBenchmarkShowsUpInTheRightColumnOnBothRuntimes() throws Exception {
        MavenRun project = MavenRun.project("generations", "generations");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=short",
                "-Dbench.metrics=" + METRICS);
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));

        for (String runtime : RUNTIMES) {
            JsonNode shortLived = metrics(root, "org.acme.ShortLivedBench.allocate", runtime);
            assertTrue(figure(shortLived, "gc.young.count.per1k") > 0, () -> "young collections on " + runtime + ": " + shortLived);
            assertEquals(0.0, figure(shortLived, "gc.old.count.per1k"), () -> "no old collection on " + runtime + ": " + shortLived);
            assertTrue(figure(shortLived, "lock.contentions.perOp") < 1e-3, () -> runtime + ": " + shortLived);
            assertTrue(figure(shortLived, "pool.completed.perOp") < 1e-3, () -> runtime + ": " + shortLived);

            JsonNode oldSet = metrics(root, "org.acme.OldSetBench.grow", runtime);
            assertTrue(figure(oldSet, "gc.old.count.per1k") > 0, () -> "old collections on " + runtime + ": " + oldSet);
            assertTrue(figure(oldSet, "lock.contentions.perOp") < 1e-3, () -> runtime + ": " + oldSet);

            JsonNode lock = metrics(root, "org.acme.LockBench.contended", runtime);
            assertTrue(figure(lock, "lock.contentions.perOp") > 0.05, () -> "two threads, one monitor, on " + runtime + ": " + lock);

            JsonNode pool = metrics(root, "org.acme.PoolBench.parallelSum", runtime);
            assertTrue(figure(pool, "pool.completed.perOp") > 0.01, () -> "the common pool's tasks on " + runtime + ": " + pool);
            assertTrue(figure(pool, "lock.contentions.perOp") < 1e-3, () -> runtime + ": " + pool);

            assertEquals("counts/1k op", shortLived.get("gc.young.count.per1k").get("unit").asText());
            assertEquals("#/op", lock.get("lock.contentions.perOp").get("unit").asText());
            assertEquals(3, lock.get("lock.contentions.perOp").get("rawData").get(0).size(),
                    "the 3 measurement iterations, no warm-up: " + lock);
        }
        JsonNode compared = rowOf(root, "org.acme.LockBench.contended").get("comparisons").get("25").get("metrics");
        assertNotNull(compared.get("lock.contentions.perOp"), "compared per runtime: " + compared);

        String md = Files.readString(project.benchDir().resolve("results.md"));
        for (String header : List.of("25 gc.young.count.per1k", "25 gc.old.count.per1k", "25 lock.contentions.perOp",
                "25 pool.completed.perOp")) {
            assertTrue(md.contains(header), header + " in\n" + md);
        }
        assertTrue(md.contains("the JVM keeps no count of those without instrumenting the code"), md);
        assertTrue(md.contains("-Dbench.metrics=" + METRICS), "the header says how to ask for the columns");
    }

    private static double figure(JsonNode metrics, String name) {
        JsonNode metric = metrics.get(name);
        assertNotNull(metric, () -> name + " in " + metrics);
        return metric.get("score").asDouble();
    }

    private static JsonNode metrics(JsonNode root, String benchmark, String runtime) {
        JsonNode cell = rowOf(root, benchmark).get("cells").get(runtime);
        assertEquals("ok", cell.get("status").asText(), () -> benchmark + " on " + runtime + ": " + cell);
        return cell.get("metrics");
    }

    private static JsonNode rowOf(JsonNode root, String benchmark) {
        for (JsonNode row : root.get("rows")) {
            if (row.get("benchmark").asText().equals(benchmark)) {
                return row;
            }
        }
        throw new AssertionError(benchmark + " not in results.json");
    }
}
