package io.github.benchplugin.jdk;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Maven range forms users write in bench.jdks, read without Maven. */
class JavaVersionRangeTest {

    @Test
    void halfOpenAndOpenEnded() {
        assertTrue(JavaVersionRange.parse("[21,22)").contains("21.0.2+13"));
        assertFalse(JavaVersionRange.parse("[21,22)").contains("22"));
        assertTrue(JavaVersionRange.parse("[17,)").contains("25-ea"));
        assertTrue(JavaVersionRange.parse("(,11]").contains("1.8.0_392"));
        assertFalse(JavaVersionRange.parse("(21,22)").contains("21"));
    }

    @Test
    void exactVersionAndUnions() {
        assertTrue(JavaVersionRange.parse("[21]").contains("21.0.0"));
        assertFalse(JavaVersionRange.parse("[21]").contains("21.0.1"));
        JavaVersionRange union = JavaVersionRange.parse("[8,9),[17,18)");
        assertTrue(union.contains("17.0.15"));
        assertTrue(union.contains("1.8.0_392"));
        assertFalse(union.contains("11.0.2"));
        assertEquals("8", union.firstLowerBound().orElseThrow());
    }

    @Test
    void earlyAccessComesBeforeItsRelease() {
        assertFalse(JavaVersionRange.parse("[25,)").contains("25-ea"));
        assertTrue(JavaVersion.parse("25-ea").compareTo(JavaVersion.parse("25")) < 0);
    }

    @Test
    void malformedRangesAreRefused() {
        for (String bad : new String[] {"[21", "21,22)", "[22,21)", "[a,b)", "[21,22),", "(21)", "[1,2,3)"}) {
            assertThrows(IllegalArgumentException.class, () -> JavaVersionRange.parse(bad), bad);
        }
    }
}
