package io.github.benchplugin.jdk.provision;

import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlPolicyTest {

    @Test
    void httpsAnywhereAndPlainHttpOnlyToThisMachine() {
        assertDoesNotThrow(() -> UrlPolicy.check(URI.create("https://api.foojay.io/disco/v3.0"), "x"));
        assertDoesNotThrow(() -> UrlPolicy.check(URI.create("http://127.0.0.1:8080/disco"), "x"));
        assertDoesNotThrow(() -> UrlPolicy.check(URI.create("http://localhost/disco"), "x"));
        assertDoesNotThrow(() -> UrlPolicy.check(URI.create("http://[::1]:9000/"), "x"));
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> UrlPolicy.check(URI.create("http://mirror.example.org/disco"), "bench.provisionUrl"));
        assertTrue(e.getMessage().startsWith("bench.provisionUrl 'http://mirror.example.org/disco' uses plain http"),
                e.getMessage());
        assertThrows(ProvisionException.class, () -> UrlPolicy.check(URI.create("ftp://example.org/x"), "x"));
        assertThrows(ProvisionException.class, () -> UrlPolicy.check(URI.create("file:///etc/passwd"), "x"));
        // A name that merely starts like a loopback address is a name, not loopback.
        assertThrows(ProvisionException.class, () -> UrlPolicy.check(URI.create("http://127.0.0.1.evil.org/"), "x"));
    }
}
