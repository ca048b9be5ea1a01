package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RawSettingsTest {

    @Test
    void aPathIsTrimmedAndAbsentWhenNotSet() {
        assertEquals(Path.of("target/bench"), settings(" target/bench ").path("bench.outputDirectory"));
        assertNull(settings("  ").path("bench.outputDirectory"));
        assertNull(RawSettings.EMPTY.path("bench.outputDirectory"));
    }

    @Test
    void aTextThatIsNoPathIsRefusedNamingTheProperty() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> settings("out\0put").path("bench.outputDirectory"));
        assertTrue(e.getMessage().startsWith("bench.outputDirectory 'out\0put' is not a path: "), e.getMessage());
    }

    @Test
    void givenKeepsAnEmptyValueApartFromAnAbsentOne() {
        RawSettings raw = RawSettings.builder().put("bench.jdks", " ").build();
        assertEquals(" ", raw.given("bench.jdks"), "-Dbench.jdks= from a CI variable that expanded to nothing");
        assertEquals(null, raw.text("bench.jdks"), "text() reads it as not set");
        assertEquals(null, raw.given("bench.include"), "absent");
    }

    private static RawSettings settings(String outputDirectory) {
        return RawSettings.builder().put("bench.outputDirectory", outputDirectory).build();
    }
}
