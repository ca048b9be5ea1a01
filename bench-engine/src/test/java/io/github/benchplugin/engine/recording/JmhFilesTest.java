package io.github.benchplugin.engine.recording;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static io.github.benchplugin.engine.recording.RecordedCells.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Where {@link JmhFiles} puts each runtime's results, its rounds and its harness floor. */
class JmhFilesTest {

    @TempDir
    Path out;

    @Test
    void eachRuntimeRoundAndFloorHasItsFileUnderJmh() throws Exception {
        ArrayNode pooled = JSON.createArrayNode().add(JSON.createObjectNode().put("benchmark", "a"));
        ArrayNode round = JSON.createArrayNode().add(JSON.createObjectNode().put("round", 2));
        ArrayNode floor = JSON.createArrayNode().add(JSON.createObjectNode().put("floor", true));

        new JmhFiles(out).write(Map.of("17", pooled, "25", JSON.createArrayNode()), Map.of("17", Map.of(2, round)),
                Map.of("17", floor));

        Path jmh = out.resolve("jmh");
        assertEquals(pooled, JSON.readTree(jmh.resolve("17.json").toFile()));
        assertEquals(JSON.createArrayNode(), JSON.readTree(jmh.resolve("25.json").toFile()), "a column without results");
        assertEquals(round, JSON.readTree(jmh.resolve("17").resolve("round-2.json").toFile()));
        assertEquals(floor, JSON.readTree(jmh.resolve("floor").resolve("17.json").toFile()));
        assertFalse(Files.exists(jmh.resolve("25")), "no rounds, no round files");
    }
}
