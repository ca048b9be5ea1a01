package io.github.benchplugin.maven.jdk;

import io.github.benchplugin.jdk.FakeJdks;
import io.github.benchplugin.jdk.ToolchainReadException;
import io.github.benchplugin.jdk.home.JdkInstallation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;

import org.apache.maven.execution.MavenSession;
import org.apache.maven.toolchain.Toolchain;
import org.apache.maven.toolchain.ToolchainManager;
import org.apache.maven.toolchain.ToolchainPrivate;
import org.apache.maven.toolchain.model.ToolchainModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MavenToolchainSourceTest {

    @TempDir
    Path dir;

    @Test
    void readsEachJdkToolchainFromItsReleaseFileNotFromProvides() {
        Path home = FakeJdks.create(dir.resolve("jdk-21"), "21.0.2", "Temurin");
        Path wrong = FakeJdks.create(dir.resolve("jdk-17"), "17.0.9", "Zulu");
        MavenToolchainSource source = source(() -> List.of(
                toolchain("21", home.resolve("bin/java").toString()),
                toolchain("21", wrong.resolve("bin/java").toString())));

        assertEquals(List.of(new JdkInstallation(home, "21.0.2", 21, "Temurin", "toolchains.xml"),
                new JdkInstallation(wrong, "17.0.9", 17, "Zulu", "toolchains.xml")), source.jdkToolchains());
        assertEquals(List.of("toolchain {version=21} JDK[" + wrong + "] provides version 21 but its release file"
                + " says 17.0.9; bench uses 17.0.9"), source.problems());
    }

    @Test
    void unusableToolchainsAreSkippedWithAReason() {
        Path noRelease = dir.resolve("no-release");
        FakeJdks.create(noRelease, "21", "x");
        noRelease.resolve("release").toFile().delete();
        MavenToolchainSource source = source(() -> List.of(
                toolchain("22", null),
                toolchain("21", noRelease.resolve("bin/java").toString())));

        assertEquals(List.of(), source.jdkToolchains());
        assertEquals(List.of("toolchain {version=22} JDK[null] skipped: its jdkHome has no bin/java",
                "toolchain {version=21} JDK[" + noRelease + "] skipped: " + noRelease
                        + " is not a JDK home: it has no readable release file"), source.problems());
    }

    @Test
    void unreadableToolchainsBecomeOneCleanMessage() {
        MavenToolchainSource source = source(() -> {
            throw new IllegalStateException("Failed to parse toolchains.xml:\n  unexpected end of file");
        });
        ToolchainReadException e = assertThrows(ToolchainReadException.class, source::jdkToolchains);
        assertEquals("Cannot read the JDK toolchains (~/.m2/toolchains.xml or the file given with -t):"
                + " Failed to parse toolchains.xml: unexpected end of file;"
                + " fix the file, or give JDK home paths in bench.jdks", e.getMessage());
    }

    private static MavenToolchainSource source(Supplier<List<Toolchain>> toolchains) {
        ToolchainManager manager = new ToolchainManager() {
            @Override
            public Toolchain getToolchainFromBuildContext(String type, MavenSession session) {
                return null;
            }

            @Override
            public List<Toolchain> getToolchains(MavenSession session, String type, Map<String, String> req) {
                assertEquals("jdk", type);
                assertEquals(Map.of(), req, "we match versions ourselves");
                return toolchains.get();
            }
        };
        return new MavenToolchainSource(manager, null);
    }

    /** Answers like Maven's JDK toolchain: findTool gives the launcher path, or null when there is none. */
    private static Toolchain toolchain(String providesVersion, String javaPath) {
        ToolchainModel model = new ToolchainModel();
        model.setType("jdk");
        Properties provides = new Properties();
        provides.setProperty("version", providesVersion);
        model.setProvides(provides);
        return new ToolchainPrivate() {
            @Override
            public String getType() {
                return "jdk";
            }

            @Override
            public String findTool(String tool) {
                return javaPath;
            }

            @Override
            public boolean matchesRequirements(Map<String, String> requirements) {
                return true;
            }

            @Override
            public ToolchainModel getModel() {
                return model;
            }

            @Override
            public String toString() {
                return "JDK[" + (javaPath == null ? null : Path.of(javaPath).getParent().getParent()) + "]";
            }
        };
    }
}
