package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's way to use the plugin without a POM entry: the group in settings.xml's
 * pluginGroups (here a settings file given with -s), then the same commands.
 *
 * <p>A prefix is found through the group's maven-metadata.xml, which Central has for a release
 * and which Maven 3.9+ writes when it installs a plugin. Maven 3.8 with maven-plugin-plugin 3.10+
 * writes none, so the plugin under test is installed once more with the Maven 3.9 of this build,
 * as a user's Maven 3.9 build or a release would have it.
 */
class WithoutPomEntryIT {

    @Test
    void jdksAndRunWorkThroughPluginGroups() throws Exception {
        MavenRun project = MavenRun.project("no-plugin-entry", "no-plugin-entry");
        String settings = project.dir().resolve("settings.xml").toString();
        installWithPrefixMetadata(project);

        MavenRun.Result jdks = project.run("-s", settings, "bench:jdks");
        assertEquals(0, jdks.exitCode(), jdks::toString);
        assertTrue(jdks.output().contains(MavenRun.JDK_17.toString()), jdks::toString);

        MavenRun.Result run = project.run("-s", settings, "bench:run", "-Dbench.job=dry");
        assertEquals(0, run.exitCode(), run::toString);
        JsonNode root = new ObjectMapper().readTree(project.benchDir().resolve("results.json").toFile());
        assertEquals("org.acme.MathBench.sqrt", root.get("rows").get(0).get("benchmark").asText());
        assertEquals("ok", root.get("rows").get(0).get("cells").get("17").get("status").asText());
    }

    private static void installWithPrefixMetadata(MavenRun project) throws Exception {
        String version = System.getProperty("bench.plugin.version");
        Path installed = Path.of(System.getProperty("bench.localRepository"), "io", "github", "benchplugin",
                "bench-maven-plugin", version);
        // Copies: install-file refuses to install a file onto itself.
        Path jar = Files.copy(installed.resolve("bench-maven-plugin-" + version + ".jar"),
                project.dir().resolve("bench-maven-plugin.jar"), StandardCopyOption.REPLACE_EXISTING);
        Path pom = Files.copy(installed.resolve("bench-maven-plugin-" + version + ".pom"),
                project.dir().resolve("bench-maven-plugin.pom"), StandardCopyOption.REPLACE_EXISTING);
        MavenRun.Result install = project.withMavenHome(Path.of(System.getProperty("bench.maven39.home")))
                .run("install:install-file", "-Dfile=" + jar, "-DpomFile=" + pom);
        project.withMavenHome(null);
        assertEquals(0, install.exitCode(), install::toString);
    }
}
