package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The harness floor on a real matrix, with bench.floor=auto (the default): the trap rows are near
 * the floor, so every runtime measures it after all; a loop one JIT removed is flagged on that
 * runtime only, worded as removed by its JIT, and its comparison is `unknown`; a folded constant
 * is flagged (where it is not, it scores under twice the floor); honest work (loops of hundreds of adds, clearly above the floor, so the
 * test cannot fail by chance) never is; against the bench.baseline method, a method at its floor
 * gets no verdict.
 */
// floors and removed work: unusedSum on 25 and foldedSqrt sit at the floor, the other rows do hundreds of ns of
// work more, far beyond the 10 ns the floor rule allows and the noise of a build on the other core. Only
// foldedSqrt against the floor is close by nature (both empty calls, measured seconds apart): the floor test
// takes fastest iterations, and a busy spell over all its forks gets the "cannot tell" wording.
@ResourceLock(MachineLocks.MEASUREMENT)
class DeadCodeIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theRuntimeThatRemovedTheWorkIsNamedAndItsComparisonIsUnknown() throws Exception {
        MavenRun project = MavenRun.project("traps", "traps").withOwnFloorCache();
        // 3 forks of 2 x 200 ms warmup (C2 compiles these loops, and removes unusedSum's on 25, within
        // the first) and 3 x 200 ms measurement.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=short",
                "-Dbench.forks=3", "-Dbench.warmupTime=200ms", "-Dbench.time=200ms",
                "-Dbench.baseline=TrapBench.honestSum");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        for (JsonNode runtime : root.get("runtimes")) {
            JsonNode floor = runtime.get("floor");
            assertTrue(floor != null && floor.get("score").asDouble() > 0, "a floor on " + runtime);
            assertEquals("ns/op", floor.get("unit").asText());
        }
        Set<String> flagged = new HashSet<>(); // "method@runtime"
        for (JsonNode w : root.get("warnings")) {
            if (w.get("code").asText().equals("ZERO_MEASUREMENT")) {
                String method = w.get("benchmark").asText().substring(w.get("benchmark").asText().lastIndexOf('.') + 1);
                flagged.add(method + "@" + w.get("runtime").asText());
            }
        }
        assertEquals("auto", root.get("environment").get("settings").get("floor").asText());
        assertEquals("17,25", root.get("environment").get("settings").get("floorMeasured").asText());
        assertTrue(result.output().contains("bench.floor=auto: harness floor measured on 17, 25"), result::toString);
        assertTrue(flagged.contains("unusedSum@25"), "the runtime that removed the loop: " + flagged);
        assertFalse(flagged.contains("unusedSum@17"), "JDK 17 keeps the loop: " + flagged);
        // foldedSqrt against its floor is close by nature: it hands a double to JMH's Blackhole, the floor
        // returns nothing. Quiet, its fastest iteration is within the 1.15x the floor rule takes for "at the
        // floor" on both runtimes; beside another Maven build it was once 1.34x on 25 (0.41 against 0.31 ns,
        // issue 54's 10-run loop), where the floor test rightly found it above an empty call. So: flagged on at
        // least one runtime, and wherever it is not, scored under twice its runtime's floor (honest work here
        // is 400x and more): a folded constant is never shown as work.
        assertTrue(flagged.contains("foldedSqrt@17") || flagged.contains("foldedSqrt@25"),
                "a folded constant, flagged: " + flagged);
        for (JsonNode runtime : root.get("runtimes")) {
            String id = runtime.get("id").asText();
            if (!flagged.contains("foldedSqrt@" + id)) {
                double score = foldedSqrtScore(root, id);
                double floor = runtime.get("floor").get("score").asDouble();
                assertTrue(score < 2 * floor, "foldedSqrt on " + id + " not flagged: " + score + " ns against a floor"
                        + " of " + floor + " ns");
            }
        }
        assertFalse(flagged.stream().anyMatch(f -> f.startsWith("honestSum") || f.startsWith("shortSum")),
                "real work is never flagged: " + flagged);
        Set<String> busyOnFolded = new HashSet<>(); // runtimes where foldedSqrt could not be told from the floor
        for (JsonNode w : root.get("warnings")) {
            String benchmark = w.path("benchmark").asText();
            if (!w.get("code").asText().equals("ZERO_MEASUREMENT")) {
                continue;
            }
            if (benchmark.endsWith(".unusedSum")) {
                assertTrue(w.get("message").asText().startsWith("removed by 25's JIT, while 17 does the work"), w::toString);
            } else if (benchmark.endsWith(".foldedSqrt")) {
                // At the floor beside the bench.baseline method that does its work: evidence of removal. Or,
                // when a busy spell covered its forks (a build on the other core did that here), the one
                // other honest answer: it cannot tell, because the forks are too spread. Never silence.
                String message = w.get("message").asText();
                assertTrue(message.contains("while the bench.baseline method does its work")
                        || message.startsWith("cannot tell whether 1 cell on") && message.contains("too spread"),
                        w::toString);
                if (message.startsWith("cannot tell")) {
                    busyOnFolded.add(w.get("runtime").asText());
                }
            }
        }

        Map<String, JsonNode> rows = new HashMap<>();
        root.get("rows").forEach(r -> rows.put(r.get("benchmark").asText().replaceAll(".*\\.", ""), r));
        JsonNode unused = rows.get("unusedSum").get("comparisons").get("25");
        assertEquals("unknown", unused.get("verdict").asText(), unused::toString);
        assertNotEquals("unknown", rows.get("honestSum").get("comparisons").get("25").get("verdict").asText(),
                "an honest row keeps its verdict");
        assertTrue(result.output().contains("ZERO_MEASUREMENT"), result::toString);

        // Against the bench.baseline method: a method at its floor has no ratio worth a verdict, on
        // the runtime where it sits there; small real work keeps its verdict.
        JsonNode unusedVsHonest = rows.get("unusedSum").get("baselineRatio");
        assertEquals("unknown", unusedVsHonest.get("25").get("verdict").asText(), unusedVsHonest::toString);
        assertTrue(unusedVsHonest.get("25").get("note").asText().startsWith("unusedSum measured no work"),
                unusedVsHonest::toString);
        assertNotEquals("unknown", unusedVsHonest.get("17").get("verdict").asText(), "17 runs the loop: " + unusedVsHonest);
        if (!busyOnFolded.contains("17")) {
            assertEquals("unknown", rows.get("foldedSqrt").get("baselineRatio").get("17").get("verdict").asText());
        }
        // Not unknown: the floor rule leaves real work alone. Whether 300 adds are found faster than
        // 1000 with 3 forks depends on the machine's noise (one fork at 676 ns was seen here).
        assertNotEquals("unknown", rows.get("shortSum").get("baselineRatio").get("17").get("verdict").asText(),
                () -> rows.get("shortSum").toString());
    }

    private static double foldedSqrtScore(JsonNode root, String runtime) {
        for (JsonNode row : root.get("rows")) {
            if (row.get("benchmark").asText().endsWith(".foldedSqrt")) {
                return row.get("cells").get(runtime).get("score").asDouble();
            }
        }
        throw new AssertionError("no foldedSqrt row");
    }
}
