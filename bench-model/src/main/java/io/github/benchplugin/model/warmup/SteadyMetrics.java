package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.jmh.JmhResultPooling;
import io.github.benchplugin.model.result.Metric;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * bench.warmup=auto: a cell's secondary metrics cut to the same steady iterations as its score.
 * Warm-up pollutes them as much as the time: the interpreter and C1 allocate what C2's escape
 * analysis later removes, and a cache being filled collects more often, so bytes per operation,
 * collections and counters over every iteration would describe the warm-up, not the code.
 *
 * <p>JMH aggregates each secondary result by its own policy (the GC profiler sums its counts and
 * times and averages its rates and bytes per operation; a profiler may take the maximum), and its
 * JSON does not name the policy. The policy that reproduces JMH's score from the metric's
 * iterations is the one applied to the kept iterations.
 */
final class SteadyMetrics {

    /** The ways JMH aggregates a secondary result's iterations into its score. */
    private enum Policy {
        AVERAGE(values -> values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN)),
        SUM(values -> values.stream().mapToDouble(Double::doubleValue).sum()),
        MAX(values -> values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN)),
        MIN(values -> values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN));

        private final ToDoubleFunction<List<Double>> aggregate;

        Policy(ToDoubleFunction<List<Double>> aggregate) {
            this.aggregate = aggregate;
        }
    }

    private SteadyMetrics() {
    }

    /**
     * Each metric cut to the forks scored, and to iterations [start, end) of each, where its iterations line up
     * with the score's (as many forks, as many iterations in each); a metric that does not is left as JMH
     * scored it (every fork, every iteration).
     *
     * @param firstKept per fork, the first iteration kept
     * @param sizes     per fork, the number of measured iterations of the score
     * @param scored    per fork, whether the score keeps it (a fork that never settled is left out)
     */
    static Map<String, Metric> cut(Map<String, Metric> metrics, List<Integer> firstKept, List<Integer> sizes,
                                   List<Boolean> scored) {
        Map<String, Metric> cut = new LinkedHashMap<>();
        metrics.forEach((name, metric) -> cut.put(name, cut(metric, firstKept, sizes, scored)));
        return cut;
    }

    static Metric cut(Metric metric, List<Integer> firstKept, List<Integer> sizes, List<Boolean> scored) {
        List<List<Double>> raw = metric.rawData();
        if (metric.score() == null || raw.size() != sizes.size()) {
            return metric;
        }
        List<List<Double>> kept = new ArrayList<>();
        for (int f = 0; f < raw.size(); f++) {
            List<Double> fork = raw.get(f);
            if (fork.size() != sizes.get(f) || fork.stream().anyMatch(v -> v == null || !Double.isFinite(v))) {
                return metric;
            }
            if (scored.get(f)) {
                kept.add(fork.subList(firstKept.get(f), fork.size()));
            }
        }
        List<Double> all = raw.stream().flatMap(List::stream).toList();
        List<Double> flat = kept.stream().flatMap(List::stream).toList();
        if (flat.isEmpty()) {
            return metric;
        }
        Policy policy = policyOf(metric.score(), all);
        double score = policy.aggregate.applyAsDouble(flat);
        return new Metric(metric.unit(), score, error(metric, policy, flat), kept);
    }

    /** The policy whose aggregate of the metric's iterations is nearest JMH's score for them. */
    private static Policy policyOf(double score, List<Double> iterations) {
        return Arrays.stream(Policy.values())
                .min(Comparator.comparingDouble(p -> Math.abs(p.aggregate.applyAsDouble(iterations) - score)))
                .orElseThrow();
    }

    /** JMH's 99.9% half-width for an average over the kept iterations; none where JMH gave none or sums. */
    private static Double error(Metric metric, Policy policy, List<Double> kept) {
        return metric.error() == null || policy != Policy.AVERAGE ? null : averageError(kept);
    }

    /** Half-width of JMH's 99.9% interval of the mean of these iterations; null for fewer than two. */
    static Double averageError(List<Double> iterations) {
        if (iterations.size() < 2) {
            return null;
        }
        double mean = Policy.AVERAGE.aggregate.applyAsDouble(iterations);
        double variance = iterations.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (iterations.size() - 1);
        double error = JmhResultPooling.error(iterations.size(), Math.sqrt(variance));
        return Double.isFinite(error) ? error : null;
    }
}
