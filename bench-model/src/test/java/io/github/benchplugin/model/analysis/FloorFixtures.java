package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.SyntheticCells;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Cells and floors with given fork means, the shape JMH reports on this kind of machine: a fork
 * of 5 iterations spread by a few tenths of a percent around its mean.
 */
final class FloorFixtures {

    private FloorFixtures() {
    }

    /** A cell whose forks have these means. */
    static Cell forks(double... forkMeans) {
        return SyntheticCells.of(iterations(forkMeans));
    }

    /** An avgt floor in ns/op with these fork means, and iterations as a cell's; score is their mean, as JMH's would be. */
    static HarnessFloor floor(double... forkMeans) {
        double score = Arrays.stream(forkMeans).average().orElseThrow();
        return new HarnessFloor("avgt", score, 0.02 * score, "ns/op", Arrays.stream(forkMeans).boxed().toList(),
                iterations(forkMeans));
    }

    private static List<List<Double>> iterations(double... forkMeans) {
        List<List<Double>> forks = new ArrayList<>();
        for (double mean : forkMeans) {
            List<Double> iterations = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                iterations.add(mean * (1 + 0.002 * (i - 2)));
            }
            forks.add(iterations);
        }
        return forks;
    }

    static RuntimeInfo runtime(String id, HarnessFloor floor) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.2").featureVersion(Integer.parseInt(id))
                .vendor("Vendor").javaHome("/jdk/" + id).hostName("host-a").jmhVersion("1.37").build().withFloor(floor);
    }

    static Row avgt(String benchmark, Map<String, Cell> cells) {
        return Row.builder(benchmark, "avgt").unit("ns/op").cells(cells).build();
    }
}
