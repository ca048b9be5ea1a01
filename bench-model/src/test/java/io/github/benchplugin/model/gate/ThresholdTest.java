package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.error.UserInputException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThresholdTest {

    @Test
    void percentagesBecomeFractions() {
        assertEquals(0.05, Threshold.parse("5%").fraction(), 1e-12);
        assertEquals(0.005, Threshold.parse("0.5%").fraction(), 1e-12);
        assertEquals(0.125, Threshold.parse(" 12.5 % ").fraction(), 1e-12);
        assertEquals(1.5, Threshold.parse("150%").fraction(), 1e-12, "more than 100% is a valid slowdown");
    }

    @Test
    void showsAsItWasWritten() {
        assertEquals("5%", Threshold.parse("5%").toString());
        assertEquals("0.5%", Threshold.parse("0.5%").toString());
        assertEquals("12.5%", Threshold.parse("12.5%").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-5%", "0%", "0.0%", "150", "0.05", "5", "", "%", "5%%", "0,5%", "1e2%"})
    void badValuesGiveOneLineNamingTheValue(String bad) {
        UserInputException e = assertThrows(UserInputException.class, () -> Threshold.parse(bad));
        assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        assertTrue(e.getMessage().contains("5%"), "says what is allowed: " + e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void nullIsRejectedLikeAnyBadValue() {
        assertThrows(UserInputException.class, () -> Threshold.parse(null));
    }
}
