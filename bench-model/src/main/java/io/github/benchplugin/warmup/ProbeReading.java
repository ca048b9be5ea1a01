package io.github.benchplugin.warmup;

import io.github.benchplugin.model.Mode;
import io.github.benchplugin.model.WarmupClass;
import io.github.benchplugin.model.WarmupFork;

import java.util.Arrays;

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
 * <p>A probe the rule calls {@code none} (still drifting, or its last level too short) is still read
 * as flat within its noise when no block of {@link #BLOCK} iterations is materially away from the
 * probe's median: on a busy machine the rule finds steps of 5-10% that the machine made; a drift or a
 * plateau that lasts to the end is far beyond that and keeps the probe unsteady.
 *
 * @param steady whether the later forks may stop on this reading (else they are probes themselves)
 * @param onset  the material onset in iterations (0: nothing material before the steady level)
 * @param level  the steady level (the median of the steady part, or of the whole probe read as flat)
 */
public record ProbeReading(boolean steady, int onset, double level) {

    /** How far from the steady level an iteration must be to count: the plateaus planted are 8x and 2x. */
    public static final double MATERIAL = 1.5;
    /** How many robust standard deviations of the steady part an iteration must be away to count. */
    static final double NOISE_MULTIPLE = 4;
    /** Iterations per block when a probe without a steady state is looked at for a material change. */
    static final int BLOCK = 5;
    /** A standard deviation per median absolute deviation, for normal noise. */
    private static final double MAD_TO_SD = 1.4826;

    /** A probe the later forks cannot stop on: they probe too. */
    public static final ProbeReading UNSTEADY = new ProbeReading(false, 0, 0);

    /** The reading of a probe, classified by {@code rule} here (the probe as recorded, class not needed). */
    public static ProbeReading of(WarmupFork recorded, Mode mode, SteadyStateRule rule) {
        WarmupFork fork = rule.classify(recorded, mode);
        double[] scores = fork.scores();
        if (fork.kind() == null) {
            return UNSTEADY; // too short to tell, or a score that is not positive
        }
        double[] logs = Arrays.stream(scores).map(Math::log).toArray();
        if (fork.kind() == WarmupClass.NONE || fork.steadyFrom() == null) {
            double median = median(logs, 0, logs.length);
            return materialBlock(logs, median) ? UNSTEADY : new ProbeReading(true, 0, Math.exp(median));
        }
        int from = fork.steadyFrom();
        double steady = median(logs, from, logs.length);
        double threshold = Math.max(Math.log(MATERIAL), NOISE_MULTIPLE * robustSd(logs, from, steady));
        int material = 0;
        int onset = 0;
        for (int i = 0; i < from; i++) {
            if (Math.abs(logs[i] - steady) >= threshold) {
                material++;
                if (2 * material >= i + 1) {
                    onset = i + 1;
                }
            }
        }
        return new ProbeReading(true, onset, Math.exp(steady));
    }

    /** Whether some block's median is materially away from the probe's median. */
    private static boolean materialBlock(double[] logs, double median) {
        for (int from = 0; from + BLOCK <= logs.length; from += BLOCK) {
            if (Math.abs(median(logs, from, from + BLOCK) - median) >= Math.log(MATERIAL)) {
                return true;
            }
        }
        // The last few iterations, when they do not fill a block, with the block before them.
        int tail = logs.length % BLOCK;
        return tail > 0 && logs.length >= BLOCK
                && Math.abs(median(logs, logs.length - BLOCK, logs.length) - median) >= Math.log(MATERIAL);
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
