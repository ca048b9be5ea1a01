package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.config.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProjectJmhTest {

    @TempDir
    Path tmp;

    @Test
    void theVersionComesFromTheJarsMavenMetadata() {
        Path jar = BenchmarkCatalogTest.codeSource(org.openjdk.jmh.runner.Runner.class);
        assertEquals("1.37", ProjectJmh.find(List.of(tmp, jar), "app").version());
    }

    @Test
    void anUberJarNamesTheJmhItEmbeds() throws Exception {
        Path uber = tmp.resolve("benchmarks.jar");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(uber))) {
            out.putNextEntry(new java.util.zip.ZipEntry("META-INF/maven/org.openjdk.jmh/jmh-core/pom.properties"));
            out.write("groupId=org.openjdk.jmh\nartifactId=jmh-core\nversion=1.36\n".getBytes());
        }
        ProjectJmh jmh = ProjectJmh.find(List.of(uber), "benchmarks.jar");
        assertEquals(new ProjectJmh(uber, "1.36"), jmh);
    }

    @Test
    void elseFromTheFileName() throws Exception {
        Path jar = Files.writeString(tmp.resolve("jmh-core-1.21.jar"), "not a zip");
        assertEquals("1.21", ProjectJmh.find(List.of(jar), "app").version());
    }

    @Test
    void aReleaseOlderThanTheOldestSupportedIsOneClearError() throws Exception {
        Path jar = Files.writeString(tmp.resolve("jmh-core-1.15.jar"), "not a zip");
        BadInputException e = assertThrows(BadInputException.class, () -> ProjectJmh.find(List.of(jar), "app"));
        assertEquals("app uses JMH 1.15 (" + jar + "); bench runs JMH 1.16 and newer: set org.openjdk.jmh:jmh-core"
                + " and jmh-generator-annprocess to 1.16 or newer (1.37 is current)", e.getMessage());
    }

    @Test
    void noJmhIsOneClearError() {
        BadInputException e = assertThrows(BadInputException.class, () -> ProjectJmh.find(List.of(tmp), "app"));
        assertTrue(e.getMessage().startsWith("org.openjdk.jmh:jmh-core is not on the test class path of app"));
    }

    @Test
    void versionsCompareNumerically() {
        assertTrue(ProjectJmh.compare("1.9", "1.16") < 0);
        assertTrue(ProjectJmh.compare("1.37", "1.16") > 0);
        assertEquals(0, ProjectJmh.compare("1.16", "1.16"));
        assertTrue(ProjectJmh.compare("1.37.1", "1.37") > 0);
        assertTrue(ProjectJmh.compare("unknown", "1.16") > 0, "an unknown version is not refused");
    }
}
