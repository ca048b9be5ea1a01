package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.DoubleList;

import java.util.Arrays;
import java.util.List;

/**
 * The finite samples of one cell, fork by fork, as primitive arrays: the one place that says what
 * a cell's forks are (its fork grouping, or its flat samples as one fork when the grouping is not
 * known), which samples count (finite ones; a fork without any is left out) and what a fork's mean
 * is. The comparisons and the analysers ask this class instead of walking the boxed lists of the
 * model themselves: a 10,000-row table on 4 runtimes has two million samples.
 */
public final class ForkSamples {

    private static final ForkSamples NONE = new ForkSamples(new double[0][]);

    private final double[][] forks;

    private ForkSamples(double[][] forks) {
        this.forks = forks;
    }

    public static ForkSamples of(Cell cell) {
        if (!cell.forkSamples().isEmpty()) {
            return of(cell.forkSamples());
        }
        return cell.samples().isEmpty() ? NONE : of(List.of(cell.samples()));
    }

    /**
     * Which fork of its run (0-based) each of the cell's {@code scored} forks was: the forks its warm-up record
     * says are scored, where they are as many; else the first {@code scored} forks, in order.
     */
    public static int[] ranAs(Cell cell, int scored) {
        Warmup warmup = cell.warmup();
        if (warmup != null && cell.forkSamples().size() == scored) {
            int[] ran = warmup.scoredForks();
            if (ran.length == scored) {
                return ran;
            }
        }
        return java.util.stream.IntStream.range(0, scored).toArray();
    }

    /** Forks given as lists of samples, in fork order. */
    public static ForkSamples of(List<List<Double>> samplesByFork) {
        double[][] forks = new double[samplesByFork.size()][];
        int kept = 0;
        for (List<Double> fork : samplesByFork) {
            double[] values = finite(fork);
            if (values.length > 0) {
                forks[kept++] = values;
            }
        }
        return new ForkSamples(kept == forks.length ? forks : Arrays.copyOf(forks, kept));
    }

    private static double[] finite(List<Double> samples) {
        double[] values = new double[samples.size()];
        int n = 0;
        if (samples instanceof DoubleList compact) {
            for (int i = 0; i < compact.size(); i++) {
                double sample = compact.getDouble(i);
                if (Double.isFinite(sample)) {
                    values[n++] = sample;
                }
            }
            return n == values.length ? values : Arrays.copyOf(values, n);
        }
        for (Double sample : samples) {
            if (sample != null && Double.isFinite(sample)) {
                values[n++] = sample;
            }
        }
        return n == values.length ? values : Arrays.copyOf(values, n);
    }

    /** Forks with at least one finite sample. */
    public int count() {
        return forks.length;
    }

    /** The finite samples of fork {@code index} (of {@link #count()}), in iteration order; do not modify. */
    public double[] fork(int index) {
        return forks[index];
    }

    /** The mean of each fork, in fork order: the fork is the unit of replication. */
    public double[] means() {
        double[] means = new double[forks.length];
        for (int f = 0; f < forks.length; f++) {
            double sum = 0;
            for (double v : forks[f]) {
                sum += v;
            }
            means[f] = sum / forks[f].length;
        }
        return means;
    }

    /** Finite samples over all forks. */
    public int sampleCount() {
        int n = 0;
        for (double[] fork : forks) {
            n += fork.length;
        }
        return n;
    }

    /** Every finite sample of every fork, in fork order. */
    public double[] pooled() {
        double[] all = new double[sampleCount()];
        int at = 0;
        for (double[] fork : forks) {
            System.arraycopy(fork, 0, all, at, fork.length);
            at += fork.length;
        }
        return all;
    }
}
