package io.github.benchplugin.model.isolation;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One isolation check of five rows on JDK 17: one that agrees, one 13x slower in-process, one 8x
 * faster, a throughput row and one that failed in-process. For IsolationReportTest here and for
 * bench-report's tests of isolation.md and the build log's table.
 */
public final class SampleIsolation {

    private SampleIsolation() {
    }

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

    public static IsolationReport report() {
        return IsolationReport.of(result(
                row("same", "avgt", Map.of(), ok(10), ok(10.3)),
                row("mono", "avgt", Map.of("kind", "c"), ok(1), ok(13)),
                row("faster", "avgt", Map.of(), ok(8), ok(1)),
                row("counted", "thrpt", Map.of(), ok(100), ok(20)),
                row("broken", "avgt", Map.of(), ok(5), Cell.failed("boom"))), "isolated", "in-process");
    }
}
