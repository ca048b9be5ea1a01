package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warmup;

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
 * Where the two forks of a pair kept different iteration counts (bench.warmup=auto cuts each fork's
 * own steady part), the iterations can no longer be matched by index, and the pair's log-ratio is
 * that of its two fork means: still taken over the same stretch of the machine's time.
 *
 * @param logRatios one mean log-ratio (candidate / baseline) per fork pair, in fork order
 * @param byIteration how many fork pairs were matched iteration by iteration (the rest by fork means)
 * @param subsetRatio where a side has forks outside the pairs (the baseline measured beside several partners):
 *                    the ratio of the paired forks' means, candidate / baseline, what the comparison shows;
 *                    NaN where every fork of both sides is paired (the cells' own score ratio is then the same)
 */
record PairedLogRatios(double[] logRatios, int byIteration, double subsetRatio) {

    /**
     * The fork pairs of two duet cells. Where both name each fork's rendezvous ({@link Cell#duetForks}), the k-th
     * fork of a rendezvous on one side pairs with the k-th of the same rendezvous on the other (the baseline
     * side of bench.baseline's method, or the baseline column of a run with more columns than CPU sets, met
     * several partners, each in its own); otherwise the forks that ran k-th on both sides (under
     * bench.warmup=auto a fork that never settled is left out of its cell's score, and its partner then pairs
     * with nothing). Empty when a value is not positive.
     */
    static PairedLogRatios of(Cell baseline, Cell candidate) {
        List<double[][]> matched = matchedForks(baseline, candidate);
        double subsetRatio = matched.size() < ForkSamples.of(baseline).count()
                || matched.size() < ForkSamples.of(candidate).count()
                ? mean(matched, 1) / mean(matched, 0) : Double.NaN;
        double[] logRatios = new double[matched.size()];
        int byIteration = 0;
        for (int k = 0; k < logRatios.length; k++) {
            double[] bf = matched.get(k)[0];
            double[] cf = matched.get(k)[1];
            if (bf.length == cf.length) {
                double sum = 0;
                for (int i = 0; i < bf.length; i++) {
                    sum += Math.log(cf[i] / bf[i]);
                }
                logRatios[k] = sum / bf.length;
                byIteration++;
            } else {
                logRatios[k] = Math.log(mean(cf) / mean(bf));
            }
            if (!Double.isFinite(logRatios[k])) {
                return new PairedLogRatios(new double[0], 0, Double.NaN);
            }
        }
        return new PairedLogRatios(logRatios, byIteration, subsetRatio);
    }

    /** {baseline fork, candidate fork} of each fork pair, in the candidate's fork order. */
    private static List<double[][]> matchedForks(Cell baseline, Cell candidate) {
        List<double[][]> matched = new ArrayList<>();
        if (named(baseline) && named(candidate)) {
            Map<String, List<double[]>> baseByGroup = byGroup(baseline);
            Map<String, Integer> taken = new HashMap<>();
            for (Map.Entry<String, List<double[]>> group : byGroup(candidate).entrySet()) {
                List<double[]> base = baseByGroup.getOrDefault(group.getKey(), List.of());
                for (double[] fork : group.getValue()) {
                    int k = taken.merge(group.getKey(), 1, Integer::sum) - 1;
                    if (k < base.size()) {
                        matched.add(new double[][] {base.get(k), fork});
                    }
                }
            }
            return matched;
        }
        ForkSamples b = ForkSamples.of(baseline);
        ForkSamples c = ForkSamples.of(candidate);
        int[] bRan = ranAs(baseline, b.count());
        int[] cRan = ranAs(candidate, c.count());
        for (int kb = 0, kc = 0; kb < bRan.length && kc < cRan.length; ) {
            if (bRan[kb] < cRan[kc]) {
                kb++; // scored on the baseline's side only: its partner never settled (issue 50)
            } else if (cRan[kc] < bRan[kb]) {
                kc++;
            } else {
                matched.add(new double[][] {b.fork(kb++), c.fork(kc++)});
            }
        }
        return matched;
    }

    /**
     * Which fork of its run (0-based) each of the cell's {@code scored} forks was: the forks its warm-up record
     * says are scored, where they are as many; else the first {@code scored} forks, in order.
     */
    private static int[] ranAs(Cell cell, int scored) {
        Warmup warmup = cell.warmup();
        if (warmup != null && cell.forkSamples().size() == scored) {
            int[] ran = warmup.scoredForks();
            if (ran.length == scored) {
                return ran;
            }
        }
        return java.util.stream.IntStream.range(0, scored).toArray();
    }

    /** Whether every fork of the cell names its rendezvous. */
    private static boolean named(Cell cell) {
        return !cell.duetForks().isEmpty() && cell.duetForks().size() == cell.forkSamples().size();
    }

    /** The cell's forks with finite samples by rendezvous, each in fork order; forks measured alone ("") left out. */
    private static Map<String, List<double[]>> byGroup(Cell cell) {
        Map<String, List<double[]>> groups = new LinkedHashMap<>();
        for (int f = 0; f < cell.forkSamples().size(); f++) {
            String group = cell.duetForks().get(f);
            ForkSamples fork = ForkSamples.of(List.of(cell.forkSamples().get(f)));
            if (!group.isEmpty() && fork.count() == 1) {
                groups.computeIfAbsent(group, g -> new ArrayList<>()).add(fork.fork(0));
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

    /** The mean of every sample of one side ({@code side}: 0 baseline, 1 candidate) of the fork pairs. */
    private static double mean(List<double[][]> matched, int side) {
        double sum = 0;
        int n = 0;
        for (double[][] pair : matched) {
            for (double v : pair[side]) {
                sum += v;
                n++;
            }
        }
        return sum / n;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }
}
