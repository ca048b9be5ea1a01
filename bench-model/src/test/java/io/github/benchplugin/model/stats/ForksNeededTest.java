package io.github.benchplugin.model.stats;

import org.junit.jupiter.api.Test;

import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForksNeededTest {

    @Test
    void matchesTheNormalSampleSizeFormulaForLargeSamples() {
        // n = 2 (z_0.95 + z_0.8)^2 s^2 / D^2 = 2 * 2.486^2 * 0.02^2 / 0.005^2 = 198; t adds a little.
        int n = ForksNeeded.perSide(0.02, 0.005, 0.05).getAsInt();
        assertTrue(n >= 198 && n <= 201, Integer.toString(n));
    }

    @Test
    void studentTMakesFewForksCostMore() {
        // d = D/s = 2: normal theory says 2 * 2.486^2 / 4 = 3.1 forks; with t quantiles it takes more.
        int n = ForksNeeded.perSide(0.02, 0.04, 0.05).getAsInt();
        assertTrue(n >= 4 && n <= 6, Integer.toString(n));
    }

    @Test
    void growsAsTheDistanceShrinksAndGivesUp() {
        assertTrue(ForksNeeded.perSide(0.02, 0.01, 0.05).getAsInt() > ForksNeeded.perSide(0.02, 0.02, 0.05).getAsInt());
        assertEquals(OptionalInt.empty(), ForksNeeded.perSide(0.05, 0.0001, 0.05));
        assertEquals(OptionalInt.empty(), ForksNeeded.perSide(0.05, 0, 0.05));
        assertEquals(OptionalInt.of(RatioEstimator.MIN_FORKS), ForksNeeded.perSide(0, 0.01, 0.05));
        assertEquals("more than 1000 forks per side", ForksNeeded.describe(OptionalInt.empty()));
        assertEquals("about 12 forks per side", ForksNeeded.describe(OptionalInt.of(12)));
    }
}
