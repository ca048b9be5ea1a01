package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Objects;

/**
 * A cell's warm-up, fork by fork: every iteration over time, each fork's class, and the time to a
 * steady state over the forks that reached one.
 *
 * @param steadyAtSeconds    median over the steady forks of their steadyAtSeconds; null when none was steady
 * @param steadyAtMinSeconds the smallest of them; null likewise
 * @param steadyAtMaxSeconds the largest of them; null likewise
 * @param forks              the measured forks, in fork order (the order of the cell's forkSamples)
 * @param steadyPartOnly     true when the cell's score is that of the steady iterations only
 *                           (bench.warmup=auto); absent otherwise
 * @param probeOnsetSeconds  under bench.warmup=auto, where the cell's probe forks showed their last material
 *                           change (issue 50; seconds from a fork's start; 0 when nothing material came before
 *                           the steady level): the later forks ran at least half as long again; absent without
 *                           a probe that reached a steady state
 */
public record Warmup(
        Double steadyAtSeconds,
        Double steadyAtMinSeconds,
        Double steadyAtMaxSeconds,
        List<WarmupFork> forks,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean steadyPartOnly,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double probeOnsetSeconds) {

    /** A warm-up without a probe's onset. */
    public Warmup(Double steadyAtSeconds, Double steadyAtMinSeconds, Double steadyAtMaxSeconds, List<WarmupFork> forks,
                  Boolean steadyPartOnly) {
        this(steadyAtSeconds, steadyAtMinSeconds, steadyAtMaxSeconds, forks, steadyPartOnly, null);
    }

    /** The unit of time to steady state, as its metric carries it. */
    public static final String SECONDS = "s";

    public Warmup {
        forks = forks == null ? List.of() : forks.stream().filter(Objects::nonNull).toList();
    }

    /** How many forks had iterations enough to be classified. */
    public long classified() {
        return forks.stream().filter(f -> f.kind() != null).count();
    }

    /** How many forks never reached a steady state (class {@code none}). */
    public long neverSteady() {
        return forks.stream().filter(f -> f.kind() == WarmupClass.NONE).count();
    }

    /**
     * How many forks were judged never to have settled at their probes' level (bench.warmup=auto; issue 50):
     * left out of the cell's score unless every classified fork is among them.
     */
    public long neverSettled() {
        return forks.stream().filter(WarmupFork::neverSettled).count();
    }

    /**
     * Whether the cell's score keeps this fork (bench.warmup=auto): every fork that was not judged never to
     * have settled, and every fork where no classified fork settled (the cell is then NOT_CONVERGED, never
     * scored from no fork, nor from an unclassified fork alone).
     */
    public boolean scores(WarmupFork fork) {
        return !fork.neverSettled() || forks.stream().noneMatch(f -> f.kind() != null && !f.neverSettled());
    }

    /** The places (from 0, in fork order) of the forks the cell's score keeps ({@link #scores}). */
    public int[] scoredForks() {
        return java.util.stream.IntStream.range(0, forks.size()).filter(f -> scores(forks.get(f))).toArray();
    }

    /**
     * Time to steady state as a secondary metric: one value per steady fork (a fork that settled only at
     * another level than its probes' has no time to steady state), so that it is compared between runtimes
     * with the fork as the unit of replication, as every other metric is. Null when no fork was steady.
     */
    public Metric asMetric() {
        List<List<Double>> perFork = forks.stream().filter(f -> f.steadyAtSeconds() != null && !f.neverSettled())
                .map(f -> List.of(f.steadyAtSeconds())).toList();
        return steadyAtSeconds == null || perFork.isEmpty() ? null : new Metric(SECONDS, steadyAtSeconds, null, perFork);
    }

    /** The same warm-up with every score multiplied by {@code factor} (a unit conversion); times stay. */
    public Warmup scaled(double factor) {
        return new Warmup(steadyAtSeconds, steadyAtMinSeconds, steadyAtMaxSeconds,
                forks.stream().map(f -> f.scaled(factor)).toList(), steadyPartOnly, probeOnsetSeconds);
    }
}
