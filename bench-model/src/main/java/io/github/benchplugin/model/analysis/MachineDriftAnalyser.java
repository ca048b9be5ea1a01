package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.ForkSamples;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * MACHINE_DRIFT: the machine itself changed speed during the run. With bench.rounds every round
 * measures every row on every runtime, so each cell has forks in each round; when the forks of some
 * rounds are slower than their own cell's other forks on nearly every cell, the code did not change
 * between rounds: the machine did (another build, another guest of the hypervisor, a throttled CPU).
 * Seen on a public suite: 66 cells whose forks of rounds 1-3 took 1.22x those of round 5, which
 * MULTIMODAL then reported, row by row, as two groups of forks whose cause is to be found with a
 * profiler. The rounds interleave the runtimes, so ratios are affected far less than the scores;
 * the warning says so, once for the run.
 *
 * <p>Per cell, each round's level is the mean log of its forks' means, taken relative to the cell's
 * mean over rounds; per round, the median of that level over cells. Flagged when the rounds rank
 * alike on the cells (Friedman's test, the cells as blocks and the rounds as treatments: p below
 * {@link #ALPHA}) and the slowest and fastest rounds' medians are {@link #MIN_SHIFT} apart: a shift of
 * the whole run, large enough to matter. Independent fork-to-fork noise ranks the rounds at random on
 * each cell (MachineDriftAnalyserTest simulates it at 5% and 15%), and a consistent shift of a few
 * percent (the probe fork of round 1, say) stays below the size.
 */
final class MachineDriftAnalyser implements Analyser {

    /** Settings keys (Environment.settings) the round of a fork is computed from. */
    static final String FORKS = "forks";
    static final String ROUNDS = "rounds";

    /** Fewer cells than this cannot tell the machine from the code. */
    static final int MIN_CELLS = 6;
    /** The least shift between the slowest and fastest round that is worth a warning: 10%. */
    static final double MIN_SHIFT = Math.log(1.10);
    /** Friedman's p below which the rounds' order is taken as shared by the cells. */
    static final double ALPHA = 0.001;

    @Override
    public List<Warning> analyse(BenchResult result) {
        Map<String, String> settings = result.environment() == null ? Map.of() : result.environment().settings();
        int forks = positive(settings.get(FORKS));
        int rounds = positive(settings.get(ROUNDS));
        if (rounds < 3 || forks < rounds) {
            return List.of();
        }
        int[] roundOfFork = roundOfFork(forks, rounds);
        List<double[]> levels = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            double[] level = roundLevels(at.cell(), roundOfFork, rounds);
            if (level != null) {
                levels.add(level);
            }
        }
        if (levels.size() < MIN_CELLS) {
            return List.of();
        }
        double[] median = IntStream.range(0, rounds)
                .mapToDouble(r -> new Median().evaluate(levels.stream().mapToDouble(l -> l[r]).toArray())).toArray();
        double fastest = Arrays.stream(median).min().orElseThrow();
        double slowest = Arrays.stream(median).max().orElseThrow();
        if (slowest - fastest < MIN_SHIFT) {
            return List.of();
        }
        double cut = (slowest + fastest) / 2;
        boolean[] slow = new boolean[rounds];
        for (int r = 0; r < rounds; r++) {
            slow[r] = median[r] > cut;
        }
        if (friedmanP(levels, rounds) >= ALPHA) {
            return List.of();
        }
        long agreeing = levels.stream().filter(l -> mean(l, slow, true) > mean(l, slow, false)).count();
        double shift = Math.exp(mean(median, slow, true) - mean(median, slow, false));
        String message = String.format(Locale.ROOT, "The machine's speed changed during the run: the forks of %s took"
                        + " %.2fx the time of those of %s, on %d of %d cells (each cell against its own forks; bench.rounds"
                        + " ran every row on every runtime in each round). The code did not change between rounds: the"
                        + " machine did (another build or process, another guest of the hypervisor, a throttled CPU). The"
                        + " rounds interleave the runtimes, so ratios are affected far less than the scores, which mix"
                        + " the two speeds; HIGH_ERROR and MULTIMODAL on these rows may come from it rather than from the"
                        + " code. For scores, rerun on a quiet machine; %s",
                rounds(slow, true), shift, rounds(slow, false), agreeing, levels.size(), forRatios(result));
        return List.of(Warning.of(WarningCode.MACHINE_DRIFT, message, null, null));
    }

    /** What to do for the ratios: bench.duet, unless the run's comparisons were measured in pairs already. */
    private static String forRatios(BenchResult result) {
        boolean duet = result.rows().stream().flatMap(row -> Stream.of(row.comparisons(),
                        row.baselineRatio(), row.profileComparisons(), row.variantComparisons()))
                .filter(Objects::nonNull).flatMap(m -> m.values().stream()).anyMatch(Comparison::duet);
        return duet ? "the duet comparisons measured both sides at the same moments, so a change both sides met cancels"
                + " in their ratios."
                : "for ratios on a busy one, bench.duet=true measures the compared sides at the same moment.";
    }

    /**
     * Each of the cell's rounds' mean log fork mean, less their mean over rounds; null when a fork's round
     * is not known (more or fewer forks than planned, a fork without finite samples) or a round has none.
     */
    private static double[] roundLevels(Cell cell, int[] roundOfFork, int rounds) {
        double[] means = ForkSamples.of(cell).means();
        if (means.length != cell.forkSamples().size()) {
            return null;
        }
        int[] ran = ForkSamples.ranAs(cell, means.length);
        double[] sum = new double[rounds];
        int[] count = new int[rounds];
        for (int k = 0; k < means.length; k++) {
            if (ran[k] >= roundOfFork.length || !(means[k] > 0)) {
                return null;
            }
            sum[roundOfFork[ran[k]]] += Math.log(means[k]);
            count[roundOfFork[ran[k]]]++;
        }
        double[] level = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            if (count[r] == 0) {
                return null;
            }
            level[r] = sum[r] / count[r];
        }
        double centre = Arrays.stream(level).average().orElse(0);
        for (int r = 0; r < rounds; r++) {
            level[r] -= centre;
        }
        return level;
    }

    /**
     * Friedman's test of "the rounds do not matter": within each cell the rounds are ranked by level, and
     * the rank sums compared with what random orders give (chi-squared with rounds - 1 degrees of freedom;
     * levels are continuous, so ties are left to the sort).
     */
    static double friedmanP(List<double[]> levels, int rounds) {
        double[] rankSum = new double[rounds];
        for (double[] level : levels) {
            Integer[] order = IntStream.range(0, rounds).boxed().toArray(Integer[]::new);
            Arrays.sort(order, (a, b) -> Double.compare(level[a], level[b]));
            for (int rank = 0; rank < rounds; rank++) {
                rankSum[order[rank]] += rank + 1;
            }
        }
        int n = levels.size();
        double sumOfSquares = Arrays.stream(rankSum).map(r -> r * r).sum();
        double q = 12.0 / (n * rounds * (rounds + 1)) * sumOfSquares - 3.0 * n * (rounds + 1);
        return ChiSquaredDistribution.of(rounds - 1).survivalProbability(q);
    }

    /** The round (0-based) of each fork of a run: forks spread evenly, earlier rounds taking the remainder. */
    static int[] roundOfFork(int forks, int rounds) {
        int[] round = new int[forks];
        int fork = 0;
        for (int r = 0; r < rounds; r++) {
            int inRound = forks / rounds + (r < forks % rounds ? 1 : 0);
            for (int i = 0; i < inRound; i++) {
                round[fork++] = r;
            }
        }
        return round;
    }

    private static double mean(double[] level, boolean[] slow, boolean ofSlow) {
        double sum = 0;
        int n = 0;
        for (int r = 0; r < level.length; r++) {
            if (slow[r] == ofSlow) {
                sum += level[r];
                n++;
            }
        }
        return sum / n;
    }

    /** "rounds 1-3", "round 5", "rounds 1, 3 and 5" (1-based). */
    private static String rounds(boolean[] slow, boolean ofSlow) {
        List<Integer> which = IntStream.range(0, slow.length).filter(r -> slow[r] == ofSlow).map(r -> r + 1).boxed().toList();
        if (which.size() == 1) {
            return "round " + which.get(0);
        }
        if (which.get(which.size() - 1) - which.get(0) == which.size() - 1) {
            return "rounds " + which.get(0) + "-" + which.get(which.size() - 1);
        }
        String all = which.stream().map(String::valueOf).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return "rounds " + all.substring(0, last) + " and " + all.substring(last + 2);
    }

    private static int positive(String value) {
        try {
            return value == null ? 0 : Math.max(0, Integer.parseInt(value.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
