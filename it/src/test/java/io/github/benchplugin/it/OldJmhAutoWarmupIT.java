package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.warmup=auto on the oldest JMH lines the plugin supports (the project of {@link JmhVersionsIT}).
 * Asserts that a fork stops once steady, which needs the machine to itself.
 */
@Isolated
class OldJmhAutoWarmupIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The default preset's warm-up on evidence on the oldest lines: JMH 1.16 and 1.26 load the plugin's
     * stop profiler by class name, record every iteration, and the fork ends once steady (JMH's
     * iteration count lowered by reflection), or at its cap where that is not possible.
     *
     * <p>Whether a fork stops rests on the machine: the default window is 20 iterations of 100 ms whose
     * quarters agree within 2.5%. In CI, with another class's Maven compiling beside it, none of the
     * four loops found such a window within the default cap of 35 (2026-12-06), and with a Maven build
     * running all the while on the other core none found one within 70 either (every loop's iterations
     * moved by 50% and more). So this class runs alone ({@code @Isolated}) and gives the forks a cap of
     * 70: 51 windows to find one in, the same window and the same stop.
     *
     * <p>Since issue 50 the first fork of each cell is a probe that runs to the horizon at the least, and on
     * while its last third changes materially, up to the cap; the second fork of a loop whose probe was steady
     * may stop after its window, and that is the stop checked. The horizon is {@link #HORIZON}
     * (bench.warmupHorizon, the least it may be: two windows), not the default 10 s: these loops have no
     * planted warm-up, and what is tested is the stop on old JMH lines, not how far a probe looks. With a
     * cap of 70 (2026-12-07, load 7 on the two cores) the probes of two loops settled late and held their
     * later forks to 70, and the other two never found a window: a cap of 100 gives the later forks of the
     * flat loops 80 windows to find one in.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1.16", "1.26"})
    void theDefaultPresetsWarmupOnEvidenceRunsWithTheProjectsJmh(String jmh) throws Exception {
        MavenRun project = MavenRun.project("old-jmh", "jmh-auto-" + jmh);
        MavenRun.Result result = project.run("bench:run", "-Djmh.version=" + jmh, "-Dbench.jdks=17",
                "-Dbench.forks=2", "-Dbench.floor=false", "-Dbench.warmup=auto", "-Dbench.iterations=" + CAP,
                "-Dbench.warmupHorizon=" + HORIZON);
        assertEquals(0, result.exitCode(), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        JsonNode results = ResultsJson.read(project.benchDir().resolve("results.json"));
        assertEquals("auto", results.get("environment").get("settings").get("warmupRule").asText(), results::toString);
        assertEquals(HORIZON, results.get("environment").get("settings").get("warmupHorizon").asText(), results::toString);
        JsonNode jmhJson = JSON.readTree(project.benchDir().resolve("jmh/17.json").toFile());
        int stoppedEarly = 0;
        for (JsonNode row : results.get("rows")) {
            JsonNode cell = row.get("cells").get("17");
            assertEquals("ok", cell.get("status").asText(), cell::toString);
            JsonNode probe = cell.get("warmup").get("forks").get(0);
            int probed = probe.get("iterations").size();
            assertTrue(probe.path("probe").asBoolean() && probed >= HORIZON_ITERATIONS && probed <= CAP,
                    () -> row.get("benchmark") + ": the probe runs the horizon at the least, the cap at most: " + probe);
            JsonNode fork = cell.get("warmup").get("forks").get(1);
            int recorded = fork.get("iterations").size();
            assertEquals(0, fork.path("warmupIterations").asInt(0), fork::toString);
            // At least the share of the fixed preset's time a flat probe leaves (with 2 forks the floor of 10; after a
            // 4 s probe about 25, held to the window of 20).
            assertTrue(recorded >= 10 && recorded <= CAP, () -> row.get("benchmark") + ": " + recorded + " iterations");
            // The score is the steady part's, so it is one of the recorded iterations' range, not JMH's whole-fork mean.
            assertTrue(cell.get("warmup").path("steadyPartOnly").asBoolean(), cell::toString);
            if (recorded < CAP) {
                stoppedEarly++;
            }
        }
        // JMH's JSON names its version only from 1.2x on: the run records which JMH it loaded.
        assertEquals(jmh, results.get("runtimes").get(0).get("jmhVersion").asText(), results::toString);
        for (JsonNode benchmark : jmhJson) {
            assertEquals(0, benchmark.get("warmupIterations").asInt(), "JMH ran no warm-up of its own");
        }
        // Four small loops: at least one has no material onset (its later fork runs its share, 10 to 20) or 20
        // iterations within 2.5% of each other after it.
        assertTrue(stoppedEarly >= 1, "a later fork stopped before its cap of " + CAP + " with JMH " + jmh);
    }

    /** The forks' cap under auto: 80 windows for a later fork to find a steady one in. */
    private static final int CAP = 100;
    /** The probes' horizon: two steady windows of 20 x 100 ms, the least bench.warmupHorizon takes. */
    private static final String HORIZON = "4s";
    private static final int HORIZON_ITERATIONS = 40;
}
