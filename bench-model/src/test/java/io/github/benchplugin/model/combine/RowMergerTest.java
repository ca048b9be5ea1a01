package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RowMergerTest {

    private static JmhRecord record(String benchmark, Map<String, String> params, List<List<Double>> forks, double alloc) {
        double mean = forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow();
        return new JmhRecord(benchmark, "avgt", params, "ns/op", mean, 1.0, mean - 1, mean + 1, forks, alloc,
                "1.37", "17.0.15", "OpenJDK 64-Bit Server VM", "/usr/bin/java");
    }

    @Test
    void everyRowGetsACellForEveryRuntimeInColumnOrder() {
        List<Row> rows = new RowMerger()
                .addRecord("25", record("a.B.m", Map.of("n", "1"), List.of(List.of(2.0, 2.0)), 0))
                .addRecord("17", record("a.B.m", Map.of("n", "1"), List.of(List.of(3.0, 3.0)), 0))
                .addRecord("17", record("a.B.m", Map.of("n", "2"), List.of(List.of(5.0, 5.0)), 0))
                .rows(List.of("17", "25"));
        assertEquals(2, rows.size());
        assertEquals(List.of("17", "25"), List.copyOf(rows.get(0).cells().keySet()));
        assertEquals(CellStatus.SKIPPED, rows.get(1).cells().get("25").status(), "not measured there");
    }

    @Test
    void operationsPerInvocationReachEveryRowOfTheirBenchmarkAndSurviveAMerge() {
        List<Row> rows = new RowMerger()
                .addRecord("17", record("a.B.batched", Map.of("n", "1"), List.of(List.of(0.4, 0.4)), 0))
                .addRecord("17", record("a.B.batched", Map.of("n", "2"), List.of(List.of(0.8, 0.8)), 0))
                .addRecord("17", record("a.B.single", Map.of(), List.of(List.of(3.0, 3.0)), 0))
                .opsPerInvocation("a.B.batched", 100)
                .rows(List.of("17"));
        assertEquals(List.of(100, 100, 1), rows.stream().map(Row::opsPerInvocation).toList());

        io.github.benchplugin.model.result.BenchResult input = new io.github.benchplugin.model.result.BenchResult(1, null,
                List.of(io.github.benchplugin.model.result.RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15")
                        .featureVersion(17).vendor("v").javaHome("/jdk").baseline(true).hostName("h").jmhVersion("1.37")
                        .build()), rows, List.of());
        List<Row> merged = new ResultCombiner(ConflictPolicy.ERROR, null).combine(List.of(MergeInput.listed("in.json", input, 0))).rows();
        assertEquals(List.of(100, 100, 1), merged.stream().map(Row::opsPerInvocation).toList());
    }

    @Test
    void operationsPerInvocationBelowOneAreRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new RowMerger().opsPerInvocation("a.B.m", 0));
        assertEquals("@OperationsPerInvocation of a.B.m is 0; it must be 1 or more", e.getMessage());
    }

    @Test
    void aFailedRowKeepsItsParamsAndItsPlannedPlace() {
        RowKey healthy = new RowKey("a.B.m", "avgt", Map.of("kind", "ok"));
        RowKey halting = new RowKey("a.B.m", "avgt", Map.of("kind", "halt"));
        List<Row> rows = new RowMerger().declare(halting).declare(healthy)
                .addRecord("17", record("a.B.m", Map.of("kind", "ok"), List.of(List.of(10.0, 12.0)), 0))
                .addCell("17", halting, null, Cell.failed("the forked JVM exited with code 3"))
                .rows(List.of("17", "25"));
        assertEquals(List.of(halting, healthy), rows.stream().map(Row::key).toList());
        assertEquals(CellStatus.FAILED, rows.get(0).cells().get("17").status());
        assertEquals(CellStatus.OK, rows.get(1).cells().get("17").status());
        assertEquals(CellStatus.SKIPPED, rows.get(1).cells().get("25").status(), "not measured there");
    }
}
