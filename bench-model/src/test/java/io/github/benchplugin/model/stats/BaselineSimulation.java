package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * {@link SequentialSimulation}'s game for the method-vs-baseline family: one runtime, bench.baseline
 * a method of true mean 100, and a second method of the same class with true mean
 * {@code 100 x trueRatio}; {@link PrecisionTarget#MIN_FORKS} forks each, then one more fork for
 * each open row per look (the engine's rounds), until both rows are settled or the looks run out.
 * The verdict and interval are the method's {@code baselineRatio}, as the table shows it.
 *
 * <p>{@code main} prints the method-vs-baseline table in docs/statistics.md.
 */
final class BaselineSimulation {

    private static final List<RuntimeInfo> ONE_RUNTIME = List.of(SequentialSimulation.runtime("17", true));
    private static final String BASE = "org.example.Work.base";
    private static final String OTHER = "org.example.Work.other";

    private BaselineSimulation() {
    }

    static SequentialSimulation.Rates run(double targetError, int looks, double trueRatio, double forkNoise, int runs,
                                          long seed) {
        PrecisionTarget target = PrecisionTarget.of(targetError, looks)
                .steeringBy(Steering.of(List.of("17"), List.of(), "Work.base", false));
        Random random = new Random(seed);
        int faster = 0;
        int slower = 0;
        int covered = 0;
        int unsettled = 0;
        int[] forksUsed = new int[runs];
        Map<String, Double> means = new LinkedHashMap<>();
        means.put(BASE, 100.0);
        means.put(OTHER, 100.0 * trueRatio);
        for (int i = 0; i < runs; i++) {
            Map<String, List<List<Double>>> forks = new LinkedHashMap<>();
            means.forEach((name, mean) -> {
                List<List<Double>> cell = new ArrayList<>();
                for (int f = 0; f < PrecisionTarget.MIN_FORKS; f++) {
                    cell.add(fork(random, mean, forkNoise));
                }
                forks.put(name, cell);
            });
            List<Row> rows = compared(target, forks);
            int look = 1;
            List<PrecisionTarget.Unsettled> open = target.unsettled(rows, look);
            while (!open.isEmpty() && look < target.maxLooks()) {
                for (PrecisionTarget.Unsettled row : open) {
                    forks.get(row.row().benchmark()).add(fork(random, means.get(row.row().benchmark()), forkNoise));
                }
                rows = compared(target, forks);
                look++;
                open = target.unsettled(rows, look);
            }
            Row other = rows.stream().filter(r -> r.benchmark().equals(OTHER)).findFirst().orElseThrow();
            if (open.stream().anyMatch(u -> u.row().equals(other.key()))) {
                unsettled++;
            }
            forksUsed[i] = forks.get(OTHER).size();
            Comparison c = other.baselineRatio().get("17");
            if (c.shownVerdict() == Verdict.FASTER) {
                faster++;
            } else if (c.shownVerdict() == Verdict.SLOWER) {
                slower++;
            }
            if (c.hasInterval() && c.ciLow() <= trueRatio && trueRatio <= c.ciHigh()) {
                covered++;
            }
        }
        Arrays.sort(forksUsed);
        double mean = Arrays.stream(forksUsed).average().orElse(0);
        return new SequentialSimulation.Rates(runs, faster, slower, covered, mean, forksUsed[runs / 2], unsettled);
    }

    private static List<Row> compared(PrecisionTarget target, Map<String, List<List<Double>>> forks) {
        List<Row> rows = new ArrayList<>();
        forks.forEach((name, cellForks) -> rows.add(Row.builder(name, "avgt").unit("ns/op")
                .cells(Map.of("17", SyntheticCells.of(List.copyOf(cellForks)))).build()));
        return new ComparisonCalculator(target.estimator()).withComparisons(rows, ONE_RUNTIME, "Work.base");
    }

    /** 5 iterations around the fork's own mean (1% iteration noise), as in {@link SequentialSimulation}. */
    private static List<Double> fork(Random random, double mean, double forkNoise) {
        return SyntheticCells.noisy(random, mean, 1, 5, forkNoise, 0.01).forkSamples().get(0);
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        System.out.println("| target | max looks | fork noise | true ratio | called faster | called slower | interval covers truth | forks of the method (median / mean) | not settled at the last look |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (double targetError : new double[] {0.02, 0.05}) {
            for (int looks : new int[] {4, 8}) {
                for (double noise : new double[] {0.01, 0.02, 0.03}) {
                    for (double ratio : new double[] {1.0, 1.10}) {
                        SequentialSimulation.Rates r = run(targetError, looks, ratio, noise, runs, 11);
                        System.out.printf(Locale.ROOT, "| %.0f%% | %d | %.0f%% | %.2f | %.2f%% | %.2f%% | %.1f%% | %d / %.1f | %.0f%% |%n",
                                targetError * 100, looks, noise * 100, ratio, r.faster() * 100.0 / r.runs(),
                                r.slowerRate() * 100, r.coverage() * 100, r.medianForks(), r.meanForks(),
                                r.unsettled() * 100.0 / r.runs());
                    }
                }
            }
        }
    }
}
