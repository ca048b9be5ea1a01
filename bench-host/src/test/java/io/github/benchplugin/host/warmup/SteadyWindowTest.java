package io.github.benchplugin.host.warmup;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SteadyWindowTest {

    private final SteadyWindow rule = new SteadyWindow(6);

    @Test
    void aWindowIsSteadyWhenTheMediansOfItsHalvesAgreeWithinTheTolerance() {
        assertTrue(rule.endsSteady(List.of(400.0, 300.0, 101.0, 99.0, 100.0, 102.0, 98.0, 101.0)));
        assertFalse(rule.endsSteady(List.of(101.0, 99.0, 100.0)), "fewer iterations than the window");
    }

    @Test
    void aWarmupStillGoingInsideTheWindowIsNotSteady() {
        assertFalse(rule.endsSteady(List.of(400.0, 300.0, 200.0, 110.0, 100.0, 100.0)));
    }

    @Test
    void aStepOfTheSteadyStateRulesMinimumSizeInsideTheWindowIsNotSteady() {
        // 5%: the smallest change bench-model's SteadyStateRule calls a change of level.
        assertFalse(rule.endsSteady(List.of(100.0, 100.0, 100.0, 105.0, 105.0, 105.0)));
        assertTrue(rule.endsSteady(List.of(100.0, 100.0, 100.0, 102.0, 102.0, 102.0)));
    }

    @Test
    void oneOutlierPerHalfMovesNoMedian() {
        assertTrue(rule.endsSteady(List.of(100.0, 300.0, 100.0, 100.0, 100.0, 30.0)));
    }

    /*
     * The next three are real forks of it/src/test/projects/warmup under bench.warmup=auto (JDK 17,
     * 2026-12-06, scripts/warmup-validation.sh): the halves' medians agreed and the fork stopped,
     * then SteadyStateRule found the last segment too short and called the fork unsteady.
     */

    @Test
    void aWindowWhoseFirstQuarterIsStillWarmingUpIsNotSteady() {
        // fillingCache: 16x for its first second; the window of 20 began with three warm iterations.
        List<Double> fork = List.of(2141.0, 2312.0, 2058.0, 2041.0, 2037.0, 2048.0, 2035.0, 2044.0, 2067.0, 171.0,
                155.0, 156.0, 154.0, 154.0, 156.0, 154.0, 154.0, 154.0, 156.0, 154.0, 155.0, 155.0, 154.0, 156.0, 155.0,
                154.0);
        assertFalse(new SteadyWindow(20).endsSteady(fork));
        assertTrue(new SteadyWindow(20).endsSteady(append(fork, 155.0, 156.0, 154.0)),
                "steady once the window has left the warm-up behind");
    }

    @Test
    void aStepInTheWindowsLastQuarterIsNotSteady() {
        // flat: 5% slower for its last five iterations.
        assertFalse(new SteadyWindow(20).endsSteady(List.of(107.0, 106.8, 105.5, 105.6, 105.9, 105.5, 105.5, 105.6,
                107.4, 104.9, 104.5, 104.5, 105.0, 104.8, 105.5, 106.5, 110.7, 110.9, 111.0, 111.0)));
    }

    @Test
    void aWindowThatJumpsBetweenTwoLevelsIsNotSteadyWhenItsHalvesHappenToAgree() {
        // flat on a busy machine: 125 and 106 ns/op in turns; each half's median fell between them.
        assertFalse(new SteadyWindow(20).endsSteady(List.of(125.0, 133.0, 124.0, 124.0, 107.0, 107.0, 108.0, 113.0,
                111.0, 106.0, 106.0, 106.0, 106.0, 106.0, 106.0, 125.0, 126.0, 125.0, 124.0, 124.0)));
    }

    private static List<Double> append(List<Double> scores, Double... more) {
        List<Double> all = new ArrayList<Double>(scores);
        all.addAll(java.util.Arrays.asList(more));
        return all;
    }

    @Test
    void theProfilersOptionNamesTheWindow() {
        assertEquals(20, SteadyStopProfiler.rule("window=20").window());
        assertThrows(IllegalArgumentException.class, () -> SteadyStopProfiler.rule("20"));
        assertThrows(IllegalArgumentException.class, () -> new SteadyWindow(1));
    }

    @Test
    void aForksMeasurementCountCanBeLoweredWhileItRuns() {
        IterationParams params = new IterationParams(IterationType.MEASUREMENT, 35, TimeValue.milliseconds(100), 1);
        assertTrue(MeasurementCount.set(params, 21), "the JMH on this class path lets the count be lowered");
        assertEquals(21, params.getCount());
    }
}
