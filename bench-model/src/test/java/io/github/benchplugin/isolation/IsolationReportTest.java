package io.github.benchplugin.isolation;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IsolationReportTest {

    private static Cell ok(double score) {
        return Cell.builder(CellStatus.OK).score(score).error(score / 100).samples(List.of(score))
                .forkSamples(List.of(List.of(score))).build();
    }

    private static Row row(String method, String mode, Map<String, String> params, Cell isolated, Cell inProcess) {
        Map<String, Cell> cells = new LinkedHashMap<>();
        cells.put("isolated", isolated);
        cells.put("in-process", inProcess);
        return Row.builder("org.acme.Bench." + method, mode).params(params)
                .unit(mode.equals("thrpt") ? "ops/us" : "ns/op").cells(cells).build();
    }

    private static BenchResult result(Row... rows) {
        RuntimeInfo isolated = RuntimeInfo.builder("isolated").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).hostName("h").build();
        RuntimeInfo inProcess = RuntimeInfo.builder("in-process").requested("17").javaVersion("17.0.15")
                .featureVersion(17).vendor("v").javaHome("/jdk").isolated(false).hostName("h").build();
        return new BenchResult(1, Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build(),
                List.of(isolated, inProcess), List.of(rows), List.of());
    }

    private static IsolationReport report() {
        return IsolationReport.of(result(
                row("same", "avgt", Map.of(), ok(10), ok(10.3)),
                row("mono", "avgt", Map.of("kind", "c"), ok(1), ok(13)),
                row("faster", "avgt", Map.of(), ok(8), ok(1)),
                row("counted", "thrpt", Map.of(), ok(100), ok(20)),
                row("broken", "avgt", Map.of(), ok(5), Cell.failed("boom"))), "isolated", "in-process");
    }

    @Test
    void divergenceIsInProcessOverIsolatedLargestFirstInEitherDirection() {
        IsolationReport report = report();
        assertEquals(List.of("mono", "faster", "counted", "same"),
                report.entries().stream().map(e -> e.benchmark().substring(e.benchmark().lastIndexOf('.') + 1)).toList());
        assertEquals(13.0, report.entries().get(0).divergence(), 1e-9);
        assertEquals(0.125, report.entries().get(1).divergence(), 1e-9);
        assertEquals(Map.of("kind", "c"), report.entries().get(0).params());
    }

    @Test
    void throughputReadsTheOtherWay() {
        IsolationEntry counted = report().entries().get(2);
        assertEquals(0.2, counted.divergence(), 1e-9);
        assertEquals(5.0, counted.inProcessSlowdown(), 1e-9);
        assertEquals("5.0x slower", IsolationTable.looks(counted));
        assertEquals("8.0x faster", IsolationTable.looks(report().entries().get(1)));
    }

    @Test
    void rowsWithoutBothScoresAreListedNotDropped() {
        IsolationReport report = report();
        assertEquals(1, report.notCompared().size());
        assertTrue(report.notCompared().get(0).contains("broken") && report.notCompared().get(0).contains("boom"),
                report.notCompared().get(0));
    }

    @Test
    void jsonHasTheContractFieldsInOrder() throws Exception {
        JsonNode json = LimitedJson.mapper().readTree(new IsolationJson().toJson(report()));
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

    @Test
    void markdownExplainsDivergenceAndShowsTheTable() {
        String md = new IsolationMarkdown().render(report(), "Java 17.0.15 (v) /jdk");
        assertTrue(md.contains(IsolationMarkdown.MEANING.substring(0, 40)), md);
        assertTrue(md.contains("cannot be trusted"), md);
        assertTrue(md.contains("| Bench.mono | kind=c | avgt | 1.0000 ± 0.0100 ns/op | 13.000 ± 0.130 ns/op | 13.00 | 13.0x slower |"), md);
        assertTrue(md.contains("## Not compared"), md);
    }

    @Test
    void consoleLinesAreAligned() {
        List<String> lines = new IsolationConsole().render(report());
        assertTrue(lines.get(1).startsWith("Benchmark"), lines.toString());
        assertTrue(lines.get(2).matches("[- ]+"), "a rule under the header, as in the results table");
        assertEquals(lines.get(1).indexOf("Params"), lines.get(3).indexOf("kind=c"));
        assertTrue(lines.get(lines.size() - 1).startsWith("Divergence = "), lines.toString());
    }
}
