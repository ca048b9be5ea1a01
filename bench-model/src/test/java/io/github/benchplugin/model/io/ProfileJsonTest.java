package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** results.json with and without profiles: old files still read, new fields only appear when used. */
class ProfileJsonTest {

    private static final String OLD_FILE = """
            { "schemaVersion": 1,
              "runtimes": [ { "id": "17", "requested": "17", "javaVersion": "17.0.15", "featureVersion": 17,
                              "isolated": true, "baseline": true } ],
              "rows": [ { "benchmark": "a.B.m", "mode": "avgt", "params": {}, "unit": "ns/op",
                          "cells": { "17": { "status": "ok", "score": 1.0, "samples": [1.0] } },
                          "comparisons": {}, "baselineRatio": {} } ],
              "warnings": [] }
            """;

    @Test
    void aResultsFileWithoutProfilesStillReads(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        Files.writeString(file, OLD_FILE);
        SchemaCheck.assertValidResults(file);
        BenchResult result = new ResultJsonReader().read(file);
        assertNull(result.runtimes().get(0).profile());
        assertTrue(result.rows().get(0).profileComparisons().isEmpty());
    }

    @Test
    void profilesRoundTripAndAreAbsentWhenUnused(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        RuntimeProfile g1 = new RuntimeProfile("g1", List.of("-XX:+UseG1GC"));
        RuntimeInfo plain = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).hostName("h").build();
        RuntimeInfo withProfile = RuntimeInfo.builder("17-g1").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").hostName("h").profile(g1).build();
        Comparison c = Comparison.builder("17").ratio(1.5).ciLow(1.4).ciHigh(1.6).verdict(Verdict.SLOWER).pValue(0.001)
                .build();
        Row row = Row.builder("a.B.m", "avgt").unit("ns/op").profileComparisons(Map.of("17-g1", c)).build();
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();

        String unused = new ResultJsonWriter().toJson(new BenchResult(1, env, List.of(plain),
                List.of(row.withProfileComparisons(Map.of())), List.of()));
        assertFalse(unused.contains("profile"), unused);
        SchemaCheck.assertValidResultsText(unused);

        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(new BenchResult(1, env, List.of(plain, withProfile), List.of(row), List.of()), file);
        SchemaCheck.assertValidResults(file);
        BenchResult back = new ResultJsonReader().read(file);
        assertEquals(g1, back.runtimes().get(1).profile());
        assertEquals(c, back.rows().get(0).profileComparisons().get("17-g1"));
    }
}
