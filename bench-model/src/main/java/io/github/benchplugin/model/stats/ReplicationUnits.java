package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;


/**
 * The independent observations of one cell that a comparison may use.
 * A JMH fork is a fresh JVM (its own JIT decisions, memory layout), so fork means are the
 * units of replication; iterations inside one fork are correlated and say little about how
 * the next fork will behave. Only when a cell has fewer than two forks do the iterations
 * stand in, and then no verdict is drawn from them.
 *
 * @param values    fork means when {@code byFork}, else every finite iteration sample
 * @param byFork    true when {@code values} are fork means (at least two forks)
 * @param forkCount forks with at least one finite sample
 */
record ReplicationUnits(double[] values, boolean byFork, int forkCount) {

    public static ReplicationUnits of(Cell cell) {
        ForkSamples forks = ForkSamples.of(cell);
        if (forks.count() >= RatioEstimator.MIN_FORKS) {
            return new ReplicationUnits(forks.means(), true, forks.count());
        }
        return new ReplicationUnits(forks.pooled(), false, forks.count());
    }

    public int size() {
        return values.length;
    }

    /** True when every value can be taken a logarithm of. */
    public boolean allPositive() {
        for (double v : values) {
            if (!(v > 0)) {
                return false;
            }
        }
        return true;
    }

    /** Summary of the logarithms of the values: the comparison works on the log scale. */
    public LogSummary logSummary() {
        double[] logs = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            logs[i] = Math.log(values[i]);
        }
        return LogSummary.of(logs);
    }
}
