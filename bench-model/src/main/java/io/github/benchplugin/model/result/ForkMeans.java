package io.github.benchplugin.model.result;

import java.util.List;

/**
 * The per-fork means results.json carries inline since schemaVersion 4 (a cell's score, each metric):
 * one definition for both, so that a cell and its metrics leave a mean out for the same reasons.
 */
final class ForkMeans {

    private ForkMeans() {
    }

    /** Each non-empty fork's mean, in fork order; empty when one is not a finite number (or a value is null). */
    static List<Double> finite(List<List<Double>> forks) {
        List<Double> means = new java.util.ArrayList<>(forks.size());
        for (List<Double> fork : forks) {
            if (fork.isEmpty()) {
                continue;
            }
            if (fork instanceof DoubleList values && values.isSharedZeros()) {
                means.add(0.0); // what the sum of zeros over their count is, without walking them
                continue;
            }
            double sum = 0;
            if (fork instanceof DoubleList values) { // no boxes: a 10,000-row merge asks this of 40,000 cells' metrics
                for (int i = 0; i < values.size(); i++) {
                    sum += values.getDouble(i);
                }
            } else {
                for (Double value : fork) {
                    if (value == null) {
                        return List.of();
                    }
                    sum += value;
                }
            }
            double mean = sum / fork.size();
            if (!Double.isFinite(mean)) {
                return List.of();
            }
            means.add(mean);
        }
        return means;
    }
}
