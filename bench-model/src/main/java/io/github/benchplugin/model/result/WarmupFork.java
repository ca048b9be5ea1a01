package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param probe            true for a probe fork of bench.warmup=auto (issue 50: it ran to the horizon at the
 *                         least); absent otherwise
 * @param stoppedAtSeconds seconds from the fork's start to the end of its last iteration; absent where the
 *                         run did not say why the fork stopped (older results, merged inputs)
 * @param stopReason       why the fork stopped there ({@link ForkStopReason}); absent likewise
 */
public record WarmupFork(
        @JsonProperty("class") WarmupClass kind,
        Double steadyAtSeconds,
        Integer steadyFrom,
        double startSeconds,
        int warmupIterations,
        List<List<Double>> iterations,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean probe,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double stoppedAtSeconds,
        @JsonInclude(JsonInclude.Include.NON_NULL) ForkStopReason stopReason) {

    public WarmupFork {
        // An entry that is not two finite numbers (a damaged file) is no iteration: the charts and the rule skip it.
        iterations = iterations == null ? List.of() : packed(iterations);
    }

    /** The iterations as one array (a 10,000-row merge holds 11 million), unless some must be dropped. */
    private static List<List<Double>> packed(List<List<Double>> iterations) {
        PairList packed = PairList.of(iterations);
        return packed != null ? packed : iterations.stream().filter(WarmupFork::isPoint).map(DoubleList::copyOf).toList();
    }

    /** A fork without a stop recorded. */
    public WarmupFork(WarmupClass kind, Double steadyAtSeconds, Integer steadyFrom, double startSeconds,
                      int warmupIterations, List<List<Double>> iterations) {
        this(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations, iterations, null, null, null);
    }

    /** The same fork with where and why it stopped: at its last iteration's end, for {@code reason}. */
    public WarmupFork stopped(boolean isProbe, ForkStopReason reason) {
        Double at = iterations.isEmpty() ? null : iterations.get(iterations.size() - 1).get(0);
        return new WarmupFork(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations, iterations,
                isProbe ? Boolean.TRUE : null, at, reason);
    }

    /** Whether the fork was a probe of bench.warmup=auto (not named isProbe: Jackson would write that as a property). */
    public boolean ranAsProbe() {
        return Boolean.TRUE.equals(probe);
    }

    private static boolean isPoint(List<Double> pair) {
        if (pair instanceof DoubleList point) {
            return point.size() == 2 && Double.isFinite(point.getDouble(0)) && Double.isFinite(point.getDouble(1));
        }
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
        return new WarmupFork(newKind, at, newSteadyFrom, startSeconds, warmupIterations, iterations, probe,
                stoppedAtSeconds, stopReason);
    }

    /** Every iteration's score, in order. */
    public double[] scores() {
        if (iterations instanceof PairList pairs) {
            double[] scores = new double[pairs.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = pairs.second(i);
            }
            return scores;
        }
        return iterations.stream().mapToDouble(p -> p.get(1)).toArray();
    }

    /** Seconds from the fork's start to the start of iteration {@code index}: the previous one's end. */
    public double startOf(int index) {
        if (index == 0) {
            return startSeconds;
        }
        return iterations instanceof PairList pairs ? pairs.first(index - 1) : iterations.get(index - 1).get(0);
    }

    /** The same fork with every score multiplied by {@code factor} (a unit conversion). */
    public WarmupFork scaled(double factor) {
        return new WarmupFork(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations,
                iterations.stream().map(p -> List.of(p.get(0), p.get(1) * factor)).toList(), probe, stoppedAtSeconds,
                stopReason);
    }
}
