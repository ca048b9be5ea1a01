package io.github.benchplugin.host.warmup;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * When a fork under bench.warmup=auto has measured enough: its last {@code window} iterations are
 * steady, the median of their first half within {@link #TOLERANCE} of the median of their second
 * half. The window is as long as the fixed preset's measurement (the engine's choice), so a fork
 * that stops keeps at least the measured time a fixed warm-up would have scored.
 *
 * <p>The check is deliberately simpler than the steady-state rule that scores the fork afterwards
 * (bench-model's SteadyStateRule, which this Java 8 host cannot run): it only decides when to stop,
 * and the full rule still finds the steady part, or says there is none. A tolerance of half the
 * rule's 5% minimum step means a step the rule would call a change cannot sit inside the window
 * unnoticed; noisy iterations make the halves differ more often, which only makes the fork run
 * longer, up to its cap.
 */
public final class SteadyWindow {

    /** Largest relative difference between the medians of the window's halves that counts as steady. */
    public static final double TOLERANCE = 0.025;

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
        int n = scores.size();
        if (n < window) {
            return false;
        }
        int half = window / 2;
        double early = median(scores.subList(n - window, n - window + half));
        double late = median(scores.subList(n - window + half, n));
        if (!(early > 0) || !(late > 0)) {
            return false;
        }
        return Math.abs(Math.log(late / early)) <= Math.log1p(TOLERANCE);
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<Double>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
