package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import io.github.benchplugin.model.Environment;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.stats.SyntheticCells;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Small builders for results with known defects. */
final class Fixtures {

    private Fixtures() {
    }

    static RuntimeInfo runtime(String id) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.2").featureVersion(Integer.parseInt(id))
                .vendor("Vendor").javaHome("/jdk/" + id).hostName("host-a").jmhVersion("1.37").build();
    }

    static Environment environment(Map<String, String> facts) {
        return Environment.builder("host-a").os("Linux").arch("amd64").cpus(8).createdAt("2025-01-01T00:00:00Z")
                .facts(facts).build();
    }

    static BenchResult result(List<RuntimeInfo> runtimes, List<Row> rows) {
        return new BenchResult(1, environment(Map.of()), runtimes, rows, List.of());
    }

    static BenchResult result(Environment env, List<RuntimeInfo> runtimes) {
        return new BenchResult(1, env, runtimes, List.of(), List.of());
    }

    static Row row(String benchmark, String mode, String unit, Map<String, Cell> cells) {
        return Row.builder(benchmark, mode).unit(unit).cells(cells).build();
    }

    static Row avgt(String benchmark, Cell cell17) {
        return row(benchmark, "avgt", "ns/op", cells("17", cell17));
    }

    static Map<String, Cell> cells(Object... idAndCell) {
        Map<String, Cell> m = new LinkedHashMap<>();
        for (int i = 0; i < idAndCell.length; i += 2) {
            m.put((String) idAndCell[i], (Cell) idAndCell[i + 1]);
        }
        return m;
    }

    /** 5 forks x 5 iterations, 2% fork noise, 1% iteration noise: a well-behaved cell. */
    static Cell clean(Random random, double mean) {
        return SyntheticCells.noisy(random, mean, 5, 5, 0.02, 0.01);
    }

    static Cell withError(Cell cell, double error) {
        return Cell.builder(CellStatus.OK).score(cell.score()).error(error).samples(cell.samples())
                .forkSamples(cell.forkSamples()).build();
    }
}
