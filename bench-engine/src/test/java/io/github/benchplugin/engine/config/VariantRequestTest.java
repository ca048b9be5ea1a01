package io.github.benchplugin.engine.config;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VariantRequestTest {

    @Test
    void aPropertyAndItsValues() {
        VariantRequest request = VariantRequest.parse("jackson.version=2.17.3, 2.18.2").orElseThrow();
        assertEquals("jackson.version", request.property());
        assertEquals(List.of("2.17.3", "2.18.2"), request.versions());
        assertEquals("jackson.version=2.18.2", request.spec("2.18.2"));
    }

    @Test
    void coordinatesWithArtifactsThatMoveTogether() {
        VariantRequest request = VariantRequest.parse("com.example:lib+com.example:lib-extra:1.4.0,1.5.0-rc1")
                .orElseThrow();
        assertEquals(null, request.property());
        assertEquals(List.of("com.example:lib", "com.example:lib-extra"), request.artifacts());
        assertEquals(List.of("1.4.0", "1.5.0-rc1"), request.versions());
        assertEquals("com.example:lib+com.example:lib-extra:1.5.0-rc1", request.spec("1.5.0-rc1"));
    }

    @Test
    void noneWhenNotGiven() {
        assertEquals(Optional.empty(), VariantRequest.parse(null));
        assertEquals(Optional.empty(), VariantRequest.parse(" "));
    }

    @Test
    void badValuesAreNamedWithBothForms() {
        for (String[] bad : new String[][] {
                {"lib.version=1.0", "one version only"},
                {"lib.version=1.0,1.0", "'1.0' is given twice"},
                {"lib.version=1.0,", "an empty version"},
                {"lib.version=1.0,../x", "'../x' is not a version"},
                {"1.0,1.1", "neither a property"},
                {"com.example:1.0,1.1", "'com.example' is not groupId:artifactId"},
                {"g:a+g:a:1.0,1.1", "an artifact is named twice"}}) {
            BadInputException e = assertThrows(BadInputException.class, () -> VariantRequest.parse(bad[0]));
            assertTrue(e.getMessage().startsWith("bench.variants '" + bad[0] + "': " + bad[1]), e.getMessage());
            assertTrue(e.getMessage().contains("jackson.version=2.17.3,2.18.2")
                    && e.getMessage().contains("com.example:lib:1.4.0,1.5.0"), e.getMessage());
        }
    }
}
