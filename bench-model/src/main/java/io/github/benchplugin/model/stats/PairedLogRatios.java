package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warmup;

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
 */
record PairedLogRatios(double[] logRatios, int byIteration) {

    /**
     * The fork pairs of two duet cells: the forks that ran together and are scored on both sides, in fork order
     * (under bench.warmup=auto a fork that never settled is left out of its cell's score, and its partner then
     * pairs with nothing); empty when a value is not positive.
     */
    static PairedLogRatios of(Cell baseline, Cell candidate) {
        ForkSamples b = ForkSamples.of(baseline);
        ForkSamples c = ForkSamples.of(candidate);
        int[] bRan = ranAs(baseline, b.count());
        int[] cRan = ranAs(candidate, c.count());
        double[] logRatios = new double[Math.min(b.count(), c.count())];
        int pairs = 0;
        int byIteration = 0;
        for (int kb = 0, kc = 0; kb < bRan.length && kc < cRan.length; ) {
            if (bRan[kb] != cRan[kc]) {
                // A fork scored on one side only: its partner is not (issue 50).
                if (bRan[kb] < cRan[kc]) {
                    kb++;
                } else {
                    kc++;
                }
                continue;
            }
            double[] bf = b.fork(kb++);
            double[] cf = c.fork(kc++);
            double logRatio;
            if (bf.length == cf.length) {
                double sum = 0;
                for (int i = 0; i < bf.length; i++) {
                    sum += Math.log(cf[i] / bf[i]);
                }
                logRatio = sum / bf.length;
                byIteration++;
            } else {
                logRatio = Math.log(mean(cf) / mean(bf));
            }
            if (!Double.isFinite(logRatio)) {
                return new PairedLogRatios(new double[0], 0);
            }
            logRatios[pairs++] = logRatio;
        }
        return new PairedLogRatios(java.util.Arrays.copyOf(logRatios, pairs), byIteration);
    }

    /**
     * Which fork of its run (0-based) each of the cell's {@code scored} forks was: the forks its warm-up record
     * says are scored, where they are as many; else the first {@code scored} forks, in order.
     */
    private static int[] ranAs(Cell cell, int scored) {
        Warmup warmup = cell.warmup();
        if (warmup != null && cell.forkSamples().size() == scored) {
            int[] ran = java.util.stream.IntStream.range(0, warmup.forks().size())
                    .filter(f -> warmup.scores(warmup.forks().get(f))).toArray();
            if (ran.length == scored) {
                return ran;
            }
        }
        return java.util.stream.IntStream.range(0, scored).toArray();
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
