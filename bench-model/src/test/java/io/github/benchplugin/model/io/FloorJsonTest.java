package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.stats.SyntheticCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** runtimes[].floor and rows[].opsPerInvocation in results.json: written when known, old files still read. */
class FloorJsonTest {

    private static final String OLD_FILE = """
            { "schemaVersion": 1,
              "runtimes": [ { "id": "17", "requested": "17", "javaVersion": "17.0.15", "featureVersion": 17,
                              "isolated": true, "baseline": true } ],
              "rows": [ { "benchmark": "a.B.m", "mode": "avgt", "params": {}, "unit": "ns/op",
                          "cells": { "17": { "status": "ok", "score": 1.0, "samples": [1.0] } },
                          "comparisons": {}, "baselineRatio": {} } ],
              "warnings": [] }
            """;

    private static final HarnessFloor FLOOR = new HarnessFloor("avgt", 0.412, 0.004, "ns/op",
            List.of(0.41, 0.42, 0.40), List.of(List.of(0.41, 0.41), List.of(0.42, 0.42), List.of(0.39, 0.41)));

    @TempDir
    Path dir;

    private static BenchResult result(HarnessFloor floor, int opsPerInvocation) {
        RuntimeInfo jdk = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).hostName("h").jmhVersion("1.37").build()
                .withFloor(floor);
        Row row = Row.builder("a.B.m", "avgt").unit("ns/op").cells(Map.of("17", SyntheticCells.constant(0.5, 2, 3)))
                .build()
                .withOpsPerInvocation(opsPerInvocation);
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();
        return new BenchResult(1, env, List.of(jdk), List.of(row), List.of());
    }

    @Test
    void anOlderFileHasNoFloorAndOneOperationPerCall() throws Exception {
        Path file = dir.resolve("results.json");
        Files.writeString(file, OLD_FILE);
        SchemaCheck.assertValidResults(file);
        BenchResult result = new ResultJsonReader().read(file);
        assertNull(result.runtimes().get(0).floor(), "absent floor = unknown");
        assertEquals(1, result.rows().get(0).opsPerInvocation());
    }

    @Test
    void floorAndOperationsPerInvocationRoundTrip() throws Exception {
        Path file = dir.resolve("results.json");
        BenchResult written = result(FLOOR, 100);
        new ResultJsonWriter().write(written, file);
        SchemaCheck.assertValidResults(file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"floor\":{"), json);
        assertTrue(json.contains("\"opsPerInvocation\":100"), json);
        assertEquals(written.withSchemaVersion(BenchResult.SCHEMA_VERSION), new ResultJsonReader().read(file));
        assertEquals(FLOOR.forkSamples(), new ResultJsonReader().read(file).runtimes().get(0).floor().forkSamples());
    }

    @Test
    void aFloorFromBeforeItsIterationsWereKeptStillReads() throws Exception {
        HarnessFloor older = new HarnessFloor("avgt", 0.412, 0.004, "ns/op", List.of(0.41, 0.42, 0.40));
        String json = new ResultJsonWriter().toJson(result(older, 1));
        SchemaCheck.assertValidResultsText(json);
        assertFalse(json.contains("forkSamples\" : [ ]"), "an empty list is left out: " + json);
        assertEquals(List.of(), new ResultJsonReader().parse(LimitedJson.mapper().readTree(json), "x").runtimes().get(0)
                .floor().forkSamples());
    }

    @Test
    void theDefaultsAreLeftOut() throws Exception {
        String json = new ResultJsonWriter().toJson(result(null, 1));
        SchemaCheck.assertValidResultsText(json);
        assertFalse(json.contains("floor"), json);
        assertFalse(json.contains("opsPerInvocation"), json);
    }

    @Test
    void aDamagedFloorOrCountIsOneClearError() throws Exception {
        String valid = new ResultJsonWriter().toJson(result(FLOOR, 100));
        assertEquals("x: runtime '17' has floor.score = NaN where a finite number belongs",
                rejected(valid.replace("\"score\" : 0.412", "\"score\" : NaN")));
        assertEquals("x: runtime '17' has floor.mode 'fast'; allowed: thrpt, avgt, sample, ss",
                rejected(valid.replace("\"mode\" : \"avgt\",\n      \"score\" : 0.412", "\"mode\" : \"fast\",\n      \"score\" : 0.412")));
        assertEquals("x: runtime '17' has floor.forkSamples = NaN where a finite number belongs",
                rejected(valid.replace("0.39,", "NaN,")));
        assertEquals("x: row 'a.B.m' has opsPerInvocation -3; it is @OperationsPerInvocation, 1 or more",
                rejected(valid.replace("\"opsPerInvocation\" : 100", "\"opsPerInvocation\" : -3")));
    }

    private static String rejected(String json) throws Exception {
        ResultFileException e = assertThrows(ResultFileException.class,
                () -> new ResultJsonReader().parse(LimitedJson.mapper().readTree(json), "x"));
        return e.getMessage();
    }
}
