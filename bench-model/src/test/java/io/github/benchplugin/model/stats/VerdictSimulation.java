package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Verdict;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The four answers on synthetic forks, many times over (not a unit test: rates that can only be
 * estimated belong in docs/measurements.md, and deterministic checks of the rule in VerdictRuleTest).
 *
 * <p>Two sides (avgt), the candidate's true mean {@code ratio} times the baseline's; each fork's mean
 * is drawn with the given fork-to-fork noise (relative standard deviation), each of its 5 iterations
 * with 1% iteration noise, as SyntheticCells does. Two plans:
 * <ul>
 *   <li>fixed: n forks a side, the fixed rule ({@link RatioEstimator}: 99% interval for faster/slower,
 *       90% equivalence interval for same);</li>
 *   <li>sequential: 3 forks a side, then one more a side per look up to 10 (8 looks), stopping at the
 *       first faster/slower/same; every look at the level of {@link PrecisionTarget} with 8 looks
 *       (99.375% for faster/slower, 98.75% equivalence interval), so a stop on any look keeps the error
 *       rates nominal over all looks.</li>
 * </ul>
 * Run: {@code java -cp <bench-model classes, test classes, dependencies>
 * io.github.benchplugin.model.stats.VerdictSimulation [trials] [seed]}; prints the tables of docs/measurements.md.
 */
final class VerdictSimulation {

    static final double[] NOISES = {0.01, 0.02, 0.05};
    static final double[] RATIOS = {1.00, 1.05, 1.10};
    static final int[] FIXED_FORKS = {3, 5, 10};
    static final int MAX_FORKS = 10;

    private VerdictSimulation() {
    }

    /** Counts of each answer, and forks per side used (for the sequential plan). */
    record Tally(Map<Verdict, Integer> counts, int trials, long forks, int gatePassed) {
        double gateRate() {
            return gatePassed / (double) trials;
        }

        double rate(Verdict v) {
            return counts.getOrDefault(v, 0) / (double) trials;
        }

        double meanForks() {
            return forks / (double) trials;
        }
    }

    static Tally fixed(double ratio, double noise, int forks, int trials, long seed) {
        Random random = new Random(seed);
        RatioEstimator estimator = new RatioEstimator();
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        int passed = 0;
        for (int t = 0; t < trials; t++) {
            Cell base = cell(forks(random, 100, noise, forks));
            Cell cand = cell(forks(random, 100 * ratio, noise, forks));
            Comparison c = estimator.compare(base, cand, Mode.AVERAGE_TIME, "a");
            counts.merge(c.verdict(), 1, Integer::sum);
            passed += passesGate(c) ? 1 : 0;
        }
        return new Tally(counts, trials, (long) forks * trials, passed);
    }

    static Tally sequential(double ratio, double noise, int trials, long seed) {
        Random random = new Random(seed);
        RatioEstimator estimator = PrecisionTarget.of(0.01, MAX_FORKS - PrecisionTarget.MIN_FORKS + 1).estimator();
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        long used = 0;
        int passed = 0;
        for (int t = 0; t < trials; t++) {
            List<List<Double>> base = forks(random, 100, noise, MAX_FORKS);
            List<List<Double>> cand = forks(random, 100 * ratio, noise, MAX_FORKS);
            Comparison c = null;
            int n = PrecisionTarget.MIN_FORKS;
            for (; n <= MAX_FORKS; n++) {
                c = estimator.compare(cell(base.subList(0, n)), cell(cand.subList(0, n)), Mode.AVERAGE_TIME, "a");
                if (c.verdict() != Verdict.UNDECIDED) {
                    break;
                }
            }
            used += Math.min(n, MAX_FORKS);
            counts.merge(c.verdict(), 1, Integer::sum);
            passed += passesGate(c) ? 1 : 0;
        }
        return new Tally(counts, trials, used, passed);
    }

    /** bench.requireNoRegression=5% on this comparison: the upper end of its equivalence interval at most 1.05. */
    private static boolean passesGate(Comparison c) {
        return c.equivalence() != null && c.equivalence().high() <= 1.05;
    }

    private static List<List<Double>> forks(Random random, double mean, double noise, int n) {
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < n; f++) {
            double forkMean = mean * (1 + noise * random.nextGaussian());
            List<Double> fork = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                fork.add(forkMean * (1 + 0.01 * random.nextGaussian()));
            }
            all.add(fork);
        }
        return all;
    }

    private static Cell cell(List<List<Double>> forks) {
        return SyntheticCells.of(forks);
    }

    public static void main(String[] args) {
        int trials = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 31;
        System.out.printf(Locale.ROOT, "%d trials per line, seed %d, margin 3%%, 5 iterations per fork at 1%% noise%n%n",
                trials, seed);
        System.out.println("| plan | fork noise | true ratio | same | undecided | faster | slower | passes"
                + " requireNoRegression=5% | forks per side (mean) |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (double noise : NOISES) {
            for (double ratio : RATIOS) {
                for (int forks : FIXED_FORKS) {
                    print("fixed, " + forks + " forks", noise, ratio, fixed(ratio, noise, forks, trials, seed));
                }
                print("sequential, 3 to 10 forks", noise, ratio, sequential(ratio, noise, trials, seed));
            }
        }
    }

    private static void print(String plan, double noise, double ratio, Tally tally) {
        System.out.printf(Locale.ROOT, "| %s | %.0f%% | %.2f | %s | %s | %s | %s | %s | %.1f |%n", plan, noise * 100,
                ratio, pct(tally.rate(Verdict.SAME)), pct(tally.rate(Verdict.UNDECIDED)), pct(tally.rate(Verdict.FASTER)),
                pct(tally.rate(Verdict.SLOWER)), pct(tally.gateRate()), tally.meanForks());
    }

    private static String pct(double rate) {
        return String.format(Locale.ROOT, "%.2f%%", rate * 100);
    }
}
