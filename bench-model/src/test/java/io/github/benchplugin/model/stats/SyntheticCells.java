package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Builds cells with known structure: each fork gets its own offset, each iteration its own noise. */
public final class SyntheticCells {

    private SyntheticCells() {
    }

    public static Cell noisy(Random random, double mean, int forks, int iterations, double forkNoise,
                             double iterationNoise) {
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double forkMean = mean * (1 + forkNoise * random.nextGaussian());
            List<Double> fork = new ArrayList<>();
            for (int i = 0; i < iterations; i++) {
                fork.add(forkMean * (1 + iterationNoise * random.nextGaussian()));
            }
            all.add(fork);
        }
        return of(all);
    }

    public static Cell of(List<List<Double>> forks) {
        List<Double> flat = forks.stream().flatMap(List::stream).toList();
        double score = flat.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        return Cell.builder(CellStatus.OK).score(score).samples(flat).forkSamples(forks).build();
    }

    /**
     * Five forks of five iterations within 0.5% of {@code mean}, whose score is {@code mean} itself (the average
     * of samples near 1e308 would overflow): a difference of a few percent is significant, and numbers far from 1
     * reach the statistics and the tables unchanged.
     */
    public static Cell around(double mean) {
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            List<Double> fork = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                fork.add(mean * (1 + 0.002 * (f - 2) + 0.0005 * (i - 2)));
            }
            forks.add(fork);
        }
        return Cell.builder(CellStatus.OK).score(mean).samples(forks.stream().flatMap(List::stream).toList()).forkSamples(forks).build();
    }

    public static Cell constant(double value, int forks, int iterations) {
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            all.add(java.util.Collections.nCopies(iterations, value));
        }
        return of(all);
    }
}
