package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Version 2 added secondary metrics, version 3 earned {@code same}; files of versions 1 and 2 are still
 * read (their {@code same} as {@code undecided}), and all survive a round trip.
 */
class SchemaVersionsTest {

    @TempDir
    Path dir;

    /** A version 1 file as the contract's example writes it: no metrics anywhere. */
    private static final String VERSION_1 = """
            { "schemaVersion": 1,
              "environment": { "hostName": "box", "os": "Linux", "arch": "amd64", "cpus": 2 },
              "runtimes": [ { "id": "17", "javaVersion": "17.0.15", "isolated": true, "baseline": true },
                            { "id": "25", "javaVersion": "25.0.1", "isolated": true, "baseline": false } ],
              "rows": [ { "benchmark": "org.example.ConcatBench.plus", "mode": "avgt", "params": { "n": "1000" },
                          "unit": "ns/op",
                          "cells": { "17": { "status": "ok", "score": 1234.5, "error": 12.3, "samples": [1230, 1239],
                                             "forkSamples": [[1230], [1239]], "allocBytesPerOp": 480.0 },
                                     "25": { "status": "ok", "score": 520.0, "error": 5.0, "samples": [519, 521],
                                             "forkSamples": [[519], [521]], "allocBytesPerOp": 480.0 } },
                          "comparisons": { "25": { "against": "17", "ratio": 0.42, "ciLow": 0.40, "ciHigh": 0.44,
                                                   "verdict": "faster", "alloc": { "ratio": 1.0, "verdict": "same" } } },
                          "baselineRatio": {} } ],
              "warnings": [] }""";

    @Test
    void version1IsReadWithoutMetricsAndRoundTrips() throws Exception {
        Path file = Files.writeString(dir.resolve("v1.json"), VERSION_1);
        SchemaCheck.assertValidResults(file); // the contract's version 1 example, against results-v1
        BenchResult read = new ResultJsonReader().read(file);
        assertEquals(1, read.schemaVersion());
        Cell cell = read.rows().get(0).cells().get("17");
        assertTrue(cell.metrics().isEmpty());
        assertTrue(read.rows().get(0).comparisons().get("25").metrics().isEmpty());
        // Written again, it is a file of the current version: the raw data goes beside it.
        assertEquals(read.withSchemaVersion(BenchResult.SCHEMA_VERSION), roundTrip(read, "again.json"));
    }

    @Test
    void theSameOfOlderFilesReadsAsUndecidedForTimeAllocationAndMetrics() throws Exception {
        String v1 = VERSION_1.replace("\"verdict\": \"faster\"", "\"verdict\": \"same\"");
        BenchResult read = new ResultJsonReader().read(Files.writeString(dir.resolve("v1same.json"), v1));
        assertEquals(io.github.benchplugin.model.result.Verdict.UNDECIDED, read.rows().get(0).comparisons().get("25").verdict());
        assertEquals(io.github.benchplugin.model.result.AllocVerdict.UNDECIDED,
                read.rows().get(0).comparisons().get("25").alloc().verdict());
        String v2 = v1.replace("\"schemaVersion\": 1", "\"schemaVersion\": 2");
        SchemaCheck.assertValidResults(dir.resolve("v1same.json"));
        Path v2File = Files.writeString(dir.resolve("v2same.json"), v2);
        SchemaCheck.assertValidResults(v2File); // the same minimal file is a valid version 2 file
        BenchResult read2 = new ResultJsonReader().read(v2File);
        assertEquals(io.github.benchplugin.model.result.Verdict.UNDECIDED, read2.rows().get(0).comparisons().get("25").verdict());
        // Version 3: same is earned, and read as written.
        String v3 = v1.replace("\"schemaVersion\": 1", "\"schemaVersion\": 3");
        BenchResult read3 = new ResultJsonReader().read(Files.writeString(dir.resolve("v3same.json"), v3));
        assertEquals(io.github.benchplugin.model.result.Verdict.SAME, read3.rows().get(0).comparisons().get("25").verdict());
        assertEquals(io.github.benchplugin.model.result.AllocVerdict.SAME,
                read3.rows().get(0).comparisons().get("25").alloc().verdict());
    }

    @Test
    void version2KeepsEveryMetricThroughARoundTrip() throws Exception {
        BenchResult sample = SampleResult.twoRuntimes();
        assertEquals(BenchResult.SCHEMA_VERSION, sample.schemaVersion());
        BenchResult read = roundTrip(sample, "v2.json");
        assertEquals(sample, read);
        Metric count = read.rows().get(0).cells().get("17").metrics().get("gc.count");
        assertEquals(List.of(List.of(1.0, 2.0, 1.0), List.of(0.0, 1.0, 1.0)), count.rawData());
        assertEquals("counts", count.unit());
        assertEquals(0.5, read.rows().get(0).comparisons().get("25").metrics().get("gc.count.per1k").ratio());
    }

    @Test
    void aMetricWithoutANumberWhereOneBelongsIsRejected() throws Exception {
        String json = new ResultJsonWriter().toJson(SampleResult.twoRuntimes())
                .replaceFirst("\"rawData\" : \\[ \\[ 1\\.0", "\"rawData\" : [ [ null");
        Path file = Files.writeString(dir.resolve("bad.json"), json);
        ResultFileException e = org.junit.jupiter.api.Assertions.assertThrows(ResultFileException.class,
                () -> new ResultJsonReader().read(file));
        assertTrue(e.getMessage().contains("metrics"), e.getMessage());
    }

    private BenchResult roundTrip(BenchResult result, String name) throws Exception {
        Path file = dir.resolve(name);
        new ResultJsonWriter().write(result, file);
        SchemaCheck.assertValidResults(file);
        return new ResultJsonReader().read(file);
    }
}
