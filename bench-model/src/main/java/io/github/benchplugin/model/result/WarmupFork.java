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
 * @param settled          false for a fork of a bench.warmup=auto cell that never reached a steady state at its
 *                         probes' level, and so is left out of the cell's score ({@code warmup.SettledForks});
 *                         absent for every other fork (settled, or not judged: a fixed warm-up, older results)
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
        @JsonInclude(JsonInclude.Include.NON_NULL) ForkStopReason stopReason,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean settled) {

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

    /** A fork with its stop recorded, not judged settled or not. */
    public WarmupFork(WarmupClass kind, Double steadyAtSeconds, Integer steadyFrom, double startSeconds,
                      int warmupIterations, List<List<Double>> iterations, Boolean probe, Double stoppedAtSeconds,
                      ForkStopReason stopReason) {
        this(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations, iterations, probe, stoppedAtSeconds,
                stopReason, null);
    }

    /** The same fork with where and why it stopped: at its last iteration's end, for {@code reason}. */
    public WarmupFork stopped(boolean isProbe, ForkStopReason reason) {
        Double at = iterations.isEmpty() ? null : iterations.get(iterations.size() - 1).get(0);
        return new WarmupFork(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations, iterations,
                isProbe ? Boolean.TRUE : null, at, reason, settled);
    }

    /** The same fork judged: not settled ({@code false}) or settled (absent, null). */
    public WarmupFork withSettled(boolean isSettled) {
        return new WarmupFork(kind, steadyAtSeconds, steadyFrom, startSeconds, warmupIterations, iterations, probe,
                stoppedAtSeconds, stopReason, isSettled ? null : Boolean.FALSE);
    }

    /**
     * Whether the fork was judged never to have settled at its probes' level: it is left out of its cell's score,
     * unless no fork of the cell settled (not named isX: Jackson would write that as a property).
     */
    public boolean neverSettled() {
        return Boolean.FALSE.equals(settled);
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
                stoppedAtSeconds, stopReason, settled);
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
                stopReason, settled);
    }
}
