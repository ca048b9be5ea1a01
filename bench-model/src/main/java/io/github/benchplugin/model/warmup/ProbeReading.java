package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.stats.ForkSamples;
import io.github.benchplugin.model.stats.WithinForkTrend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a probe fork (issue 50) tells the later forks of its cell: whether it found a steady state, the
 * iteration from which a later fork may have left its warm-up behind (the <em>material onset</em>), and
 * the steady level.
 *
 * <p>The steady-state rule's own onset ({@link SteadyStateRule}) is the start of the last run of
 * segments at the steady level: on a busy machine a flat probe whose level stepped 8% at 6 s, or that
 * a burst interrupted at 6 s, is steady only from there, and a later fork held past 1.5 times that
 * (the minimum) cost 3.9x the fixed preset's time (2026-12-07). The warm-ups this probe exists for
 * are not like that: a plateau at 8x, a slowdown to 2x, a JIT's interpreter phase, each far from the
 * steady level and from the fork's start on. So an iteration before the rule's onset counts only when
 * it is <em>material</em>: at least {@link #MATERIAL} times (or 1/{@code MATERIAL}) the steady level,
 * and beyond {@link #NOISE_MULTIPLE} robust standard deviations of the steady part's own iterations;
 * and the material onset is the end of the longest start of the fork in which at least half of the
 * iterations are material. A step the rest of the fork does not sustain (a burst with the steady
 * level before and after it) leaves the onset where the fork's start put it.
 *
 * <p>A probe the rule calls {@code none} (still drifting, or its last level too short) is read again
 * for material changes alone (see {@code unsteadyByTheRule}): on a busy machine (load 9-10 on two
 * cores, 2026-12-07) a flat row's blocks moved 4x up and down within a probe, neighbouring iterations
 * 25% apart, and the rule found no steady state in it; a drift beyond that noise, or a plateau that
 * lasts almost to the end, stays unsteady.
 *
 * @param steady whether the later forks may stop on this reading (else they are probes themselves)
 * @param onset  the material onset in iterations (0: nothing material before the steady level)
 * @param level  the steady level (the median of the steady part, or of the whole probe read as flat)
 */
public record ProbeReading(boolean steady, int onset, double level) {

    /** How far from the steady level an iteration must be to count: the plateaus planted are 8x and 2x. */
    public static final double MATERIAL = 1.5;
    /** A level this far from the steady one counts before a steady state whatever the noise: the planted 2x slowdown. */
    static final double ALWAYS_MATERIAL = 1.9;
    /** How many robust standard deviations of the steady part an iteration must be away to count. */
    static final double NOISE_MULTIPLE = 4;
    /** Iterations per block when a probe without a steady state is looked at for a material change. */
    static final int BLOCK = 5;
    /** A standard deviation per median absolute deviation, for normal noise. */
    private static final double MAD_TO_SD = 1.4826;
    /** The median absolute value of a standard normal variable. */
    private static final double NORMAL_MAD = 0.6745;
    /** A drift's significance, as the steady-state rule's (iterations of one fork are somewhat correlated). */
    private static final double DRIFT_SIGNIFICANCE = 0.001;
    /**
     * The smallest drift over the rest of such a probe that counts: a quarter, beyond the steps of 5-15%
     * that a machine's load makes (which a linear fit reads as a drift of about their size), well within
     * the planted drift's (1% every 100 ms: a third over a third of a probe).
     */
    private static final double DRIFT_TOLERANCE = 0.25;

    /** A probe the later forks cannot stop on: they probe too. */
    public static final ProbeReading UNSTEADY = new ProbeReading(false, 0, 0);

    /** The reading of a probe, classified by {@code rule} here (the probe as recorded, class not needed). */
    public static ProbeReading of(WarmupFork recorded, Mode mode, SteadyStateRule rule) {
        WarmupFork fork = rule.classify(recorded, mode);
        double[] scores = fork.scores();
        if (fork.kind() == null || scores.length < 2 * BLOCK) {
            return UNSTEADY; // too short to tell, or a score that is not positive
        }
        double[] logs = Arrays.stream(scores).map(Math::log).toArray();
        if (fork.kind() == WarmupClass.NONE || fork.steadyFrom() == null) {
            return unsteadyByTheRule(logs, scores);
        }
        int from = fork.steadyFrom();
        double steady = median(logs, from, logs.length);
        // At most ALWAYS_MATERIAL: a busy machine's steady part can be noisy enough (a robust SD of 0.2) to hide
        // a planted 2x slowdown after 3 s, which then scored the later forks at the fast level (2026-12-07, 25).
        double threshold = Math.min(Math.log(ALWAYS_MATERIAL),
                Math.max(Math.log(MATERIAL), NOISE_MULTIPLE * robustSd(logs, from, steady)));
        return new ProbeReading(true, materialOnset(logs, from, steady, threshold), Math.exp(steady));
    }

    /**
     * A probe the rule found no steady state in. The rule wants its last segment to hold a quarter of the
     * fork, and a chance step of 5% in the last few iterations (3% noise, seen in a 5 s plateau's probe) or a
     * busy machine's bursts leave it shorter. So the probe is read again for material changes only, against
     * its last third's level and its own iteration-to-iteration noise: where its material start (a
     * plateau) ended with a third of the probe or more to spare, and the rest neither drifts (by a quarter, or
     * beyond the noise where that is wider; p &lt; 0.001) nor ends in a material step, it is steady from
     * there; otherwise it is unsteady.
     */
    private static ProbeReading unsteadyByTheRule(double[] logs, double[] scores) {
        int n = logs.length;
        int tail = n - Math.max(BLOCK, n / 3);
        double end = median(logs, tail, n);
        double noise = NOISE_MULTIPLE * successiveSd(logs);
        double threshold = Math.max(Math.log(MATERIAL), noise);
        int onset = materialOnset(logs, tail, end, threshold);
        if (n - onset < n / 3) {
            return UNSTEADY;
        }
        if (Math.abs(median(logs, n - BLOCK, n) - median(logs, tail, n - BLOCK)) >= threshold) {
            return UNSTEADY; // a step in the last iterations: a plateau that ended as the probe did
        }
        List<Double> rest = new ArrayList<>();
        for (int i = onset; i < n; i++) {
            rest.add(scores[i]);
        }
        // A drift beyond a quarter, or beyond the noise where that is wider.
        double driftLimit = Math.expm1(Math.max(Math.log1p(DRIFT_TOLERANCE), noise));
        boolean drifts = WithinForkTrend.of(ForkSamples.of(List.of(rest)))
                .filter(t -> Math.abs(t.drift()) > driftLimit && t.pValue() < DRIFT_SIGNIFICANCE).isPresent();
        return drifts ? UNSTEADY : new ProbeReading(true, onset, Math.exp(end));
    }

    /**
     * The end of the longest start of the fork, before {@code from}, in which at least half of the
     * iterations are {@code threshold} or more (on the log scale) from {@code level}; 0 when none is.
     */
    private static int materialOnset(double[] logs, int from, double level, double threshold) {
        int material = 0;
        int onset = 0;
        for (int i = 0; i < from; i++) {
            if (Math.abs(logs[i] - level) >= threshold) {
                material++;
                if (2 * material >= i + 1) {
                    onset = i + 1;
                }
            }
        }
        return onset;
    }

    /**
     * The iterations' noise from one to the next (the median absolute difference of neighbours, scaled to a
     * standard deviation for normal noise): a level shift adds one large difference, a busy machine many.
     */
    static double successiveSd(double[] logs) {
        double[] differences = new double[logs.length - 1];
        for (int i = 1; i < logs.length; i++) {
            differences[i - 1] = Math.abs(logs[i] - logs[i - 1]);
        }
        return median(differences, 0, differences.length) / (NORMAL_MAD * Math.sqrt(2));
    }

    private static double robustSd(double[] logs, int from, double median) {
        double[] deviations = new double[logs.length - from];
        for (int i = from; i < logs.length; i++) {
            deviations[i - from] = Math.abs(logs[i] - median);
        }
        return MAD_TO_SD * median(deviations, 0, deviations.length);
    }

    private static double median(double[] values, int from, int to) {
        double[] part = Arrays.copyOfRange(values, from, to);
        Arrays.sort(part);
        int n = part.length;
        return n % 2 == 1 ? part[n / 2] : (part[n / 2 - 1] + part[n / 2]) / 2;
    }
}
