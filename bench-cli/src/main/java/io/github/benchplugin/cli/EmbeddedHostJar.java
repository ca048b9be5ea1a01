package io.github.benchplugin.cli;

import io.github.benchplugin.engine.hosts.HostJar;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The executable jar carries bench-host's own jar as a resource (see the module's pom): copied to a
 * temporary file and named to the engine, it is what goes on the measured class path, instead of
 * the whole shaded jar with Jackson and a second JMH.
 */
final class EmbeddedHostJar {

    private static final String RESOURCE = "bench-host.jar";

    private EmbeddedHostJar() {
    }

    static void install() throws IOException {
        if (System.getProperty(HostJar.LOCATION_PROPERTY) != null) {
            return;
        }
        try (InputStream in = EmbeddedHostJar.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return; // run from classes (a test): bench-host is a jar of its own on the class path
            }
            Path jar = Files.createTempFile("bench-host", ".jar");
            jar.toFile().deleteOnExit();
            Files.copy(in, jar, StandardCopyOption.REPLACE_EXISTING);
            System.setProperty(HostJar.LOCATION_PROPERTY, jar.toString());
        }
    }
}
