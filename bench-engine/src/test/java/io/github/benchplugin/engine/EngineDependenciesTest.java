package io.github.benchplugin.engine;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * bench-engine must stay usable without Maven (a command line, another build tool): nothing of
 * Maven may reach its class path, directly or through a dependency of a dependency.
 */
class EngineDependenciesTest {

    @Test
    void noMavenArtifactOnTheEngineClassPath() {
        List<String> maven = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.replace('\\', '/').contains("/org/apache/maven/"))
                .toList();
        assertEquals(List.of(), maven, "bench-engine depends on Maven; keep Maven types in bench-maven-plugin");
    }

    @Test
    void noMavenApiLoadable() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.maven.plugin.Mojo"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.maven.execution.MavenSession"));
    }
}
