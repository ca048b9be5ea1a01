package io.github.benchplugin.stats;

import io.github.benchplugin.model.Cell;

import java.util.Arrays;
import java.util.List;

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
public record ReplicationUnits(double[] values, boolean byFork, int forkCount) {

    public static ReplicationUnits of(Cell cell) {
        List<List<Double>> forks = forksOf(cell);
        // Primitive arrays, and the flat samples only when they are used: this runs twice for
        // every comparison, 60,000 times for a 10,000-row table on 4 runtimes.
        double[] forkMeans = new double[forks.size()];
        int forkCount = 0;
        for (List<Double> fork : forks) {
            double sum = 0;
            int n = 0;
            for (Double sample : fork) {
                if (sample != null && Double.isFinite(sample)) {
                    sum += sample;
                    n++;
                }
            }
            if (n > 0) {
                forkMeans[forkCount++] = sum / n;
            }
        }
        if (forkCount >= 2) {
            return new ReplicationUnits(Arrays.copyOf(forkMeans, forkCount), true, forkCount);
        }
        double[] all = forks.stream().flatMap(List::stream).filter(s -> s != null && Double.isFinite(s))
                .mapToDouble(Double::doubleValue).toArray();
        return new ReplicationUnits(all, false, forkCount);
    }

    /** Fork grouping when known; a flat sample list without grouping counts as one fork. */
    static List<List<Double>> forksOf(Cell cell) {
        if (!cell.forkSamples().isEmpty()) {
            return cell.forkSamples();
        }
        return cell.samples().isEmpty() ? List.of() : List.of(cell.samples());
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
