package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RowFolderTest {

    private static BenchmarkRow row(Map<String, String> params) {
        return new BenchmarkRow(new BenchmarkMethod("org.acme.SumBench.sum", List.of("avgt"), Map.of()), "avgt", params);
    }

    @Test
    void benchmarkParamsAndModeInAFileNameSafeForm() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("size", "1000");
        params.put("label", "two words/<x>");
        assertEquals("org.acme.SumBench.sum-size=1000-label=two_words__x_-avgt", RowFolder.of(row(params)));
        assertEquals("org.acme.SumBench.sum-avgt", RowFolder.of(row(Map.of())));
    }

    @Test
    void aLongNameIsCutAndKeptApartByAHash() {
        String a = RowFolder.of(row(Map.of("text", "x".repeat(300) + "a")));
        String b = RowFolder.of(row(Map.of("text", "x".repeat(300) + "b")));
        assertTrue(a.length() <= 150, a);
        assertNotEquals(a, b);
    }
}
