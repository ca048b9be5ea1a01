package io.github.benchplugin.stats;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The targets on seeded simulations (docs/history.md has the full table and its command). */
class ChangePointValidationTest {

    private static final int SERIES = Integer.getInteger("bench.validation.series", 300);

    @Test
    void meetsTheTargetsOnSimulatedSeriesWithTypicalNoise() {
        List<ChangePointSimulation.Figures> table = ChangePointSimulation.table(ChangePointDetector.DEFAULT, SERIES);
        table.forEach(f -> System.out.println(f.line()));
        ChangePointSimulation.Figures stationary = table.get(0);
        ChangePointSimulation.Figures step = table.get(1);
        assertTrue(stationary.falseRate() <= 0.05, stationary.line());
        assertTrue(step.foundRate() >= 0.95, step.line());
        assertTrue(step.exactRate() >= 0.90, step.line());
    }
}
