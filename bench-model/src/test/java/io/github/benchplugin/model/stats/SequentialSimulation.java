package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Plays a run under a {@link PrecisionTarget} many times on synthetic forks: two runtimes, the
 * candidate's true mean {@code trueRatio} times the baseline's; {@link PrecisionTarget#MIN_FORKS}
 * forks each, then one more fork each per round until the row is settled or the looks run out.
 * The final comparison is the one the table would show ({@link PrecisionTarget#estimator()}).
 *
 * <p>{@code main} prints the table in docs/statistics.md.
 */
final class SequentialSimulation {

    static final List<RuntimeInfo> RUNTIMES = List.of(runtime("a", true), runtime("b", false));

    /** What the runs came to. */
    record Rates(int runs, int faster, int slower, int covered, double meanForks, int medianForks, int unsettled) {
        double falseRate() {
            return (faster + slower) / (double) runs;
        }

        double slowerRate() {
            return slower / (double) runs;
        }

        double coverage() {
            return covered / (double) runs;
        }
    }

    private SequentialSimulation() {
    }

    static Rates run(PrecisionTarget target, double trueRatio, double forkNoise, int runs, long seed) {
        Random random = new Random(seed);
        int faster = 0;
        int slower = 0;
        int covered = 0;
        int unsettled = 0;
        int[] forksUsed = new int[runs];
        for (int i = 0; i < runs; i++) {
            List<List<Double>> base = new ArrayList<>();
            List<List<Double>> cand = new ArrayList<>();
            for (int f = 0; f < PrecisionTarget.MIN_FORKS; f++) {
                base.add(fork(random, 100, forkNoise));
                cand.add(fork(random, 100 * trueRatio, forkNoise));
            }
            Row row = row(base, cand);
            int look = 1;
            while (!target.assess(row, RUNTIMES, look).settled() && look < target.maxLooks()) {
                base.add(fork(random, 100, forkNoise));
                cand.add(fork(random, 100 * trueRatio, forkNoise));
                row = row(base, cand);
                look++;
            }
            if (!target.assess(row, RUNTIMES, look).settled()) {
                unsettled++;
            }
            forksUsed[i] = base.size();
            Comparison c = target.estimator().compare(row.cells().get("a"), RUNTIMES.get(0), row.cells().get("b"),
                    RUNTIMES.get(1), row.jmhMode(), "a");
            if (c.shownVerdict() == Verdict.FASTER) {
                faster++;
            } else if (c.shownVerdict() == Verdict.SLOWER) {
                slower++;
            }
            if (c.hasInterval() && c.ciLow() <= trueRatio && trueRatio <= c.ciHigh()) {
                covered++;
            }
        }
        java.util.Arrays.sort(forksUsed);
        double mean = java.util.Arrays.stream(forksUsed).average().orElse(0);
        return new Rates(runs, faster, slower, covered, mean, forksUsed[runs / 2], unsettled);
    }

    /** 5 iterations around the fork's own mean (1% iteration noise): JMH's shape. */
    private static List<Double> fork(Random random, double mean, double forkNoise) {
        return SyntheticCells.noisy(random, mean, 1, 5, forkNoise, 0.01).forkSamples().get(0);
    }

    private static Row row(List<List<Double>> base, List<List<Double>> cand) {
        Cell a = SyntheticCells.of(List.copyOf(base));
        Cell b = SyntheticCells.of(List.copyOf(cand));
        return Row.builder("org.example.Bench.m", "avgt").unit("ns/op").cells(Map.of("a", a, "b", b)).build();
    }

    static RuntimeInfo runtime(String id, boolean baseline) {
        return RuntimeInfo.builder(id).requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("Eclipse Adoptium").javaHome("/jdk").baseline(baseline).hostName("host").jmhVersion("1.37")
                .build();
    }

    public static void main(String[] args) {
        System.out.println("| target | max looks | fork noise | true ratio | called faster | called slower | interval covers truth | forks per cell (median / mean) | not settled at the last look |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (double targetError : new double[] {0.02, 0.05}) {
            for (int looks : new int[] {4, 8}) {
                for (double noise : new double[] {0.01, 0.02, 0.03}) {
                    for (double ratio : new double[] {1.0, 1.10}) {
                        Rates r = run(PrecisionTarget.of(targetError, looks), ratio, noise, 4000, 11);
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
