package io.github.benchplugin.host.warmup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * When a fork under bench.warmup=auto has measured enough: its last {@code window} iterations are
 * steady, the medians of the window's blocks (quarters of 5 iterations or more, halves in a short
 * window) within {@link #TOLERANCE} of each other. The window is as long as the fixed preset's
 * measurement (the engine's choice), so a fork that stops keeps at least the measured time a fixed
 * warm-up would have scored.
 *
 * <p>The check is deliberately simpler than the steady-state rule that scores the fork afterwards
 * (bench-model's SteadyStateRule, which this Java 8 host cannot run): it only decides when to stop,
 * and the full rule still finds the steady part, or says there is none. It must not stop a fork
 * that rule would then call unsteady, so it looks at quarters, not halves: the medians of two
 * halves agree while a quarter of the window is still warming up (three of twenty iterations at
 * 16x) or has just stepped 5% (seen on real forks), and the rule then found the last segment too
 * short for a steady state. A tolerance of half the rule's 5% minimum step means a step the rule
 * would call a change cannot sit inside the window unnoticed; a block's median ignores up to two
 * slow iterations of five; noisy iterations make the blocks differ more often, which only makes
 * the fork run longer, up to its cap.
 */
public final class SteadyWindow {

    /** Largest relative difference between the medians of the window's blocks that counts as steady. */
    public static final double TOLERANCE = 0.025;
    /** Iterations per block at the least, so that a block's median ignores two slow ones. */
    static final int SHORTEST_BLOCK = 5;

    private final int window;

    /** @param window iterations that must be steady, at least 2 */
    public SteadyWindow(int window) {
        if (window < 2) {
            throw new IllegalArgumentException("a steady window needs at least 2 iterations, not " + window);
        }
        this.window = window;
    }

    public int window() {
        return window;
    }

    /** Whether the scores so far (in order, all positive) end in a steady window. */
    public boolean endsSteady(List<Double> scores) {
        return endsWithin(scores, TOLERANCE);
    }

    /**
     * Whether the medians of the last window's blocks lie within {@code tolerance} of each other (a
     * relative difference): {@link #TOLERANCE} for a steady window, a wider one for "no material change".
     */
    public boolean endsWithin(List<Double> scores, double tolerance) {
        int n = scores.size();
        if (n < window) {
            return false;
        }
        int blocks = Math.max(2, Math.min(4, window / SHORTEST_BLOCK));
        int start = n - window;
        double lowest = Double.POSITIVE_INFINITY;
        double highest = 0;
        for (int b = 0; b < blocks; b++) {
            double median = median(scores.subList(start + b * window / blocks, start + (b + 1) * window / blocks));
            if (!(median > 0) || Double.isInfinite(median)) {
                return false;
            }
            lowest = Math.min(lowest, median);
            highest = Math.max(highest, median);
        }
        return Math.log(highest / lowest) <= Math.log1p(tolerance);
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<Double>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
