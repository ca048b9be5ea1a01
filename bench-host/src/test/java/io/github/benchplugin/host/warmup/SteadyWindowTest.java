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

    @Test
    void theProfilersOptionNamesTheWindow() {
        assertEquals(20, SteadyStopProfiler.window("window=20"));
        assertThrows(IllegalArgumentException.class, () -> SteadyStopProfiler.window("20"));
        assertThrows(IllegalArgumentException.class, () -> new SteadyWindow(1));
    }

    @Test
    void aForksMeasurementCountCanBeLoweredWhileItRuns() {
        IterationParams params = new IterationParams(IterationType.MEASUREMENT, 35, TimeValue.milliseconds(100), 1);
        assertTrue(MeasurementCount.set(params, 21), "the JMH on this class path lets the count be lowered");
        assertEquals(21, params.getCount());
    }
}
