package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The harness-floor cache as a user meets it on a second run; no measured number is judged here. */
class FloorCacheIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A second run with the same JDK, machine and settings takes the floor from the cache of the
     * first (bench.floor=auto): no floor fork, and the report says when it was measured;
     * bench.floor=true measures it again.
     */
    @Test
    void aSecondRunTakesTheCachedFloor() throws Exception {
        MavenRun project = MavenRun.project("traps", "traps-cached").withOwnFloorCache();
        String[] args = {"bench:run", "-Dbench.jdks=17", "-Dbench.job=dry", "-Dbench.include=TrapBench.foldedSqrt"};
        MavenRun.Result first = project.run(args);
        assertEquals(0, first.exitCode(), first::toString);
        assertTrue(first.output().contains("bench.floor=auto: harness floor measured on 17"), first::toString);
        MavenRun.Result second = project.run(args);
        assertEquals(0, second.exitCode(), second::toString);
        assertTrue(second.output().contains("bench.floor=auto: harness floor taken from the cache of earlier runs on 17"),
                second::toString);
        assertFalse(second.output().contains("harness floor on 17"), "no floor fork: " + second);
        JsonNode root = JSON.readTree(project.benchDir().resolve("results.json").toFile());
        assertTrue(root.get("environment").get("settings").get("floorCached").asText().startsWith("17="), root::toString);
        assertTrue(root.get("runtimes").get(0).get("floor").get("score").asDouble() > 0);
        assertTrue(Files.readString(project.benchDir().resolve("results.md")).contains("cached, measured "));
        MavenRun.Result forced = project.run(args[0], args[1], args[2], args[3], "-Dbench.floor=true");
        assertEquals(0, forced.exitCode(), forced::toString);
        assertTrue(forced.output().contains("harness floor on 17"), "true measures: " + forced);
    }
}
