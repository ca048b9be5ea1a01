package io.github.benchplugin.regression;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.stats.SyntheticCells;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Small results built from synthetic cells: 5 forks x 5 iterations, 1% noise at both levels. */
final class HistoryFixtures {

    private HistoryFixtures() {
    }

    static Cell cell(long seed, double mean) {
        return SyntheticCells.noisy(new Random(seed), mean, 5, 5, 0.01, 0.01);
    }

    static RuntimeInfo runtime(String id, String javaVersion, String host) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(javaVersion)
                .featureVersion(Integer.parseInt(id.replaceAll("\\D.*", ""))).vendor("Vendor")
                .javaHome("/opt/jdk-" + id).hostName(host).jmhVersion("1.37").build();
    }

    static Row row(String benchmark, String mode, Map<String, String> params, Map<String, Cell> cells) {
        return Row.builder(benchmark, mode).params(params).unit(mode.equals("thrpt") ? "ops/s" : "ns/op").cells(cells)
                .build();
    }

    static Map<String, Cell> cells(Object... idAndCell) {
        Map<String, Cell> cells = new LinkedHashMap<>();
        for (int i = 0; i < idAndCell.length; i += 2) {
            cells.put((String) idAndCell[i], (Cell) idAndCell[i + 1]);
        }
        return cells;
    }

    static BenchResult result(List<RuntimeInfo> runtimes, List<Row> rows) {
        Environment env = Environment.builder("box").os("Linux").arch("amd64").cpus(8).createdAt("2025-01-01T00:00:00Z")
                .build();
        return new BenchResult(BenchResult.SCHEMA_VERSION, env, runtimes, rows, List.of());
    }
}
