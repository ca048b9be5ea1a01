package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DurationsTest {

    @ParameterizedTest
    @CsvSource({"500ms,500", "2s,2000", "10m,600000", "10min,600000", "1h,3600000", "1.5s,1500", "3,3000",
            "' 2 s ',2000", "2S,2000"})
    void parses(String text, long millis) {
        assertEquals(Duration.ofMillis(millis), Durations.parse("bench.timeout", text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10 minutes", "-1s", "abc", "", "1e3s", "1,5s", ".5s"})
    void rejectsWithOneLineNamingTheValue(String text) {
        BadInputException e = assertThrows(BadInputException.class, () -> Durations.parse("bench.timeout", text));
        assertEquals("bench.timeout '" + text + "' is not a duration; use a number with a unit: 500ms, 2s, 10m or 1h",
                e.getMessage());
    }

    @Test
    void rejectsLessThanAMillisecond() {
        assertEquals("bench.time '0s' is shorter than a millisecond",
                assertThrows(BadInputException.class, () -> Durations.parse("bench.time", "0s")).getMessage());
    }

    @Test
    void rejectsAbsurdlyLongDurationsInsteadOfOverflowingLater() {
        String huge = "9".repeat(30) + "h";
        assertEquals("bench.timeout '" + huge + "' is longer than the 30 days a benchmark may take",
                assertThrows(BadInputException.class, () -> Durations.parse("bench.timeout", huge)).getMessage());
    }

    @Test
    void nullIsReportedNotThrownAsNullPointer() {
        assertThrows(BadInputException.class, () -> Durations.parse("bench.time", null));
    }

    @Test
    void human() {
        assertEquals("350ms", Durations.human(Duration.ofMillis(350)));
        assertEquals("12s", Durations.human(Duration.ofSeconds(12)));
        assertEquals("1m 05s", Durations.human(Duration.ofSeconds(65)));
        assertEquals("2h 03m", Durations.human(Duration.ofMinutes(123)));
    }
}
