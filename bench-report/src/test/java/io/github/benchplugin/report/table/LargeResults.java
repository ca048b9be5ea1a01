package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A synthetic suite of the size users have: rows of 20 classes x 5 methods x parameter sets,
 * 5 forks x 5 iterations per cell, ratios with intervals and every tenth row with a HIGH_ERROR
 * warning worded like the analyser's.
 */
public final class LargeResults {

    public static final String HIGH_ERROR_ADVICE = "Run more forks or iterations, or close other programs.";

    private LargeResults() {
    }

    public static BenchResult of(int rowCount, int runtimeCount, long seed) {
        Random random = new Random(seed);
        List<RuntimeInfo> runtimes = new ArrayList<>();
        int[] versions = {17, 21, 25, 26, 27, 28};
        for (int r = 0; r < runtimeCount; r++) {
            String id = Integer.toString(versions[r]);
            runtimes.add(RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.1").featureVersion(versions[r])
                    .vendor("Vendor").javaHome("/opt/jdk-" + id).baseline(r == 0).hostName("box").jmhVersion("1.37")
                    .build());
        }
        List<Row> rows = new ArrayList<>();
        List<Warning> warnings = new ArrayList<>();
        for (int i = 0; i < rowCount; i++) {
            String benchmark = "org.example.suite.Bench" + (i % 20) + ".method" + (i / 20 % 5);
            Map<String, String> params = Map.of("size", Integer.toString(i / 100), "kind", "k" + (i % 7));
            double base = 10 + random.nextDouble() * 10_000;
            Map<String, Cell> cells = new LinkedHashMap<>();
            Map<String, Comparison> comparisons = new LinkedHashMap<>();
            for (int r = 0; r < runtimeCount; r++) {
                double score = base * (0.8 + 0.4 * random.nextDouble());
                List<List<Double>> forks = new ArrayList<>();
                List<Double> samples = new ArrayList<>();
                for (int f = 0; f < 5; f++) {
                    List<Double> fork = new ArrayList<>();
                    double forkMean = score * (1 + 0.02 * random.nextGaussian());
                    for (int s = 0; s < 5; s++) {
                        fork.add(forkMean * (1 + 0.01 * random.nextGaussian()));
                    }
                    forks.add(fork);
                    samples.addAll(fork);
                }
                cells.put(runtimes.get(r).id(), Cell.builder(CellStatus.OK).score(score).error(score * 0.02)
                        .ciLow(score * 0.98).ciHigh(score * 1.02).samples(samples).forkSamples(forks)
                        .allocBytesPerOp(24.0 * (i % 50)).build());
                if (r > 0) {
                    double ratio = score / cells.get(runtimes.get(0).id()).score();
                    Verdict verdict = ratio < 0.97 ? Verdict.FASTER : ratio > 1.03 ? Verdict.SLOWER : Verdict.SAME;
                    comparisons.put(runtimes.get(r).id(), Comparison.builder(runtimes.get(0).id()).ratio(ratio)
                            .ciLow(ratio * 0.97).ciHigh(ratio * 1.03).verdict(verdict).pValue(0.01).build());
                }
            }
            Row row = Row.builder(benchmark, "avgt").params(params).unit("ns/op").cells(cells).comparisons(comparisons)
                    .build();
            rows.add(row);
            if (i % 10 == 0) {
                warnings.add(Warning.forRow(WarningCode.HIGH_ERROR, "JMH error above 10% of the score [avgt]: on 17, ±"
                        + (11 + i % 30) + "% of the score. " + HIGH_ERROR_ADVICE, row, "17"));
            }
        }
        Environment env = Environment.builder("box").os("Linux").arch("amd64").cpus(2).createdAt("2026-11-30T00:00:00Z")
                .build();
        return new BenchResult(1, env, runtimes, rows, warnings);
    }
}
