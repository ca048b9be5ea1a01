package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.EngineJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkDiscoveryTest {

    @TempDir
    Path dir;

    @Test
    void findsJdksInSystemDirectoriesAndDedupesSymlinks() throws Exception {
        Path jvm = dir.resolve("usr/lib/jvm");
        Path jdk17 = FakeJdks.create(jvm.resolve("java-17-openjdk-amd64"), "17.0.15", "Debian");
        Files.createSymbolicLink(jvm.resolve("java-1.17.0-openjdk-amd64"), jdk17);
        Files.createDirectories(jvm.resolve("openjdk-17")); // sources only: no release, no bin/java
        Files.writeString(jvm.resolve(".java-1.17.0-openjdk-amd64.jinfo"), "not a jdk");
        Path jdk25 = FakeJdks.create(jvm.resolve("temurin-25-jdk-amd64"), "25.0.3", "Eclipse Adoptium");

        List<JdkInstallation> found = new JdkDiscovery(Map.of(), null, List.of(jvm), null, EngineJvm.MAVEN).installedJdks();

        assertEquals(List.of(
                new JdkInstallation(jdk17, "17.0.15", 17, "Debian", jvm.toString()),
                new JdkInstallation(jdk25, "25.0.3", 25, "Eclipse Adoptium", jvm.toString())), found);
    }

    @Test
    void directoryWithoutReleaseFileIsIgnored() throws Exception {
        Path jvm = dir.resolve("jvm");
        Path home = FakeJdks.create(jvm.resolve("jre"), "17", "x");
        Files.delete(home.resolve("release"));
        assertEquals(List.of(), new JdkDiscovery(Map.of(), null, List.of(jvm), null, EngineJvm.MAVEN).installedJdks());
    }

    @Test
    void environmentVariablesNameHomesAndAreCredited() {
        Path a = FakeJdks.create(dir.resolve("a"), "21.0.2", "Temurin");
        Path b = FakeJdks.create(dir.resolve("b"), "17.0.9", "Zulu");
        Path c = FakeJdks.create(dir.resolve("c"), "11.0.21", "Corretto");
        Path d = FakeJdks.create(dir.resolve("d"), "25", "Oracle");
        Map<String, String> env = Map.of(
                "JAVA_HOME", a.toString(),
                "JAVA_HOME_17_X64", b.toString(),
                "JAVA11_HOME", c.toString(),
                "JAVA_HOME_25_ARM64", d.toString(),
                "JAVA_OPTS", dir.toString(),
                "PATH", dir.toString());

        List<JdkInstallation> found = new JdkDiscovery(env, null, List.of(), null, EngineJvm.MAVEN).installedJdks();

        assertEquals(List.of("JAVA_HOME", "JAVA11_HOME", "JAVA_HOME_17_X64", "JAVA_HOME_25_ARM64"),
                found.stream().map(JdkInstallation::source).toList());
        assertEquals(List.of(a, c, b, d), found.stream().map(JdkInstallation::javaHome).toList());
    }

    @Test
    void userDirectoriesAndMavenJvmAreSearchedAndTheFirstFinderIsCredited() throws Exception {
        Path home = dir.resolve("home");
        Path sdkman = FakeJdks.create(home.resolve(".sdkman/candidates/java/21.0.2-tem"), "21.0.2", "Temurin");
        Files.createSymbolicLink(home.resolve(".sdkman/candidates/java/current"), sdkman);
        Path gradle = FakeJdks.create(home.resolve(".gradle/jdks/jdk-11"), "11.0.21", "Temurin");
        Path mac = FakeJdks.create(home.resolve("Library/Java/JavaVirtualMachines/zulu-17.jdk/Contents/Home"),
                "17.0.9", "Azul");
        Path maven = FakeJdks.create(dir.resolve("maven-jdk"), "17.0.15", "Debian");

        JdkDiscovery discovery = new JdkDiscovery(Map.of("JAVA_HOME", sdkman.toString()), home, List.of(), maven, EngineJvm.MAVEN);
        List<JdkInstallation> found = discovery.installedJdks();

        assertEquals(List.of("JAVA_HOME", "~/.gradle/jdks", "~/Library/Java/JavaVirtualMachines",
                "Maven's JVM"), found.stream().map(JdkInstallation::source).toList());
        assertEquals(List.of(sdkman, gradle, mac, maven), found.stream().map(JdkInstallation::javaHome).toList());
        assertEquals(new JdkInstallation(maven, "17.0.15", 17, "Debian", "Maven's JVM"), discovery.engineJdk());
    }

    @Test
    void listsWhereItLooked() throws Exception {
        Path home = dir.resolve("home");
        Files.createDirectories(home.resolve(".jdks"));
        Path jvm = dir.resolve("jvm");
        JdkDiscovery discovery = new JdkDiscovery(Map.of("JAVA_HOME_21_X64", "/opt/x"), home, List.of(jvm),
                Path.of("/maven/jdk"), EngineJvm.MAVEN);

        assertEquals(List.of("JAVA_HOME (not set)", "JAVA_HOME_21_X64=/opt/x", "~/.jdks", "~/.m2/jdks (absent)",
                "~/.sdkman/candidates/java (absent)", "~/.gradle/jdks (absent)", "~/.jenv/versions (absent)",
                "~/.asdf/installs/java (absent)", "~/Library/Java/JavaVirtualMachines (absent)",
                jvm + " (absent)", "Maven's JVM (/maven/jdk)"), discovery.placesSearched());
        assertTrue(new JdkDiscovery(Map.of(), null, List.of(), null, EngineJvm.MAVEN).placesSearched()
                .contains("other JAVA*_HOME and JAVA_HOME_<N>_X64 variables (none set)"));
    }

    @Test
    void theSystemDirectoriesCanBeReplacedSoATestSeesOnlyItsOwnJdks() {
        assertEquals(JdkDiscovery.defaultSystemDirectories("Linux"), JdkDiscovery.systemDirectories(null, "Linux"));
        assertEquals(List.of(), JdkDiscovery.systemDirectories("", "Linux"));
        assertEquals(List.of(Path.of("/opt/a"), Path.of("/opt/b")),
                JdkDiscovery.systemDirectories("/opt/a" + java.io.File.pathSeparator + " /opt/b ", "Linux"));
    }
}
