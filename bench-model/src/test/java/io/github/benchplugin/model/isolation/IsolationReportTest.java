package io.github.benchplugin.model.isolation;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.model.io.LimitedJson;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IsolationReportTest {

    @Test
    void divergenceIsInProcessOverIsolatedLargestFirstInEitherDirection() {
        IsolationReport report = SampleIsolation.report();
        assertEquals(List.of("mono", "faster", "counted", "same"),
                report.entries().stream().map(e -> e.benchmark().substring(e.benchmark().lastIndexOf('.') + 1)).toList());
        assertEquals(13.0, report.entries().get(0).divergence(), 1e-9);
        assertEquals(0.125, report.entries().get(1).divergence(), 1e-9);
        assertEquals(Map.of("kind", "c"), report.entries().get(0).params());
    }

    @Test
    void throughputReadsTheOtherWay() {
        IsolationEntry counted = SampleIsolation.report().entries().get(2);
        assertEquals(0.2, counted.divergence(), 1e-9);
        assertEquals(5.0, counted.inProcessSlowdown(), 1e-9);
    }

    @Test
    void rowsWithoutBothScoresAreListedNotDropped() {
        IsolationReport report = SampleIsolation.report();
        assertEquals(1, report.notCompared().size());
        assertTrue(report.notCompared().get(0).contains("broken") && report.notCompared().get(0).contains("boom"),
                report.notCompared().get(0));
    }

    @Test
    void jsonHasTheContractFieldsInOrder() throws Exception {
        JsonNode json = LimitedJson.mapper().readTree(new IsolationJson().toJson(SampleIsolation.report()));
        assertTrue(json.isArray());
        assertEquals(4, json.size());
        JsonNode first = json.get(0);
        List<String> names = new java.util.ArrayList<>();
        first.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("benchmark", "mode", "params", "runtime", "isolated", "inProcess", "divergence"),
                names.subList(0, 7));
        assertEquals("org.acme.Bench.mono", first.get("benchmark").asText());
        assertEquals("c", first.get("params").get("kind").asText());
        assertEquals(13.0, first.get("divergence").asDouble(), 1e-9);
    }
}
