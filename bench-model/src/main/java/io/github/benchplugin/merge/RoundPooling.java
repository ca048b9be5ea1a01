package io.github.benchplugin.merge;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

import java.util.ArrayList;
import java.util.List;

/**
 * Pools the cells of one row and runtime measured in several rounds (bench.rounds: forks split
 * into rounds that alternate runtimes) into the cell JMH would have reported for all those forks
 * at once: forks side by side, the score as the mean of every iteration, the error as JMH's
 * 99.9% half-width over them, allocation as the mean of the rounds.
 */
public final class RoundPooling {

    /** JMH's scoreError is the half-width of a 99.9% Student t interval. */
    private static final double JMH_CONFIDENCE = 0.999;

    private RoundPooling() {
    }

    public static Cell pool(Cell earlier, Cell later) {
        if (!earlier.isOk()) {
            return earlier; // a failed round fails the cell: its other rounds cannot stand for it
        }
        if (!later.isOk()) {
            return later;
        }
        List<List<Double>> forks = new ArrayList<>(earlier.forkSamples());
        forks.addAll(later.forkSamples());
        List<Double> samples = new ArrayList<>(earlier.samples());
        samples.addAll(later.samples());
        SummaryStatistics stats = new SummaryStatistics();
        samples.forEach(stats::addValue);
        double mean = stats.getMean();
        Double error = null;
        if (stats.getN() > 1) {
            double t = new TDistribution(stats.getN() - 1).inverseCumulativeProbability(0.5 + JMH_CONFIDENCE / 2);
            error = t * stats.getStandardDeviation() / Math.sqrt(stats.getN());
        }
        return new Cell(CellStatus.OK, mean, error, error == null ? null : mean - error,
                error == null ? null : mean + error, samples, forks, meanOf(earlier, later), null);
    }

    /** Allocation per operation of the pooled forks, weighting each round by its number of forks. */
    private static Double meanOf(Cell a, Cell b) {
        if (a.allocBytesPerOp() == null || b.allocBytesPerOp() == null) {
            return a.allocBytesPerOp() != null ? a.allocBytesPerOp() : b.allocBytesPerOp();
        }
        int na = Math.max(1, a.forkSamples().size());
        int nb = Math.max(1, b.forkSamples().size());
        return (a.allocBytesPerOp() * na + b.allocBytesPerOp() * nb) / (na + nb);
    }
}
