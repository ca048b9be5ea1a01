package io.github.benchplugin.jdk.home;

import io.github.benchplugin.jdk.FakeJdks;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkHomeTest {

    @TempDir
    Path dir;

    @Test
    void readsAFakeJdk() {
        Path home = FakeJdks.create(dir.resolve("jdk-21"), "21.0.2", "Eclipse Adoptium");
        assertEquals(new JdkInstallation(home, "21.0.2", 21, "Eclipse Adoptium", "here"),
                JdkHome.inspect(home, "here"));
    }

    @Test
    void macOsBundleIsAcceptedThroughContentsHome() {
        Path home = FakeJdks.create(dir.resolve("temurin-21.jdk/Contents/Home"), "21.0.2", "Eclipse Adoptium");
        assertEquals(home, JdkHome.inspect(dir.resolve("temurin-21.jdk"), "x").javaHome());
    }

    @Test
    void saysWhyADirectoryIsNotAJdk() throws Exception {
        Path noJava = dir.resolve("no-java");
        Files.createDirectories(noJava);
        Files.writeString(noJava.resolve("release"), "JAVA_VERSION=\"21\"");
        assertEquals(noJava + " is not a JDK home: it has no bin/java", message(noJava));

        Path noRelease = FakeJdks.create(dir.resolve("no-release"), "21", "x");
        Files.delete(noRelease.resolve("release"));
        assertEquals(noRelease + " is not a JDK home: it has no readable release file", message(noRelease));

        Path noVersion = FakeJdks.create(dir.resolve("no-version"), "21", "x");
        Files.writeString(noVersion.resolve("release"), "IMPLEMENTOR=\"x\"");
        assertEquals(noVersion + " is not a JDK home: its release file has no JAVA_VERSION", message(noVersion));

        Path missing = dir.resolve("missing");
        assertEquals(missing + " is not a JDK home: it does not exist", message(missing));

        Path file = Files.writeString(dir.resolve("file"), "");
        assertEquals(file + " is not a JDK home: it is not a directory", message(file));
    }

    private static String message(Path home) {
        return assertThrows(NotAJdkHomeException.class, () -> JdkHome.inspect(home, "x")).getMessage();
    }
}
