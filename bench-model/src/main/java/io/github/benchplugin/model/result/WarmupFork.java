package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * One measured fork's iterations over time, warm-up included, and what they say about its warm-up.
 *
 * @param kind             flat, warmup, slowdown or none; null when the fork has too few iterations to
 *                         tell (written as {@code "class"})
 * @param steadyAtSeconds  seconds from the fork's start to the start of its first steady iteration; null
 *                         when it never was steady (or was not classified)
 * @param steadyFrom       index (0-based, warm-up iterations counted) of the first steady iteration; null
 *                         like steadyAtSeconds
 * @param startSeconds     seconds from the fork's start (JMH launching its JVM) to its first iteration
 * @param warmupIterations how many of the first iterations are JMH warm-up iterations
 * @param iterations       each iteration as {@code [seconds from the fork's start to its end, score]}, in the
 *                         row's unit
 */
public record WarmupFork(
        @JsonProperty("class") WarmupClass kind,
        Double steadyAtSeconds,
        Integer steadyFrom,
        double startSeconds,
        int warmupIterations,
        List<List<Double>> iterations) {

    public WarmupFork {
        // An entry that is not two finite numbers (a damaged file) is no iteration: the charts and the rule skip it.
        iterations = iterations == null ? List.of() : iterations.stream().filter(WarmupFork::isPoint).map(List::copyOf).toList();
    }

    private static boolean isPoint(List<Double> pair) {
        return pair != null && pair.size() == 2 && pair.get(0) != null && pair.get(1) != null
                && Double.isFinite(pair.get(0)) && Double.isFinite(pair.get(1));
    }

    /** A fork as recorded, not classified yet. */
    public static WarmupFork recorded(double startSeconds, int warmupIterations, List<Double> endSeconds,
                                      List<Double> scores) {
        List<List<Double>> pairs = new java.util.ArrayList<>();
        for (int i = 0; i < Math.min(endSeconds.size(), scores.size()); i++) {
            pairs.add(List.of(endSeconds.get(i), scores.get(i)));
        }
        return new WarmupFork(null, null, null, startSeconds, warmupIterations, pairs);
    }

    /** The same fork with its class and, when steady, where its steady state starts. */
    public WarmupFork classified(WarmupClass newKind, Integer newSteadyFrom) {
        Double at = newSteadyFrom == null ? null : startOf(newSteadyFrom);
        return new WarmupFork(newKind, at, newSteadyFrom, startSeconds, warmupIterations, iterations);
    }

    /** Every iteration's score, in order. */
    public double[] scores() {
        return iterations.stream().mapToDouble(p -> p.get(1)).toArray();
    }

    /** Seconds from the fork's start to the start of iteration {@code index}: the previous one's end. */
    public double startOf(int index) {
        return index == 0 ? startSeconds : iterations.get(index - 1).get(0);
    }

    /** The same fork with every score multiplied by {@code factor} (a unit conversion). */
    public WarmupFork scaled(double factor) {
        return new WarmupFork(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations,
                iterations.stream().map(p -> List.of(p.get(0), p.get(1) * factor)).toList());
    }
}
