package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

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
 */
@Isolated // asserts on how measured iterations behave over time: nothing else runs meanwhile
class WarmupIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void thePlantedWarmupIsRecordedAndFoundInEveryForkAndTheFlatBenchmarkHasNoneLikeIt() throws Exception {
        MavenRun project = MavenRun.project("warmup", "warmup");
        // 3 forks of 2 x 100 ms warm-up and 18 x 100 ms measurement (after the project's 0.5 s JIT
        // warm-up in @Setup, outside the iterations): the planted second covers the
        // first 10 iterations, and the 10 after it are a steady state by the rule (a quarter or more);
        // 100 ms iterations give the change-point test 10 iterations a side for the same 2 s a fork.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.job=short",
                "-Dbench.exclude=drifting",
                "-Dbench.forks=3", "-Dbench.warmupIterations=2", "-Dbench.warmupTime=100ms",
                "-Dbench.iterations=18", "-Dbench.time=100ms", "-Dbench.metrics=warmup.steadyAtSeconds");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));
        Map<String, JsonNode> rows = new HashMap<>();
        root.get("rows").forEach(r -> rows.put(r.get("benchmark").asText().replaceAll(".*\\.", ""), r));

        for (String runtime : new String[] {"17", "25"}) {
            JsonNode planted = rows.get("fillingCache").get("cells").get(runtime).get("warmup");
            assertNotNull(planted, "fillingCache on " + runtime + " has its warm-up recorded");
            assertEquals(3, planted.get("forks").size(), planted::toString);
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

    @Test
    void byDefaultAFlatForkStopsBeforeItsCapAndThePlantedScoreIsItsSteadyCost() throws Exception {
        MavenRun project = MavenRun.project("warmup", "warmup-auto");
        // The default preset, whose default is auto: the first fork of each cell on each runtime is a probe
        // that runs to the 10 s horizon (100 x 100 ms, up to 150); after a probe with no material onset (flat)
        // the later fork runs its share of the fixed preset's time (with 2 forks the floor, 10 iterations);
        // after the planted second (10 iterations at 16x) not before the probe's onset with its margin.
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17,25", "-Dbench.exclude=drifting",
                "-Dbench.forks=2", "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));
        assertEquals("auto", root.get("environment").get("settings").get("warmupRule").asText());
        Map<String, JsonNode> rows = new HashMap<>();
        root.get("rows").forEach(r -> rows.put(r.get("benchmark").asText().replaceAll(".*\\.", ""), r));
        int stoppedEarly = 0;
        int laterAfterAFlatProbe = 0;
        for (String runtime : new String[] {"17", "25"}) {
            JsonNode jmh = JSON.readTree(project.benchDir().resolve("jmh/" + runtime + ".json").toFile());
            Map<String, JsonNode> scored = new HashMap<>();
            jmh.forEach(b -> scored.put(b.get("benchmark").asText().replaceAll(".*\\.", ""), b));
            for (String method : new String[] {"flat", "fillingCache"}) {
                JsonNode forks = rows.get(method).get("cells").get(runtime).get("warmup").get("forks");
                JsonNode raw = scored.get(method).get("primaryMetric").get("rawData");
                assertEquals(2, forks.size(), forks::toString);
                for (int f = 0; f < forks.size(); f++) {
                    int recorded = forks.get(f).get("iterations").size();
                    int fork = f;
                    assertTrue(f == 0 ? recorded >= 100 && recorded <= 150 : recorded <= 150,
                            () -> runtime + " " + method + " fork " + fork + ": " + recorded + " iterations");
                    // What JMH scored and wrote is what ran: its loop ended where the stop set it.
                    assertEquals(raw.get(f).size(), recorded, () -> runtime + " " + method + " fork JMH scored");
                    if (method.equals("flat") && f > 0 && noMaterialOnset(rows.get(method).get("cells").get(runtime))) {
                        laterAfterAFlatProbe++;
                        stoppedEarly += recorded == 10 && forks.get(f).path("stopReason").asText().equals("budget") ? 1 : 0;
                    }
                }
            }
            // The planted 16x covers the first 10 iterations: scored over every iteration it would be
            // about 5x its steady cost; from the steady part, its last half's median.
            JsonNode planted = rows.get("fillingCache").get("cells").get(runtime);
            for (JsonNode fork : planted.get("warmup").get("forks")) {
                assertNotEquals("flat", fork.get("class").asText(), () -> runtime + ": " + fork);
            }
            // Over every iteration the 16x second would make the probe (100 iterations) about 2.2x its
            // steady cost and the later fork (35-55) 3-5x. The bound is wider than the 1.25 it was with
            // 3.5 s forks: a fork of 10 s sees more of a busy machine (2026-12-07, load 7-9 on the two
            // cores: a fork the rule then calls none, scored from its second half, came to 1.28x).
            double steadyCost = lastHalfMedian(planted.get("warmup").get("forks").get(0));
            double score = planted.get("score").asDouble();
            assertTrue(score < 1.6 * steadyCost, () -> runtime + ": score " + score + ", steady cost " + steadyCost);
        }
        // A flat probe has no material onset unless the machine made it unsteady beyond its own noise (a late
        // step of a busy machine is no onset since 2026-12-07's ProbeReading); after it every later fork runs
        // exactly its share (budget), whatever the machine does to its iterations.
        if (laterAfterAFlatProbe > 0) {
            assertEquals(laterAfterAFlatProbe, stoppedEarly, "a flat fork after a flat probe ran its share, 10, and said so");
        } else {
            System.out.println("WarmupIT: no flat probe read without a material onset (a busy machine): the share not checked");
        }
    }

    /** A cell whose probe showed nothing material before its steady level: its onset is its first iteration's start. */
    private static boolean noMaterialOnset(JsonNode cell) {
        JsonNode onset = cell.get("warmup").get("probeOnsetSeconds");
        JsonNode probe = cell.get("warmup").get("forks").get(0);
        return onset != null && !onset.isNull() && Math.abs(onset.asDouble() - probe.get("startSeconds").asDouble()) < 1e-9;
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
