package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Warm-up as evidence on a real matrix: every iteration of every fork (warm-up included) is in
 * results.json with its time since the fork started; a benchmark whose calls cost 16x during the
 * first second of each fork has that step found in every fork (never {@code flat}), steady, where
 * steady, only after that second, and a flat one has no such step, on 17 and on 25; time to steady
 * state is compared per runtime, and the HTML report draws each row's warm-up.
 *
 * <p>The default preset's warm-up on evidence (a probe to the 10 s horizon, a flat row's later fork
 * stopping at its share, a planted warm-up scored at its steady cost) is {@link PlateauIT}'s: its
 * {@code flat} row and its 8x plateau of 2.5 s check what this class's second run of 2 x 10 s probes
 * per cell checked with a 16x second (removed in issue 54: a minute of the suite on its own).
 */
// Not alone since issue 54 (MachineLocks.MEASUREMENT: no other measured class beside it, a Maven building may be):
// the fixture's step is 16x so that it stays far above the thresholds beside a build (WarmupBench: a 4x step was
// seen as 1.9x there). Margins: the planted fork's first quarter more than 4x its last half (16x planted); a flat
// fork's less than 2.5x (the most seen 1.56x, at load 7), on medians of 5 and 10 iterations, so one slow
// iteration beside a build (seen 2x) moves neither.
@ResourceLock(MachineLocks.MEASUREMENT)
class WarmupIT {

    @Test
    void thePlantedWarmupIsRecordedAndFoundInEveryForkAndTheFlatBenchmarkHasNoneLikeIt() throws Exception {
        MavenRun project = MavenRun.project("warmup", "warmup");
        // 2 forks (3 until issue 54: each fork checks the same on its own) of 2 x 100 ms warm-up and 18 x 100 ms
        // measurement (after the project's 0.5 s JIT warm-up in @Setup, outside the iterations): the planted second
        // covers the first 10 iterations, and the 10 after it are a steady state by the rule (a quarter or more);
        // 100 ms iterations give the change-point test 10 iterations a side for the same 2 s a fork.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=short",
                "-Dbench.exclude=drifting",
                "-Dbench.forks=2", "-Dbench.warmupIterations=2", "-Dbench.warmupTime=100ms",
                "-Dbench.iterations=18", "-Dbench.time=100ms", "-Dbench.metrics=warmup.steadyAtSeconds");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));
        Map<String, JsonNode> rows = new HashMap<>();
        root.get("rows").forEach(r -> rows.put(r.get("benchmark").asText().replaceAll(".*\\.", ""), r));

        for (String runtime : new String[] {"17", "25"}) {
            JsonNode planted = rows.get("fillingCache").get("cells").get(runtime).get("warmup");
            assertNotNull(planted, "fillingCache on " + runtime + " has its warm-up recorded");
            assertEquals(2, planted.get("forks").size(), planted::toString);
            for (JsonNode fork : planted.get("forks")) {
                // The rule finds the planted 16x step: never flat. Which class it gives depends on the
                // few percent the steady part still moves after it, which the fixture does not fix
                // (seen on 17: 400 -> 118 -> 128, a 7% rise at the end: slowdown by Barrett et al.'s
                // rule; a 6% step in the last 3 iterations: no steady state); a steady fork is steady
                // after the planted part.
                assertNotEquals("flat", fork.get("class").asText(), () -> runtime + ": " + fork);
                if (!fork.get("steadyAtSeconds").isNull()) {
                    assertTrue(fork.get("steadyAtSeconds").asDouble() > 0.3, () -> runtime + ": " + fork);
                }
                assertEquals(2, fork.get("warmupIterations").asInt(), fork::toString);
                assertEquals(20, fork.get("iterations").size(), "every iteration, warm-up included: " + fork);
                double previous = 0;
                for (JsonNode iteration : fork.get("iterations")) {
                    assertTrue(iteration.get(0).asDouble() > previous, "seconds since the fork started grow: " + fork);
                    previous = iteration.get(0).asDouble();
                    assertTrue(iteration.get(1).asDouble() > 0, fork::toString);
                }
            }
            if (!planted.get("steadyAtSeconds").isNull()) {
                assertTrue(planted.get("steadyAtSeconds").asDouble() > 0.3, planted::toString);
            }

            // The flat benchmark plants nothing, but its iterations still move by 5-10% here (seen on
            // 17: 80-85 for 4 iterations, then 72-78, a warm-up by the rule; on 25: 73-75, then 69-70
            // for the last 3, no steady state), and the rule's 5% step sees that. What the fixture
            // makes certain is that nothing like the planted 16x is there: no fork starts more than
            // 2.5x above the median of its last half (first quarter's median; 1.5x was too close at load 7 on
            // the two cores, 2026-12-07: a flat fork's first five iterations 1.56x its last half), while the
            // planted 16x starts more than 4x above. Its class is not asserted.
            JsonNode flat = rows.get("flat").get("cells").get(runtime).get("warmup");
            assertNotNull(flat, "flat on " + runtime);
            for (JsonNode fork : flat.get("forks")) {
                assertTrue(firstToLastHalf(fork) < 2.5, () -> runtime + ": " + fork);
            }
            for (JsonNode fork : planted.get("forks")) {
                assertTrue(firstToLastHalf(fork) > 4, () -> "the planted 16x on " + runtime + ": " + fork);
            }
        }
        JsonNode planted = rows.get("fillingCache").get("cells");
        if (!planted.get("17").get("warmup").get("steadyAtSeconds").isNull()
                && !planted.get("25").get("warmup").get("steadyAtSeconds").isNull()) {
            JsonNode compared = rows.get("fillingCache").get("comparisons").get("25").get("metrics")
                    .get("warmup.steadyAtSeconds");
            assertNotNull(compared, "time to steady state compared against the baseline runtime");
            assertTrue(compared.get("ratio").asDouble() > 0, compared::toString);
        }

        String markdown = Files.readString(project.benchDir().resolve("results.md"));
        assertTrue(markdown.contains("warmup.steadyAtSeconds"), "a column with bench.metrics");
        String html = Files.readString(project.benchDir().resolve("results.html"));
        assertTrue(html.contains("<section id=\"warmups\">") && html.contains("<svg class=\"warmup\""),
                "a warm-up chart per row and runtime");
    }

    private static double lastHalfMedian(JsonNode fork) {
        JsonNode iterations = fork.get("iterations");
        int n = iterations.size();
        double[] last = new double[n - n / 2];
        for (int i = n / 2; i < n; i++) {
            last[i - n / 2] = iterations.get(i).get(1).asDouble();
        }
        java.util.Arrays.sort(last);
        return last[last.length / 2];
    }

    /**
     * The median of a fork's first quarter against the median of its last half: a median, since one
     * iteration beside a build can take twice its time (seen: 230 against a steady 110-190).
     */
    private static double firstToLastHalf(JsonNode fork) {
        JsonNode iterations = fork.get("iterations");
        int n = iterations.size();
        double[] first = new double[Math.max(1, n / 4)];
        for (int i = 0; i < first.length; i++) {
            first[i] = iterations.get(i).get(1).asDouble();
        }
        java.util.Arrays.sort(first);
        return first[first.length / 2] / lastHalfMedian(fork);
    }
}
