package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParamOverridesTest {

    @Test
    void parsesNamesAndValuesInOrder() {
        Map<String, List<String>> p = ParamOverrides.parse(" size = 1, 64 ;label=plain;");
        assertEquals(List.of("size", "label"), List.copyOf(p.keySet()));
        assertEquals(List.of("1", "64"), p.get("size"));
        assertEquals(List.of("plain"), p.get("label"));
    }

    @Test
    void unsetOrBlankMeansNone() {
        assertTrue(ParamOverrides.parse(null).isEmpty());
        assertTrue(ParamOverrides.parse("  ").isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"size", "=1", "size=", "1size=2", "si ze=1"})
    void malformedAssignment(String assignment) {
        String text = assignment + ";label=plain";
        assertEquals("bench.params '" + text + "': '" + assignment
                        + "' is not name=value[,value...]; example: size=1,64;label=plain",
                assertThrows(BadInputException.class, () -> ParamOverrides.parse(text)).getMessage());
    }

    @Test
    void emptyValueIsATypo() {
        assertEquals("bench.params 'size=1,,64': 'size' has an empty value; example: size=1,64;label=plain",
                assertThrows(BadInputException.class, () -> ParamOverrides.parse("size=1,,64")).getMessage());
    }

    @Test
    void nameGivenTwice() {
        assertEquals("bench.params 'size=1;size=2': 'size' is given twice; list all values once: size=1,2",
                assertThrows(BadInputException.class, () -> ParamOverrides.parse("size=1;size=2")).getMessage());
    }
}
