package io.github.benchplugin.model.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Fixture: JMH 1.37, 1 fork x 5 iterations, thrpt and sample modes.
 * The pooled result must be what JMH itself reports for the same measurements: a real JMH
 * result is split into two "rounds" (its iterations divided between them) and pooled again;
 * score, error and interval must come back as JMH computed them.
 */
class JmhResultPoolingTest {

    private static JsonNode fixture(String mode) throws IOException {
        try (InputStream in = JmhResultPoolingTest.class.getResourceAsStream("/jmh/jmh-1.37-5-iterations.json")) {
            for (JsonNode result : new ObjectMapper().readTree(in)) {
                if (result.get("mode").asText().equals(mode)) {
                    return result;
                }
            }
        }
        throw new AssertionError("no " + mode + " fixture");
    }

    /** The result with only the iterations [from, to) of its single fork, as one round would report. */
    private static JsonNode round(JsonNode result, String rawKey, int from, int to) {
        ObjectNode copy = result.deepCopy();
        ArrayNode fork = copy.putObject("x").arrayNode();
        JsonNode iterations = result.path("primaryMetric").path(rawKey).get(0);
        for (int i = from; i < to; i++) {
            fork.add(iterations.get(i));
        }
        ((ObjectNode) copy.get("primaryMetric")).putArray(rawKey).add(fork);
        copy.remove("x");
        copy.put("forks", 1);
        return copy;
    }

    @Test
    void throughputRoundsPoolToJmhsOwnNumbers() throws IOException {
        JsonNode jmh = fixture("thrpt");
        int n = jmh.path("primaryMetric").path("rawData").get(0).size();
        JsonNode pooled = JmhResultPooling.pool(List.of(round(jmh, "rawData", 0, 2), round(jmh, "rawData", 2, n)));
        assertSameStatistics(jmh.get("primaryMetric"), pooled.get("primaryMetric"));
        assertEquals(2, pooled.get("forks").asInt());
        assertEquals(2, pooled.get("primaryMetric").get("rawData").size());
    }

    @Test
    void sampleTimeHistogramsPoolToJmhsOwnNumbers() throws IOException {
        JsonNode jmh = fixture("sample");
        int n = jmh.path("primaryMetric").path("rawDataHistogram").get(0).size();
        JsonNode pooled = JmhResultPooling.pool(List.of(round(jmh, "rawDataHistogram", 0, 2),
                round(jmh, "rawDataHistogram", 2, n)));
        JsonNode expected = jmh.get("primaryMetric");
        JsonNode actual = pooled.get("primaryMetric");
        double score = expected.get("score").asDouble();
        assertEquals(score, actual.get("score").asDouble(), score * 1e-9);
        double error = expected.get("scoreError").asDouble();
        assertEquals(error, actual.get("scoreError").asDouble(), error * 1e-6);
        assertEquals(expected.get("scorePercentiles").get("50.0").asDouble(),
                actual.get("scorePercentiles").get("50.0").asDouble(), 0.0);
    }

    @Test
    void aSingleRoundIsLeftAsJmhWroteIt() throws IOException {
        JsonNode jmh = fixture("thrpt");
        assertSame(jmh, JmhResultPooling.pool(List.of(jmh)));
    }

    @Test
    void rowsAreTheBenchmarkModeAndParamsWhateverTheirValuesContain() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode a = json.readTree("{\"benchmark\":\"x.B.m\",\"mode\":\"avgt\",\"params\":{\"a\":\"1|b=2\"}}");
        JsonNode b = json.readTree("{\"benchmark\":\"x.B.m\",\"mode\":\"avgt\",\"params\":{\"a\":\"1\",\"b\":\"2\"}}");
        assertEquals(2, JmhResultPooling.byRow(List.of(a, b, a)).size());
        assertEquals(2, JmhResultPooling.byRow(List.of(a, b, a)).values().iterator().next().size());
    }

    private static void assertSameStatistics(JsonNode expected, JsonNode actual) {
        double score = expected.get("score").asDouble();
        assertEquals(score, actual.get("score").asDouble(), Math.abs(score) * 1e-9);
        double error = expected.get("scoreError").asDouble();
        assertEquals(error, actual.get("scoreError").asDouble(), Math.abs(error) * 1e-6);
        assertEquals(expected.get("scoreConfidence").get(0).asDouble(), actual.get("scoreConfidence").get(0).asDouble(),
                Math.abs(score) * 1e-6);
    }
}
