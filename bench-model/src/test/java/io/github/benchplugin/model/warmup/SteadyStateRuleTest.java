package io.github.benchplugin.model.warmup;

import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Constructed forks (0.1 s iterations, 2% noise) classified as a reader of their chart would. */
class SteadyStateRuleTest {

    private static final double START = 0.2;
    private static final double ITERATION = 0.1;
    private final SteadyStateRule rule = SteadyStateRule.DEFAULT;

    @Test
    void aFlatForkWithNoiseIsFlatAndSteadyFromItsFirstIteration() {
        for (long seed = 1; seed <= 20; seed++) {
            WarmupFork fork = rule.classify(fork(30, t -> 100, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.FLAT, fork.kind(), "seed " + seed);
            assertEquals(START, fork.steadyAtSeconds(), 1e-9);
        }
    }

    @Test
    void aWarmupThatCosts4xAndDropsOverOneSecondIsSteadyAfterAboutOneSecond() {
        for (long seed = 1; seed <= 20; seed++) {
            WarmupFork fork = rule.classify(fork(50, t -> t < 1 ? 100 * (4 - 3 * t) : 100, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.WARMUP, fork.kind(), "seed " + seed);
            assertTrue(fork.steadyAtSeconds() > 0.8 && fork.steadyAtSeconds() < 1.6, "steady at " + fork.steadyAtSeconds());
        }
    }

    @Test
    void theDefaultPresetsEightHalfSecondIterationsShowATwoIterationWarmup() {
        List<Double> ends = new ArrayList<>();
        List<Double> scores = List.of(400.0, 395.0, 101.0, 99.0, 100.0, 102.0, 98.0, 100.0);
        for (int i = 0; i < scores.size(); i++) {
            ends.add(START + 0.5 * (i + 1));
        }
        WarmupFork fork = rule.classify(WarmupFork.recorded(START, 3, ends, scores), Mode.AVERAGE_TIME);
        assertEquals(WarmupClass.WARMUP, fork.kind());
        assertEquals(2, fork.steadyFrom());
        assertEquals(START + 1.0, fork.steadyAtSeconds(), 1e-9);
    }

    @Test
    void aForkThatGetsSlowerAndStaysSoIsASlowdown() {
        for (long seed = 1; seed <= 20; seed++) {
            WarmupFork fork = rule.classify(fork(40, t -> t < 1.5 ? 100 : 160, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.SLOWDOWN, fork.kind(), "seed " + seed);
            assertTrue(fork.steadyAtSeconds() > 1.3 && fork.steadyAtSeconds() < 2.1, "steady at " + fork.steadyAtSeconds());
        }
    }

    @Test
    void aLongWarmupFollowedByASmallLateStepIsAWarmup() {
        for (long seed = 1; seed <= 20; seed++) {
            // WarmupIT's planted fork as seen on JDK 17: 4x for a second, then 118 ns, then 8% above it.
            WarmupFork fork = rule.classify(fork(40, t -> t < 1 ? 400 : t < 2 ? 118 : 128, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.WARMUP, fork.kind(), "seed " + seed);
            assertTrue(fork.steadyAtSeconds() > 1.9 && fork.steadyAtSeconds() < 2.5, "steady at " + fork.steadyAtSeconds());
        }
    }

    @Test
    void aForkThatWarmsUpAndThenLosesMoreThanItGainedIsASlowdown() {
        for (long seed = 1; seed <= 20; seed++) {
            WarmupFork fork = rule.classify(fork(40, t -> t < 0.5 ? 120 : t < 1.5 ? 100 : 150, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.SLOWDOWN, fork.kind(), "seed " + seed);
        }
    }

    @Test
    void theIterationInWhichTheLevelChangesIsNotPartOfTheSteadyState() {
        // A fork of WarmupIT's planted fixture on JDK 17 under bench.warmup=auto (ns/op).
        List<Double> scores = List.of(1778.0, 1771.0, 1770.0, 1770.0, 1775.0, 1767.0, 1771.0, 1841.0, 1766.0, 231.0,
                132.0, 133.0, 133.0, 133.0, 133.0, 133.0, 133.0, 138.0, 133.0, 133.0, 133.0, 133.0, 134.0, 133.0,
                133.0, 133.0, 133.0);
        List<Double> ends = new ArrayList<>();
        for (int i = 0; i < scores.size(); i++) {
            ends.add(START + ITERATION * (i + 1));
        }
        WarmupFork fork = rule.classify(WarmupFork.recorded(START, 0, ends, scores), Mode.AVERAGE_TIME);
        assertEquals(WarmupClass.WARMUP, fork.kind());
        assertEquals(10, fork.steadyFrom(), "the first iteration at 133 ns, not the 231 ns one before it");
    }

    @Test
    void aForkThatNeverSettlesHasNoSteadyState() {
        for (long seed = 1; seed <= 20; seed++) {
            // Halves its cost steadily over the whole fork: every quarter of it differs from the next.
            WarmupFork fork = rule.classify(fork(40, t -> 200 - 100 * t / 4.0, seed), Mode.AVERAGE_TIME);
            assertEquals(WarmupClass.NONE, fork.kind(), "seed " + seed);
            assertNull(fork.steadyAtSeconds());
        }
    }

    @Test
    void aDriftWithoutAStepAcrossTheDefaultPresetsEightIterationsIsNoSteadyState() {
        // WarmupBench.drifting on JDK 17 under the default preset: +75% over 8 iterations, each
        // neighbour only 6-12% above the one before, so no change point splits it.
        List<Double> ends = List.of(1.23, 1.72, 2.22, 2.63, 3.04, 3.44, 3.84, 4.24);
        List<Double> scores = List.of(141.5, 158.7, 175.8, 191.2, 205.2, 219.1, 233.1, 246.9);
        WarmupFork fork = rule.classify(WarmupFork.recorded(0.197, 3, ends, scores), Mode.AVERAGE_TIME);
        assertEquals(WarmupClass.NONE, fork.kind());
        assertNull(fork.steadyAtSeconds());
    }

    @Test
    void throughputReadsTheOtherWayRound() {
        WarmupFork warming = rule.classify(fork(40, t -> t < 1 ? 25 : 100, 3), Mode.THROUGHPUT);
        assertEquals(WarmupClass.WARMUP, warming.kind(), "fewer operations per second first is a warm-up");
        WarmupFork slowing = rule.classify(fork(40, t -> t < 1 ? 100 : 25, 3), Mode.THROUGHPUT);
        assertEquals(WarmupClass.SLOWDOWN, slowing.kind());
    }

    @Test
    void aForkTooShortToShowAChangeIsNotClassified() {
        WarmupFork fork = rule.classify(fork(3, t -> 100, 1), Mode.AVERAGE_TIME);
        assertNull(fork.kind());
        assertNull(fork.steadyAtSeconds());
    }

    @Test
    void aCellsTimeToSteadyStateIsTheMedianAndRangeOfItsSteadyForks() {
        List<WarmupFork> forks = List.of(
                fork(40, t -> t < 1 ? 400 : 100, 1),
                fork(40, t -> t < 2 ? 400 : 100, 2),
                fork(40, t -> 200 - 100 * t / 4.0, 3),
                fork(40, t -> t < 0.5 ? 400 : 100, 4));
        Warmup warmup = new WarmupAnalysis().of(forks, Mode.AVERAGE_TIME);
        assertEquals(List.of(WarmupClass.WARMUP, WarmupClass.WARMUP, WarmupClass.NONE, WarmupClass.WARMUP),
                warmup.forks().stream().map(WarmupFork::kind).toList());
        // Seconds since the fork started: its first iteration began START after it.
        assertEquals(START + 1.0, warmup.steadyAtSeconds(), 0.15);
        assertEquals(START + 0.5, warmup.steadyAtMinSeconds(), 0.15);
        assertEquals(START + 2.0, warmup.steadyAtMaxSeconds(), 0.15);
        assertEquals(1, warmup.neverSteady());
        assertEquals(3, warmup.asMetric().rawData().size(), "one value per steady fork");
    }

    /** {@code n} iterations of {@link #ITERATION} seconds; cost(t) at each iteration's middle, times 1 +- 2% noise. */
    static WarmupFork fork(int n, DoubleUnaryOperator cost, long seed) {
        Random random = new Random(seed);
        List<Double> ends = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double t = START + ITERATION * i;
            ends.add(t + ITERATION);
            scores.add(cost.applyAsDouble(t - START + ITERATION / 2) * (1 + 0.02 * random.nextGaussian()));
        }
        return WarmupFork.recorded(START, 0, ends, scores);
    }
}
