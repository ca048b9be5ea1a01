package io.github.benchplugin.jdk.provision;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PlatformTest {

    @Test
    void namesThePlatformAsTheDiscoApiDoes() {
        assertEquals(new Platform("linux", "x64", "tar.gz"), Platform.of("Linux", "amd64"));
        assertEquals(new Platform("macos", "aarch64", "tar.gz"), Platform.of("Mac OS X", "aarch64"));
        assertEquals(new Platform("windows", "x64", "zip"), Platform.of("Windows 11", "amd64"));
    }
}
