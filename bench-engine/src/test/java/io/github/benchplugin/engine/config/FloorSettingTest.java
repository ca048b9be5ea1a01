package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FloorSettingTest {

    @Test
    void unsetIsAuto() {
        assertEquals(FloorSetting.AUTO, FloorSetting.parse(null));
        assertEquals(FloorSetting.AUTO, FloorSetting.parse(" "));
    }

    @Test
    void theThreeValuesInAnyCase() {
        assertEquals(FloorSetting.AUTO, FloorSetting.parse("auto"));
        assertEquals(FloorSetting.ALWAYS, FloorSetting.parse("TRUE"));
        assertEquals(FloorSetting.NEVER, FloorSetting.parse(" false "));
        assertEquals("true", FloorSetting.ALWAYS.text());
    }

    @Test
    void aBadValueIsOneLineNamingItAndWhatIsAllowed() {
        BadInputException e = assertThrows(BadInputException.class, () -> FloorSetting.parse("sometimes"));
        assertTrue(e.getMessage().startsWith("bench.floor 'sometimes' is not allowed; use auto, true, false"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
