package io.github.benchplugin.engine.run;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.jdk.provision.ProvisionSettings;
import io.github.benchplugin.model.result.RuntimeProfile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.jdks, bench.fallback and bench.inProcess turned into the run's columns, over fake JDK homes:
 * 17 and 25 declared as toolchains, 21 running "Maven", nothing else on the machine.
 */
class RuntimeSelectionTest {

    @TempDir
    Path dir;

    private Path jdk17;
    private Path jdk25;
    private Path mavenJdk;
    private ToolchainSource toolchains;
    private JdkDiscovery machine;
    private final RecordingLog log = new RecordingLog();

    @BeforeEach
    void machine() throws Exception {
        jdk17 = FakeJdks.create(dir.resolve("tc/jdk-17"), "17.0.15", "Debian");
        jdk25 = FakeJdks.create(dir.resolve("tc/jdk-25"), "25.0.1", "Eclipse Adoptium");
        mavenJdk = FakeJdks.create(dir.resolve("maven/jdk-21"), "21.0.4", "Maven's vendor");
        List<JdkInstallation> declared = List.of(JdkHome.inspect(jdk17, "toolchains.xml"),
                JdkHome.inspect(jdk25, "toolchains.xml"));
        toolchains = () -> declared;
        Path nothingInstalled = Files.createDirectories(dir.resolve("no-jdks"));
        machine = new JdkDiscovery(Map.of(), null, List.of(nothingInstalled), mavenJdk, EngineJvm.CLI);
    }

    private RuntimeSelection selection(String jdks, String fallback, boolean inProcess) {
        return new RuntimeSelection(toolchains, log, ProvisionSettings.disabled(), jdks, fallback, inProcess, machine);
    }

    private static List<String> ids(List<TargetRuntime> runtimes) {
        return runtimes.stream().map(TargetRuntime::id).toList();
    }

    @Test
    void columnsFollowBenchJdksInTheUsersOrderEachForkedOnItsOwnJdk() {
        List<TargetRuntime> runtimes = selection("25, 17", null, false).select();

        assertEquals(List.of("25", "17"), ids(runtimes));
        assertEquals(List.of(jdk25, jdk17), runtimes.stream().map(TargetRuntime::javaHome).toList());
        assertEquals(List.of("25.0.1", "17.0.15"), runtimes.stream().map(TargetRuntime::javaVersion).toList());
        assertTrue(runtimes.stream().allMatch(TargetRuntime::isolated));
        assertEquals("found via toolchains.xml", runtimes.get(1).note());
        assertEquals("Runtime 25: Java 25.0.1 (Eclipse Adoptium) " + jdk25, log.info.get(0));
    }

    @Test
    void aJdkListedTwiceIsTwoColumnsTheSecondCalled17_2() {
        List<TargetRuntime> runtimes = selection("17,17", null, false).select();

        assertEquals(List.of("17", "17_2"), ids(runtimes));
        assertEquals(List.of("17", "17"), runtimes.stream().map(TargetRuntime::requested).toList());
        assertEquals(runtimes.get(0).javaHome(), runtimes.get(1).javaHome());
    }

    @Test
    void withoutAFallbackAJdkThatIsNotThereStopsTheRunNamingIt() {
        BadInputException e = assertThrows(BadInputException.class, () -> selection("17,99", null, false).select());

        assertTrue(e.getMessage().startsWith("No JDK matches bench.jdks entry '99' ("), e.getMessage());
        assertTrue(log.warn.isEmpty(), log.warn.toString());
    }

    @Test
    void fallbackInProcessMeasuresAMissingJdkInsideMavensJvmFlaggedAndSaysWhy() {
        List<TargetRuntime> runtimes = selection("17,99", "in-process", false).select();

        assertEquals(List.of("17", "99"), ids(runtimes));
        TargetRuntime replaced = runtimes.get(1);
        assertEquals(TargetRuntime.Placement.MAVEN_JVM, replaced.placement());
        assertEquals(mavenJdk, replaced.javaHome());
        assertEquals("21.0.4", replaced.javaVersion());
        assertEquals("99", replaced.requested());
        assertTrue(replaced.note().startsWith("bench.fallback=in-process: No JDK matches bench.jdks entry '99' ("),
                replaced.note());
        assertTrue(replaced.note().endsWith("; measured inside the CLI's JVM (21.0.4)"), replaced.note());
        assertFalse(replaced.note().contains("\n"), replaced.note());
        assertEquals(1, log.warn.size(), log.warn.toString());
        assertTrue(log.warn.get(0).startsWith("bench.fallback=in-process: "), log.warn.get(0));
        assertTrue(log.warn.get(0).endsWith("-> measuring '99' inside the CLI's JVM, flagged UNISOLATED"), log.warn.get(0));
        assertTrue(runtimes.get(0).isolated(), "the JDK that is there is still forked");
    }

    @Test
    void aJdkThatCannotStartIsReplacedInsideMavensJvmOnlyWithTheFallback() {
        RuntimeProfile profile = new RuntimeProfile("bigheap", List.of("-Xmx4g"));
        TargetRuntime broken = TargetRuntime.builder("25-bigheap").requested("25").javaHome(jdk25).javaVersion("25.0.1")
                .featureVersion(25).vendor("v").profile(profile).build();

        Optional<TargetRuntime> replacement = selection("25", "in-process", false)
                .replacementFor(broken, "exit code 1: Unrecognized VM option");

        TargetRuntime r = replacement.orElseThrow();
        assertEquals("25-bigheap", r.id());
        assertEquals(TargetRuntime.Placement.MAVEN_JVM, r.placement());
        assertEquals(mavenJdk, r.javaHome());
        assertEquals(profile, r.profile());
        assertEquals("bench.fallback=in-process: exit code 1: Unrecognized VM option; measured inside the CLI's JVM (21.0.4)",
                r.note());
        assertEquals(Optional.empty(), selection("25", "none", false).replacementFor(broken, "exit code 1"));
    }

    @Test
    void inProcessPutsEveryColumnInsideMavensJvmAndSaysSo() {
        List<TargetRuntime> runtimes = selection("17,25", null, true).select();

        assertEquals(List.of("17", "25"), ids(runtimes));
        assertTrue(runtimes.stream().allMatch(TargetRuntime::inProcess));
        assertEquals("bench.inProcess=true: measured inside the CLI's JVM (21.0.4), not forked", runtimes.get(0).note());
    }

    @Test
    void anEntryThatIsNoJdkIsOneBadInputNamingIt() {
        BadInputException e = assertThrows(BadInputException.class, () -> selection("17,banana", null, false).select());

        assertTrue(e.getMessage().startsWith("bench.jdks entry 'banana' is not "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(log.info.isEmpty(), "no column is announced: " + log.info);
    }

    @Test
    void anUnknownFallbackIsRefusedBeforeAnythingIsSelected() {
        BadInputException e = assertThrows(BadInputException.class, () -> selection("17", "fork-anyway", false));

        assertTrue(e.getMessage().startsWith("bench.fallback 'fork-anyway' is not allowed; use none"), e.getMessage());
    }
}
