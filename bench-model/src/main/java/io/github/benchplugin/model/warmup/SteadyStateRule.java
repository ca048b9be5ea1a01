package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.stats.ChangePointDetector;
import io.github.benchplugin.model.stats.ForkSamples;
import io.github.benchplugin.model.stats.PooledTTest;
import io.github.benchplugin.model.stats.WithinForkTrend;

import java.util.ArrayList;
import java.util.List;

/**
 * Classifies one fork's iteration series (warm-up and measurement together) the way Barrett et al.
 * (OOPSLA 2017) classify a process execution: change points split the series into segments of
 * one level each; the last segment is the steady state when it is long enough; the fork is
 * {@code flat} without a change point, {@code warmup} when the fork got faster to its steady level,
 * {@code slowdown} when it got slower (than its fastest earlier segment, beyond the tolerance) by
 * more than it ever got faster from its start, and {@code none} when the last segment is too short
 * to be a steady state, or still drifts (a fork without a change point that drifts all along too).
 * docs/statistics.md gives the reasons for each parameter.
 *
 * @param detector       the change points: {@link ChangePointDetector}, the one the history uses, with
 *                       warm-up's own parameters (segments of 2 iterations or more)
 * @param tolerance      levels within this relative distance of the steady one count as steady too, and
 *                       an earlier segment is only "faster" beyond it
 * @param steadyFraction the shortest steady state, as a share of the fork's iterations (Barrett et al.:
 *                       the last 500 of 2,000 in-process iterations, a quarter)
 */
public record SteadyStateRule(ChangePointDetector detector, double tolerance, double steadyFraction) {

    /** The parameters docs/statistics.md explains. */
    public static final SteadyStateRule DEFAULT =
            new SteadyStateRule(new ChangePointDetector(2, 0.001, Math.log1p(0.05)), 0.05, 0.25);

    public SteadyStateRule {
        if (!(tolerance >= 0) || !(steadyFraction > 0 && steadyFraction <= 1)) {
            throw new IllegalArgumentException("tolerance >= 0 and 0 < steadyFraction <= 1, not "
                    + tolerance + ", " + steadyFraction);
        }
    }

    /** Fewest iterations a fork needs to be classified at all. */
    public int shortestSeries() {
        return detector.shortestSeries();
    }

    /**
     * The fork classified; unchanged (class null) when it has fewer than {@link #shortestSeries()}
     * iterations or a score that is not positive and finite, since no change point could be seen.
     */
    public WarmupFork classify(WarmupFork fork, Mode mode) {
        double[] scores = fork.scores();
        if (scores.length < shortestSeries() || !allPositive(scores)) {
            return fork;
        }
        double[] logs = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            // Cost per operation on the log scale: a higher level is slower in every mode.
            logs[i] = mode.higherIsBetter() ? -Math.log(scores[i]) : Math.log(scores[i]);
        }
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        starts.addAll(detector.detect(scores));
        if (starts.size() == 1) {
            // No step, but a drift all along (50% over 8 half-second iterations was seen without a
            // change point: each step between neighbours is small) is no steady state, not flat.
            return drifts(scores, 0) ? fork.classified(WarmupClass.NONE, null) : fork.classified(WarmupClass.FLAT, 0);
        }
        int last = starts.get(starts.size() - 1);
        if (scores.length - last < Math.max(detector.minSize(), Math.ceil(steadyFraction * scores.length))) {
            return fork.classified(WarmupClass.NONE, null);
        }
        if (drifts(scores, last)) {
            return fork.classified(WarmupClass.NONE, null);
        }
        double steady = PooledTTest.clippedMean(logs, last, logs.length);
        double within = Math.log1p(tolerance);
        // Earlier segments at the steady level belong to the steady state: it starts at the first of them.
        int steadySegment = starts.size() - 1;
        while (steadySegment > 0 && Math.abs(level(logs, starts, steadySegment - 1) - steady) <= within) {
            steadySegment--;
        }
        if (steadySegment == 0) {
            return fork.classified(WarmupClass.FLAT, 0);
        }
        // The class names the fork's larger movement: a 3x warm-up that ends 8% above its fastest
        // segment is a warm-up (the 8% is in the steady level the score reads), a fork that only
        // gets slower, or gets slower by more than it ever warmed up, is a slowdown.
        double warmedUpBy = level(logs, starts, 0) - steady;
        double fastest = steady;
        for (int s = 0; s < steadySegment; s++) {
            fastest = Math.min(fastest, level(logs, starts, s));
        }
        double sloweredBy = steady - fastest;
        boolean slowdown = sloweredBy > within && sloweredBy > warmedUpBy;
        return fork.classified(slowdown ? WarmupClass.SLOWDOWN : WarmupClass.WARMUP,
                firstAtLevel(logs, starts.get(steadySegment), steady, within));
    }

    /**
     * The first iteration of the steady segment that is at its level: the iteration in which the
     * level changed (half warm, half steady: 231 ns between 1,770 and 133) is part of neither, and the
     * change points may put it on either side. At most the segment's first half is skipped.
     */
    private static int firstAtLevel(double[] logs, int from, double steady, double within) {
        int limit = from + (logs.length - from) / 2;
        int start = from;
        while (start < limit && Math.abs(logs[start] - steady) > within) {
            start++;
        }
        return start;
    }

    /**
     * Whether the last segment still drifts by more than the tolerance, significantly
     * ({@link WithinForkTrend}, the test behind NOT_CONVERGED): a slow, steady drift is split into
     * segments only where a step between neighbours is large enough, so its last segment can be
     * long and yet not a steady state.
     */
    private boolean drifts(double[] scores, int from) {
        List<Double> segment = new ArrayList<>();
        for (int i = from; i < scores.length; i++) {
            segment.add(scores[i]);
        }
        return WithinForkTrend.of(ForkSamples.of(List.of(segment)))
                .filter(t -> Math.abs(t.drift()) > tolerance && t.pValue() < detector.significance())
                .isPresent();
    }

    private static double level(double[] logs, List<Integer> starts, int segment) {
        int to = segment + 1 < starts.size() ? starts.get(segment + 1) : logs.length;
        return PooledTTest.clippedMean(logs, starts.get(segment), to);
    }

    private static boolean allPositive(double[] values) {
        for (double v : values) {
            if (!(v > 0) || !Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }
}
