package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;

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

    /** The fork pairs of two duet cells: as many as the side with fewer forks has; empty when a value is not positive. */
    static PairedLogRatios of(Cell baseline, Cell candidate) {
        ForkSamples b = ForkSamples.of(baseline);
        ForkSamples c = ForkSamples.of(candidate);
        int pairs = Math.min(b.count(), c.count());
        double[] logRatios = new double[pairs];
        int byIteration = 0;
        for (int k = 0; k < pairs; k++) {
            double[] bf = b.fork(k);
            double[] cf = c.fork(k);
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
                return new PairedLogRatios(new double[0], 0);
            }
        }
        return new PairedLogRatios(logRatios, byIteration);
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
