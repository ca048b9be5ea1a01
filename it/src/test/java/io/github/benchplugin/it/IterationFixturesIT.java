package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Under the default preset's bench.warmup=auto, a benchmark whose state has an iteration-level
 * @Setup and @TearDown keeps the preset's fixed warm-up and measurement (its fixture runs as often
 * as with bench.warmup=fixed), the run says so before measuring, and the same work without such a
 * fixture still has its warm-up ended on evidence. Asserts on counts JMH ran, not on timings.
 *
 * <p>The one IT of the warm-up on evidence that runs the default horizon (10 s; PlateauIT and
 * OldJmhAutoWarmupIT set bench.warmupHorizon): results.json states it and the probe runs it. Here it costs
 * about 5 s more than the least horizon (4 s) would, since the later fork takes what the probe leaves of the
 * fixed preset's time.
 */
@ResourceLock(MachineLocks.MEASUREMENT)
class IterationFixturesIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aRowWithIterationFixturesKeepsTheFixedWarmupAndTheOtherRowsDoNot() throws Exception {
        MavenRun project = MavenRun.project("fixtures", "fixtures");
        MavenRun.Result result = project.run("bench:run", "-Dbench.jdks=17", "-Dbench.forks=2",
                "-Dbench.floor=false");
        assertEquals(0, result.exitCode(), result::toString);
        assertTrue(result.output().contains("1 benchmark keeps the fixed warm-up under bench.warmup=auto:"
                + " FixtureBench.emptiedEachIteration."), result::toString);

        JsonNode root = ResultsJson.read(project.benchDir().resolve("results.json"));
        Map<String, JsonNode> cells = new HashMap<>();
        root.get("rows").forEach(r -> cells.put(r.get("benchmark").asText().replaceAll(".*\\.", ""),
                r.get("cells").get("17")));
        assertEquals("auto", root.get("environment").get("settings").get("warmupRule").asText(), root::toString);
        assertEquals("10s", root.get("environment").get("settings").get("warmupHorizon").asText(),
                "bench.warmupHorizon unset: the default horizon");

        // The default preset's fixed shape: 3 warm-up iterations, then 5 measured, in each of the 2 forks.
        JsonNode emptied = cells.get("emptiedEachIteration");
        assertEquals("ok", emptied.get("status").asText(), emptied::toString);
        for (JsonNode fork : emptied.get("warmup").get("forks")) {
            assertEquals(3, fork.get("warmupIterations").asInt(), fork::toString);
            assertEquals(8, fork.get("iterations").size(), fork::toString);
        }
        for (JsonNode fork : emptied.get("forkSamples")) {
            assertEquals(5, fork.size(), emptied::toString);
        }

        // Without the fixture: no JMH warm-up, the fork's iterations measured and cut on evidence.
        JsonNode kept = cells.get("keptAllFork");
        assertEquals("ok", kept.get("status").asText(), kept::toString);
        for (JsonNode fork : kept.get("warmup").get("forks")) {
            assertEquals(0, fork.get("warmupIterations").asInt(), fork::toString);
        }
        JsonNode probe = kept.get("warmup").get("forks").get(0);
        int probed = probe.get("iterations").size();
        assertTrue(probe.path("probe").asBoolean() && probed >= 100 && probed <= 150,
                () -> "the probe runs the 10 s horizon of 100 ms iterations at the least, its cap of 150 at most: " + probe);
    }
}
