package io.github.benchplugin.jdk;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JavaVersionTest {

    @Test
    void versionsSortAsUsersExpect() {
        assertTrue(cmp("1.8.0_392", "17.0.15") < 0);
        assertTrue(cmp("17.0.15", "21") < 0);
        assertTrue(cmp("21", "21.0.2") < 0);
        assertTrue(cmp("21.0.2", "21.0.10") < 0);
        assertTrue(cmp("25-ea", "25") < 0);
        assertEquals(0, cmp("21.0.2+13", "21.0.2"));
    }

    private static int cmp(String a, String b) {
        return JavaVersion.parse(a).compareTo(JavaVersion.parse(b));
    }
}
