package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupFork;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * bench.duet's independent units: one log-ratio per fork pair. Fork k of the candidate ran at the
 * same time as fork k of the baseline, on its own CPUs, and each of its measured iterations started
 * together with the baseline's iteration of the same index (a barrier), so a burst of outside load
 * hits both iterations of a pair alike and cancels in their log-ratio. Iterations inside a fork pair
 * still share the two JVMs' JIT decisions and memory layouts, so the pair of forks, not the pair of
 * iterations, is the unit of replication: its mean log-ratio is one observation, and the interval is
 * a one-sample t-interval across fork pairs (docs/statistics.md).
 * <p>
 * The barrier numbers each fork's iterations from its first (warm-up included), and a fork's record says
 * where its scored samples begin (its first steady iteration under bench.warmup=auto, which each side finds
 * for itself; its first measured one otherwise): a pair is matched iteration by iteration over the stretch
 * both sides scored, iteration n of one beside iteration n of the other. A fork that settled at iteration 7
 * beside one steady from 0 is thus compared over iterations 7 onwards on both sides, the same moments of the
 * machine, not over two different stretches (taking the fork means then let a burst that fell on one side's
 * extra iterations through: 5 fork pairs of a 10% row read 0.79-1.29 under the noise generator). Where a fork's
 * start is not known (older results, a fork with samples dropped) the iterations are matched by index when
 * both forks kept as many; otherwise, or where the common stretch is shorter than {@value #MIN_COMMON}
 * iterations, the pair's log-ratio is that of its two fork means.
 *
 * @param logRatios one mean log-ratio (candidate / baseline) per fork pair, in fork order
 * @param byIteration how many fork pairs were matched iteration by iteration (the rest by fork means)
 * @param subset      whether a side has forks outside the pairs (the baseline measured beside several partners, a
 *                    fork whose partner never settled): the comparison then speaks of the paired forks alone
 */
public record PairedLogRatios(double[] logRatios, int byIteration, boolean subset) {

    /** The fewest common iterations a pair is matched by; below it, its fork means. */
    static final int MIN_COMMON = 2;

    /** One scored fork: its finite samples, and the barrier's number of its first sample (-1: not known). */
    private record Run(double[] samples, int first) {
    }

    /**
     * The fork pairs of two duet cells. Where both name each fork's rendezvous ({@link Cell#duetForks}), the k-th
     * fork of a rendezvous on one side pairs with the k-th of the same rendezvous on the other (the baseline
     * side of bench.baseline's method, or the baseline column of a run with more columns than CPU sets, met
     * several partners, each in its own); otherwise the forks that ran k-th on both sides (under
     * bench.warmup=auto a fork that never settled is left out of its cell's score, and its partner then pairs
     * with nothing). Empty when a value is not positive.
     */
    public static PairedLogRatios of(Cell baseline, Cell candidate) {
        List<Run[]> matched = matchedForks(baseline, candidate);
        boolean subset = matched.size() < ForkSamples.of(baseline).count()
                || matched.size() < ForkSamples.of(candidate).count();
        double[] logRatios = new double[matched.size()];
        int byIteration = 0;
        for (int k = 0; k < logRatios.length; k++) {
            Run b = matched.get(k)[0];
            Run c = matched.get(k)[1];
            double byIndex = iterationByIteration(b, c);
            if (!Double.isNaN(byIndex)) {
                logRatios[k] = byIndex;
                byIteration++;
            } else {
                logRatios[k] = Math.log(mean(c.samples()) / mean(b.samples()));
            }
            if (!Double.isFinite(logRatios[k])) {
                return new PairedLogRatios(new double[0], 0, false);
            }
        }
        return new PairedLogRatios(logRatios, byIteration, subset);
    }

    /** The mean log-ratio of the iterations both forks scored, n beside n; NaN when they cannot be matched. */
    private static double iterationByIteration(Run b, Run c) {
        int bFirst = b.first();
        int cFirst = c.first();
        if (bFirst < 0 || cFirst < 0) {
            if (b.samples().length != c.samples().length) {
                return Double.NaN;
            }
            bFirst = 0;
            cFirst = 0;
        }
        int from = Math.max(bFirst, cFirst);
        int to = Math.min(bFirst + b.samples().length, cFirst + c.samples().length);
        if (to - from < MIN_COMMON) {
            return Double.NaN;
        }
        double sum = 0;
        for (int n = from; n < to; n++) {
            sum += Math.log(c.samples()[n - cFirst] / b.samples()[n - bFirst]);
        }
        return sum / (to - from);
    }

    /** {baseline fork, candidate fork} of each fork pair, in the candidate's fork order. */
    private static List<Run[]> matchedForks(Cell baseline, Cell candidate) {
        List<Run[]> matched = new ArrayList<>();
        if (named(baseline) && named(candidate)) {
            Map<String, List<Run>> baseByGroup = byGroup(baseline);
            Map<String, Integer> taken = new HashMap<>();
            for (Map.Entry<String, List<Run>> group : byGroup(candidate).entrySet()) {
                List<Run> base = baseByGroup.getOrDefault(group.getKey(), List.of());
                for (Run fork : group.getValue()) {
                    int k = taken.merge(group.getKey(), 1, Integer::sum) - 1;
                    if (k < base.size()) {
                        matched.add(new Run[] {base.get(k), fork});
                    }
                }
            }
            return matched;
        }
        List<Run> b = runs(baseline);
        List<Run> c = runs(candidate);
        int[] bRan = ForkSamples.ranAs(baseline, b.size());
        int[] cRan = ForkSamples.ranAs(candidate, c.size());
        for (int kb = 0, kc = 0; kb < bRan.length && kc < cRan.length; ) {
            if (bRan[kb] < cRan[kc]) {
                kb++; // scored on the baseline's side only: its partner never settled (issue 50)
            } else if (cRan[kc] < bRan[kb]) {
                kc++;
            } else {
                matched.add(new Run[] {b.get(kb++), c.get(kc++)});
            }
        }
        return matched;
    }

    /**
     * The cell's forks with finite samples, in fork order, each with the barrier's number of its first scored
     * sample where the cell's warm-up record says it and every sample of the fork is finite.
     */
    private static List<Run> runs(Cell cell) {
        ForkSamples forks = ForkSamples.of(cell);
        int[] firsts = forks.count() == cell.forkSamples().size() ? firsts(cell) : null;
        List<Run> runs = new ArrayList<>(forks.count());
        for (int f = 0; f < forks.count(); f++) {
            double[] samples = forks.fork(f);
            boolean whole = firsts != null && samples.length == cell.forkSamples().get(f).size();
            runs.add(new Run(samples, whole ? firsts[f] : -1));
        }
        return runs;
    }

    /**
     * Per fork of the cell's forkSamples, where its samples begin in the fork's iterations (warm-up counted, as
     * the barrier counts): its first steady iteration when the score keeps the steady part only, its first
     * measured one otherwise; -1 where the record does not add up (the fork kept another number of samples).
     */
    private static int[] firsts(Cell cell) {
        int[] firsts = new int[cell.forkSamples().size()];
        java.util.Arrays.fill(firsts, -1);
        Warmup warmup = cell.warmup();
        int[] ran = warmup == null ? new int[0] : warmup.scoredForks();
        if (ran.length != firsts.length) {
            return firsts;
        }
        boolean steadyPartOnly = Boolean.TRUE.equals(warmup.steadyPartOnly());
        for (int f = 0; f < firsts.length; f++) {
            WarmupFork fork = warmup.forks().get(ran[f]);
            int first = steadyPartOnly && fork.steadyFrom() != null ? fork.steadyFrom() : fork.warmupIterations();
            if (fork.iterations().size() - first == cell.forkSamples().get(f).size()) {
                firsts[f] = first;
            }
        }
        return firsts;
    }

    /** Whether every fork of the cell names its rendezvous. */
    private static boolean named(Cell cell) {
        return !cell.duetForks().isEmpty() && cell.duetForks().size() == cell.forkSamples().size();
    }

    /** The cell's forks with finite samples by rendezvous, each in fork order; forks measured alone ("") left out. */
    private static Map<String, List<Run>> byGroup(Cell cell) {
        Map<String, List<Run>> groups = new LinkedHashMap<>();
        int[] firsts = firsts(cell);
        for (int f = 0; f < cell.forkSamples().size(); f++) {
            String group = cell.duetForks().get(f);
            ForkSamples fork = ForkSamples.of(List.of(cell.forkSamples().get(f)));
            if (!group.isEmpty() && fork.count() == 1) {
                double[] samples = fork.fork(0);
                int first = samples.length == cell.forkSamples().get(f).size() ? firsts[f] : -1;
                groups.computeIfAbsent(group, g -> new ArrayList<>()).add(new Run(samples, first));
            }
        }
        return groups;
    }

    int pairs() {
        return logRatios.length;
    }

    LogSummary summary() {
        return LogSummary.of(logRatios);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }
}
