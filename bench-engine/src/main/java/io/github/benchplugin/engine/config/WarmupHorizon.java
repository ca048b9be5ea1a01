package io.github.benchplugin.engine.config;

import io.github.benchplugin.host.IterationLog;

import java.time.Duration;

/**
 * bench.warmupHorizon: how long a probe fork under bench.warmup=auto runs before it may stop (issue 50),
 * {@link #DEFAULT} unless set. A plateau shorter than the horizon ends inside the probe and holds the
 * cell's later forks past it; one much longer is level over the whole probe and the rule cannot see it
 * end (docs/statistics.md). So a shorter horizon costs less and sees less: it suits a suite whose
 * warm-ups are known to be short, and the tests of the mechanism itself.
 */
public final class WarmupHorizon {

    public static final String PROPERTY = "bench.warmupHorizon";
    /** The horizon unless set: 10 s, past the warm-ups of the suites measured for issue 50. */
    public static final Duration DEFAULT = Duration.ofSeconds(10);
    /**
     * The shortest horizon, in steady windows: one for a change to show in and one steady after it. A
     * shorter probe could stop, by its own rule, only with its whole length level, which is the stop on
     * the first level window that the probe exists to avoid.
     */
    static final int MIN_WINDOWS = 2;

    private WarmupHorizon() {
    }

    /**
     * The horizon the run asks for, as the user typed it; null when unset.
     *
     * @param fixedBecause null under bench.warmup=auto, else why the run's warm-up is fixed
     * @throws BadInputException for a set horizon beside a fixed warm-up (it would change nothing), or a value
     *                           that is not a duration
     */
    static Duration requested(RawSettings raw, String fixedBecause) {
        String text = raw.text(PROPERTY);
        if (text == null || text.isBlank()) {
            return null;
        }
        if (fixedBecause != null) {
            throw new BadInputException(PROPERTY + " '" + text + "' is the probe forks' horizon of "
                    + AutoWarmup.PROPERTY + "=" + AutoWarmup.AUTO + ", and this run's warm-up is fixed (" + fixedBecause
                    + "): drop it, or set " + AutoWarmup.PROPERTY + "=" + AutoWarmup.AUTO);
        }
        return Durations.parse(PROPERTY, text);
    }

    /**
     * The horizon in {@code iteration}s: the default, held to the cap, or the one the user asked for,
     * checked against what the rule needs.
     *
     * @param requested the user's horizon, null for the default
     * @param window    the steady window in iterations ({@link AutoWarmup#window})
     * @param cap       the fork's cap in iterations
     * @throws BadInputException for a requested horizon shorter than {@link #MIN_WINDOWS} windows, longer than a
     *                           fork's record keeps, or longer than the cap bench.iterations set
     */
    static int iterations(Duration requested, Duration iteration, int window, int cap) {
        if (requested == null) {
            return (int) Math.min(cap, iterationsIn(DEFAULT, iteration));
        }
        long count = iterationsIn(requested, iteration);
        Duration shortest = iteration.multipliedBy((long) MIN_WINDOWS * window);
        Duration longest = iteration.multipliedBy(IterationLog.MAX_ITERATIONS_PER_FORK);
        String allowed = "; allowed: " + exact(shortest) + " to " + exact(longest) + " (at least two steady windows of "
                + window + " x " + exact(iteration) + ", for a change to show and a steady window after it; at most the "
                + IterationLog.MAX_ITERATIONS_PER_FORK + " iterations a fork's record keeps)";
        if (count < (long) MIN_WINDOWS * window) {
            throw new BadInputException(PROPERTY + " '" + exact(requested) + "' is too short for a probe to see a warm-up"
                    + " end" + allowed);
        }
        if (count > IterationLog.MAX_ITERATIONS_PER_FORK) {
            throw new BadInputException(PROPERTY + " '" + exact(requested) + "' is longer than a fork's record" + allowed);
        }
        if (count > cap) {
            throw new BadInputException(PROPERTY + " '" + exact(requested) + "' is longer than a fork may run: bench.iterations="
                    + cap + " x " + exact(iteration) + " (" + exact(iteration.multipliedBy(cap)) + "); raise the one or lower"
                    + " the other");
        }
        return (int) count;
    }

    /** Whole iterations covering {@code d}, at least one. */
    static long iterationsIn(Duration d, Duration iteration) {
        return Math.max(1, (d.toNanos() + iteration.toNanos() - 1) / iteration.toNanos());
    }

    /**
     * {@code "10s"}, {@code "2500ms"}: exact, and in the form bench.warmupHorizon takes (results.json states
     * the horizon this way; {@link Durations#human} rounds 2.5 s down to 2 s).
     */
    static String exact(Duration d) {
        return d.toMillis() % 1_000 == 0 ? d.toSeconds() + "s" : d.toMillis() + "ms";
    }
}
