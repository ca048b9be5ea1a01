package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.result.HarnessFloor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fixture is JMH 1.37's result of an empty void benchmark on JDK 17 on the development VM (5 forks x 3). */
class HarnessFloorsTest {

    private static JsonNode fixture() throws IOException {
        try (InputStream in = HarnessFloorsTest.class.getResourceAsStream("/jmh/jmh-1.37-floor-empty.json")) {
            assertNotNull(in);
            return LimitedJson.mapper().readTree(in);
        }
    }

    @Test
    void theFloorIsJmhsScoreWithTheForkMeans() throws IOException {
        HarnessFloor floor = HarnessFloors.read(fixture(), "floor.json").orElseThrow();
        assertEquals("avgt", floor.mode());
        assertEquals("ns/op", floor.unit());
        assertEquals(0.2829, floor.score(), 1e-4);
        assertEquals(0.1006, floor.error(), 1e-4);
        assertEquals(5, floor.forkMeans().size());
        double meanOfForkMeans = floor.forkMeans().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertEquals(floor.score(), meanOfForkMeans, 1e-12, "equal iterations per fork: same mean");
    }

    @Test
    void roundsOfTheEmptyBenchmarkArePooled() throws IOException {
        JsonNode round = fixture().get(0);
        ArrayNode twoRounds = LimitedJson.mapper().createArrayNode().add(round).add(round);
        HarnessFloor floor = HarnessFloors.read(twoRounds, "floor.json").orElseThrow();
        assertEquals(10, floor.forkMeans().size());
        assertEquals(0.2829, floor.score(), 1e-4);
    }

    @Test
    void noResultIsNoFloor() throws IOException {
        assertEquals(Optional.empty(), HarnessFloors.read(LimitedJson.mapper().createArrayNode(), "floor.json"));
        JmhRecord nan = new JmhRecord("a.Floor.empty", "avgt", java.util.Map.of(), "ns/op", Double.NaN, null, null,
                null, List.of(List.of(0.4)), null, "1.37", "17", "vm", "java");
        assertEquals(Optional.empty(), HarnessFloors.of(nan));
    }

    @Test
    void moreThanOneBenchmarkIsAnError() throws IOException {
        JsonNode empty = fixture().get(0);
        JsonNode other = ((com.fasterxml.jackson.databind.node.ObjectNode) empty.deepCopy()).put("mode", "thrpt");
        ArrayNode both = LimitedJson.mapper().createArrayNode().add(empty).add(other);
        IOException e = assertThrows(IOException.class, () -> HarnessFloors.read(both, "floor.json"));
        assertTrue(e.getMessage().startsWith("floor.json holds 2 benchmark results"), e.getMessage());
    }
}
