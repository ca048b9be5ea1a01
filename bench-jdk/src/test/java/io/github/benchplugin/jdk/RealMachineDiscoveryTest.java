package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.EngineJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Discovery on this machine: the build box has JDK 17 (Debian) and Temurin 25 in /usr/lib/jvm. */
class RealMachineDiscoveryTest {

    private static final Path TEMURIN_25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    @Test
    void findsJdk17And25InUsrLibJvm() throws Exception {
        assumeTrue(Files.isDirectory(TEMURIN_25), "needs " + TEMURIN_25);

        List<JdkInstallation> found = JdkDiscovery.ofThisMachine(EngineJvm.MAVEN).installedJdks();
        Path temurin = TEMURIN_25.toRealPath();

        assertTrue(found.stream().anyMatch(j -> j.featureVersion() == 17
                && j.javaHome().startsWith("/usr/lib/jvm")), () -> "no JDK 17 in " + found);
        assertTrue(found.stream().anyMatch(j -> j.featureVersion() == 25
                && j.javaHome().equals(temurin)), () -> "no JDK 25 in " + found);
        assertEquals(found.size(), found.stream().map(JdkInstallation::javaHome).distinct().count(),
                "each JDK once, whatever symlinks point at it");
        assertTrue(found.stream().noneMatch(j -> j.javaHome().endsWith("openjdk-17")),
                "a directory with only sources is not a JDK");
    }

    @Test
    void resolvesTheContractExampleOnThisMachine() {
        assumeTrue(Files.isDirectory(TEMURIN_25), "needs " + TEMURIN_25);

        List<ResolvedJdk> resolved = new JdkResolver(ToolchainSource.NONE, JdkDiscovery.ofThisMachine(EngineJvm.MAVEN))
                .resolve(JdkRequests.parse("17,25,17"));

        assertEquals(List.of("17", "25", "17_2"), resolved.stream().map(ResolvedJdk::id).toList());
        assertTrue(resolved.get(1).jdk().javaVersion().startsWith("25"));
    }
}
