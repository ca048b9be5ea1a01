package io.github.benchplugin.model.stats;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChangePointDetectorTest {

    private static final ChangePointDetector DETECTOR = ChangePointDetector.DEFAULT;

    /** 1% log-normal noise around the given levels, seeded. */
    private static double[] noisy(long seed, double... levels) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] values = new double[levels.length];
        for (int i = 0; i < levels.length; i++) {
            values[i] = 100 * levels[i] * Math.exp(0.01 * ChangePointSimulation.gaussian(random));
        }
        return values;
    }

    private static double[] levels(int n, java.util.function.IntToDoubleFunction level) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = level.applyAsDouble(i);
        }
        return out;
    }

    @Test
    void aStationarySeriesHasNoChangePoint() {
        for (long seed = 1; seed <= 20; seed++) {
            assertEquals(List.of(), DETECTOR.detect(noisy(seed, levels(50, i -> 1.0))), "seed " + seed);
        }
    }

    @Test
    void aLongStationarySeriesHasNoChangePointOfNegligibleSize() {
        // With 1,000 runs a t-test alone finds "significant" 0.1% shifts; the 1% minimum effect does not.
        for (long seed = 1; seed <= 5; seed++) {
            assertEquals(List.of(), DETECTOR.detect(noisy(seed, levels(1000, i -> 1.0))), "seed " + seed);
        }
    }

    @Test
    void oneStepIsFoundAtItsFirstRun() {
        assertEquals(List.of(30), DETECTOR.detect(noisy(3, levels(40, i -> i < 30 ? 1.0 : 1.08))));
    }

    @Test
    void twoStepsAreBothFound() {
        assertEquals(List.of(15, 30), DETECTOR.detect(noisy(5, levels(45, i -> i < 15 ? 1.0 : i < 30 ? 1.1 : 0.95))));
    }

    @Test
    void aSlowDriftIsSplitSomewhereButNeverAtTheEnds() {
        // 1% a run over 40 runs: no single step, but the level before and after the middle differs.
        List<Integer> points = DETECTOR.detect(noisy(7, levels(40, i -> Math.pow(1.01, i))));
        assertTrue(!points.isEmpty(), "a 48% drift is a change");
        points.forEach(p -> assertTrue(p >= 3 && p <= 37, points::toString));
    }

    @Test
    void singleOutliersAreNoChangePoints() {
        double[] values = noisy(11, levels(50, i -> 1.0));
        values[10] *= 1.25;
        values[31] *= 1.2;
        values[32] *= 0.85;
        assertEquals(List.of(), DETECTOR.detect(values));
    }

    @Test
    void sixRunsWithALargeStepAtTheFourthHaveOneChangePoint() {
        // The shortest series that can have a change point, as the HistoryIT makes it: noisy machine, 10x work.
        double[] values = {1000, 1300, 900, 10500, 9000, 12000};
        assertEquals(List.of(3), DETECTOR.detect(values));
        assertEquals(List.of(), DETECTOR.detect(new double[]{1000, 1300, 900, 10500, 9000}));
    }

    @Test
    void aConstantSeriesAndNonPositiveValuesGiveNothing() {
        assertEquals(List.of(), DETECTOR.detect(levels(20, i -> 5.0)));
        assertEquals(List.of(), DETECTOR.detect(new double[]{1, 1, 1, 0, 2, 2, 2}));
    }
}
