package io.github.benchplugin.host.warmup;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForkStopTest {

    /** A fork of 100 ms iterations: {@code plateau} of them at 8x, then the steady 100, {@code total} in all. */
    private static List<Double> plateau(int plateau, int total) {
        List<Double> scores = new ArrayList<Double>();
        for (int i = 0; i < total; i++) {
            scores.add(i < plateau ? 800.0 + i % 3 : 100.0 + i % 2);
        }
        return scores;
    }

    /** The iterations the fork runs: the first n after which the rule lets it end, plus the one more; the cap otherwise. */
    private static int stopsAfter(ForkStop rule, List<Double> fork) {
        for (int n = 1; n <= fork.size(); n++) {
            if (rule.mayStop(fork.subList(0, n))) {
                return n + 1;
            }
        }
        return fork.size();
    }

    @Test
    void withoutAMinimumAForkStopsInsideALevelPlateau() {
        // The case: 8x for 2.5 s is level, so the window alone calls it steady at 2 s.
        assertEquals(21, stopsAfter(new ForkStop(20, 0, 0), plateau(25, 100)));
    }

    @Test
    void theProbesOnsetWithItsMarginKeepsALaterForkPastThePlateau() {
        // The probe saw the drop at 25 iterations: min = 1.5 x 25 + 20 = 58.
        int stop = stopsAfter(new ForkStop(20, 58, 0), plateau(25, 100));
        assertTrue(stop >= 58, "not before the minimum: " + stop);
        assertTrue(stop <= 60, "and soon after it, the plateau long gone: " + stop);
    }

    @Test
    void aPlateauEndingLateInALongForkKeepsItRunningUntilAThirdOfItIsBeyond() {
        // A probe (min = the horizon, 100) of an 8 s plateau: at 100 iterations its last 20 are steady,
        // but the steady-state rule wants a quarter of the fork steady; a third is asked here.
        int stop = stopsAfter(new ForkStop(20, 100, 0), plateau(80, 150));
        // A block's median lets a few plateau iterations into the tail; the steady part still holds a quarter.
        assertTrue(stop - 80 >= Math.ceil(stop / 4.0) && stop <= 125, "stopped at " + stop);
        assertEquals(100, stopsAfter(new ForkStop(20, 100, 0), plateau(0, 150)), "a flat probe ends at the horizon");
    }

    @Test
    void aLaterForkWhosePlateauOutlastsTheMinimumDoesNotStopOnItWhenTheProbesLevelIsKnown() {
        // The probe settled at 100 by 2.5 s; this fork (a busier machine) stays at 8x for 7 s.
        List<Double> fork = plateau(70, 150);
        assertTrue(stopsAfter(new ForkStop(20, 58, 0), fork) < 70, "the minimum alone stops on the plateau");
        int stop = stopsAfter(new ForkStop(20, 58, 100.0), fork);
        assertTrue(stop >= 90 && stop <= 110, "the level keeps it on until a third of it is steady: " + stop);
    }

    @Test
    void aForkSettledWithinTheLevelFactorOfItsProbeStops() {
        List<Double> fork = plateau(0, 100);
        // 30% slower than its probe: fork-to-fork spread, not a plateau.
        assertEquals(21, stopsAfter(new ForkStop(20, 20, 130.0), fork));
        assertEquals(100, stopsAfter(new ForkStop(20, 20, 800.0), fork), "8x from the probe's level: runs to the cap");
    }

    @Test
    void aProbeStopsAtTheHorizonOnNoiseButNotOnAPlateauThatEndsLate() {
        // A busy machine: the level steps between 100 and 130 every 7 iterations, never steady within 2.5%.
        List<Double> noisy = new ArrayList<Double>();
        for (int i = 0; i < 150; i++) {
            noisy.add((i / 7) % 2 == 0 ? 100.0 + i % 3 : 130.0 + i % 3);
        }
        assertEquals(100, stopsAfter(new ForkStop(20, 100, 0), noisy), "no material change: the horizon");
        assertTrue(stopsAfter(new ForkStop(20, 20, 100.0), noisy) > 120,
                "a later fork, kept to its probe's level, still asks for a steady window");
        // 8x until 9 s: at the horizon its last third still holds the drop, so it runs on.
        int stop = stopsAfter(new ForkStop(20, 100, 0), plateau(90, 150));
        assertTrue(stop > 125 && stop - 90 >= Math.ceil(stop / 4.0), "stopped at " + stop);
    }

    @Test
    void aProbeOnAMachineAtLoadTenStopsAtTheHorizonOrSoonAfter() {
        // Half-second blocks at one level or 2.5x it, at random, and 25% between neighbours (as measured
        // at load 9-10 on two cores): the blocks move beyond 1.5x, but not beyond the probe's own noise.
        int atTheHorizon = 0;
        for (long seed = 1; seed <= 20; seed++) {
            java.util.Random random = new java.util.Random(seed);
            List<Double> fork = new ArrayList<Double>();
            double level = 600;
            for (int i = 0; i < 150; i++) {
                if (i % 5 == 0) {
                    level = random.nextBoolean() ? 600 : 1_500;
                }
                fork.add(level * Math.exp(0.25 * random.nextGaussian()));
            }
            int stop = stopsAfter(new ForkStop(20, 100, 0), fork);
            assertTrue(stop <= 125, "seed " + seed + ": not to the cap of 150 for noise, yet " + stop);
            atTheHorizon += stop == 100 ? 1 : 0;
        }
        // Quarters of the last third can still fall 3x apart by chance (seeded: the same seeds every run).
        assertTrue(atTheHorizon >= 15, atTheHorizon + " of 20 at the horizon");
    }

    @Test
    void theProfilersOptionsNameWindowMinimumAndLevel() {
        ForkStop rule = SteadyStopProfiler.rule("window=20;min=58;level=1980.5");
        assertEquals(20, rule.window());
        assertEquals(58, rule.min());
        assertEquals(1980.5, rule.level());
        assertEquals(0, SteadyStopProfiler.rule("window=20").min(), "an older engine's option still reads");
        assertThrows(IllegalArgumentException.class, () -> SteadyStopProfiler.rule("window=20;max=3"));
        assertThrows(IllegalArgumentException.class, () -> SteadyStopProfiler.rule("window=20;min=x"));
        assertThrows(IllegalArgumentException.class, () -> new ForkStop(20, -1, 0));
    }
}
