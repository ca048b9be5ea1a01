package io.github.benchplugin.host.warmup;

import java.util.ArrayList;
import java.util.List;

/**
 * When one fork under bench.warmup=auto may end before its cap, after what its cell's probe fork
 * showed (the engine's choice, given as the profiler's options):
 * <ul>
 * <li>not before {@code min} iterations: the probe's steady onset with a margin, or the horizon
 *     for a fork that is a probe itself (or whose probe found no steady state);</li>
 * <li>only when its last iterations are steady ({@link SteadyWindow}): the last {@code window}, or
 *     the last third of the fork where that is longer, so that the steady part the steady-state rule
 *     then finds holds the quarter of the fork it asks for (a plateau that ends late in a long fork
 *     makes the fork run on until a third of it lies beyond the plateau's end);</li>
 * <li>only at the probe's steady level, when the probe had one: within a factor
 *     {@link #LEVEL_FACTOR} of it. A fork whose early expensive phase lasts longer than its probe's
 *     (a busy machine compiles later) is level during that phase, far from the probe's level: it
 *     runs on instead of being called steady there.</li>
 * </ul>
 */
public final class ForkStop {

    /** How far the window's median may be from the probe's steady level: a planted 8x is far beyond, fork-to-fork spread within. */
    public static final double LEVEL_FACTOR = 1.5;
    /**
     * A material change beyond the noise, for a probe: its blocks further apart than this many standard
     * deviations of one iteration to the next (a busy machine moved a flat row's blocks 4x, 2026-12-07).
     */
    static final double NOISE_MULTIPLE = 4;
    /** The median absolute value of a standard normal variable. */
    private static final double NORMAL_MAD = 0.6745;
    /** The share of the fork that must be steady at the end, beyond the window: more than the steady-state rule's quarter. */
    static final int TAIL_DIVISOR = 3;

    private final int window;
    private final int min;
    /** The probe's steady level (a score, in the row's unit); 0: none known. */
    private final double level;

    /**
     * @param window iterations that must be steady, at least 2
     * @param min    fewest iterations before the fork may stop (0: the window decides alone)
     * @param level  the probe's steady score, or 0 when there is none to keep to
     */
    public ForkStop(int window, int min, double level) {
        if (window < 2) {
            throw new IllegalArgumentException("a steady window needs at least 2 iterations, not " + window);
        }
        if (min < 0 || !(level >= 0) || Double.isInfinite(level)) {
            throw new IllegalArgumentException("min >= 0 and a finite level >= 0, not " + min + ", " + level);
        }
        this.window = window;
        this.min = min;
        this.level = level;
    }

    /** Whether a fork with these scores so far (in order) may end with its next iteration. */
    public boolean mayStop(List<Double> scores) {
        int n = scores.size();
        // The next iteration is the last: the fork then has n + 1.
        if (n + 1 < min) {
            return false;
        }
        int tail = Math.max(window, (n + TAIL_DIVISOR - 1) / TAIL_DIVISOR);
        SteadyWindow last = new SteadyWindow(tail);
        if (level == 0 && min > 0) {
            double noise = Math.exp(NOISE_MULTIPLE * successiveSd(scores.subList(n - tail, n)));
            return last.endsWithin(scores, Math.max(LEVEL_FACTOR, noise) - 1);
        }
        if (!last.endsSteady(scores)) {
            return false;
        }
        if (level > 0) {
            double median = SteadyWindow.median(scores.subList(n - window, n));
            return Math.abs(Math.log(median / level)) <= Math.log(LEVEL_FACTOR);
        }
        return true;
    }

    /** The log-scale noise from one iteration to the next: the median absolute difference of neighbours, as a standard deviation. */
    static double successiveSd(List<Double> scores) {
        List<Double> differences = new ArrayList<Double>();
        for (int i = 1; i < scores.size(); i++) {
            double ratio = scores.get(i) / scores.get(i - 1);
            if (ratio > 0 && !Double.isInfinite(ratio)) {
                differences.add(Math.abs(Math.log(ratio)));
            }
        }
        return differences.isEmpty() ? 0 : SteadyWindow.median(differences) / (NORMAL_MAD * Math.sqrt(2));
    }

    int window() {
        return window;
    }

    int min() {
        return min;
    }

    double level() {
        return level;
    }
}
