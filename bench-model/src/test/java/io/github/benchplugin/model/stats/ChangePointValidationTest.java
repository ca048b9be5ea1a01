package io.github.benchplugin.model.stats;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The targets on seeded simulations (docs/history.md has the full table and its command).
 * {@code -Dbench.validation.series=2000} sets the series per scenario; {@code -Dbench.validation.sigma=0.02}
 * and {@code -Dbench.validation.outliers=0.02} also print the table for noisier runs (not asserted).
 */
class ChangePointValidationTest {

    private static final int SERIES = Integer.getInteger("bench.validation.series", 300);

    @Test
    void meetsTheTargetsOnSimulatedSeriesWithTypicalNoise() {
        List<ChangePointSimulation.Figures> table = ChangePointSimulation.typicalTable(ChangePointDetector.DEFAULT, SERIES);
        print("noise " + ChangePointSimulation.TYPICAL, table);
        ChangePointSimulation.Figures stationary = table.get(0);
        ChangePointSimulation.Figures step = table.get(1);
        assertTrue(stationary.falseRate() <= 0.05, stationary.line());
        assertTrue(step.foundRate() >= 0.95, step.line());
        assertTrue(step.exactRate() >= 0.90, step.line());
    }

    @Test
    void printsTheTableForOtherNoiseWhenAsked() {
        String sigma = System.getProperty("bench.validation.sigma");
        if (sigma != null) {
            ChangePointSimulation sim = new ChangePointSimulation(Double.parseDouble(sigma),
                    Double.parseDouble(System.getProperty("bench.validation.outliers", "0.02")), ChangePointSimulation.TYPICAL.seed());
            print("noise " + sim, sim.table(ChangePointDetector.DEFAULT, SERIES));
        }
    }

    private static void print(String title, List<ChangePointSimulation.Figures> table) {
        System.out.println(title);
        System.out.println("| scenario | series | with a false change point | found (within 2 runs) | exact commit |");
        System.out.println("|---|---|---|---|---|");
        table.forEach(f -> System.out.println(f.line()));
    }
}
