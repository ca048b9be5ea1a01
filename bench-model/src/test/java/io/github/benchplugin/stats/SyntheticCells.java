package io.github.benchplugin.stats;

import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.CellStatus;

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

    public static Cell constant(double value, int forks, int iterations) {
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            all.add(java.util.Collections.nCopies(iterations, value));
        }
        return of(all);
    }
}
