package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Real JVMs: the JDK running the tests, asked {@code <java> <flags> -version}. */
class JvmFlagsTrialTest {

    private static final Path HOME = Path.of(System.getProperty("java.home"));
    private static final int FEATURE = Runtime.version().feature();

    private final RecordingLog log = new RecordingLog();

    private static TargetRuntime jdk(String id, TargetRuntime.Placement placement) {
        return TargetRuntime.builder(id).requested(id).javaHome(HOME).javaVersion(System.getProperty("java.version"))
                .featureVersion(FEATURE).vendor("test").placement(placement).build();
    }

    private static TargetRuntime forked(String id) {
        return jdk(id, TargetRuntime.Placement.FORKED);
    }

    @Test
    void aHeapSizeTheJvmRefusesIsOneErrorWithTheJvmsOwnWords() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> new JvmFlagsTrial(log).check(List.of(forked("17")), List.of("-Xmx1z"), List.of()));
        assertEquals("bench.jvmArgs=-Xmx1z: JDK " + FEATURE + " (" + HOME + ") refuses it: Invalid maximum heap size:"
                + " -Xmx1z", e.getMessage());
    }

    @Test
    void theReasonIsTheJvmsLineNotTheLaunchersBoilerplate() {
        BadInputException e = assertThrows(BadInputException.class, () -> new JvmFlagsTrial(log)
                .check(List.of(forked("17")), List.of("-Dlabel=ok", "-XX:+UseNoSuchCollector"), List.of()));
        assertTrue(e.getMessage().startsWith("bench.jvmArgs=-Dlabel=ok -XX:+UseNoSuchCollector: JDK " + FEATURE),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("refuses them: Unrecognized VM option 'UseNoSuchCollector'"), e.getMessage());
        assertEquals("Multiple garbage collectors selected", JvmFlagsTrial.reason(List.of(
                "Error occurred during initialization of VM", "Multiple garbage collectors selected"), 1));
        assertEquals("it exits with code 1 and says nothing", JvmFlagsTrial.reason(List.of(
                "", "Error: Could not create the Java Virtual Machine.",
                "Error: A fatal exception has occurred. Program will exit."), 1));
    }

    @Test
    void flagsTheJvmTakesPassOnceForEachJdkHomeAndQuickly() {
        List<TargetRuntime> columns = List.of(forked("17"), forked("17_2"));
        long started = System.nanoTime();
        new JvmFlagsTrial(log).check(columns, List.of("-Xmx64m", "-Dlabel=two words"), List.of());
        long millis = Duration.ofNanos(System.nanoTime() - started).toMillis();
        assertEquals(1, log.debug.stream().filter(l -> l.startsWith("Tried ")).count(), "one JVM per JDK home: " + log.debug);
        assertTrue(millis < 10_000, "a -version, not a run: " + millis + " ms");
    }

    @Test
    void nothingIsStartedWithoutFlagsOrForAJdkThatRunsInProcess() {
        new JvmFlagsTrial(log).check(List.of(forked("17")), List.of(), List.of(new RuntimeProfile("none", List.of())));
        new JvmFlagsTrial(log).check(List.of(jdk("17", TargetRuntime.Placement.MAVEN_JVM)), List.of("-Xmx1z"),
                List.of());
        assertEquals(List.of(), log.debug);
    }

    @Test
    void aUserProfilesFlagsAreTriedWithBenchJvmArgsAfterThem() {
        RuntimeProfile bigheap = new RuntimeProfile("bigheap", List.of("-Xmx4z"));
        BadInputException e = assertThrows(BadInputException.class, () -> new JvmFlagsTrial(log)
                .check(List.of(forked("17")), List.of("-Dlabel=x"), List.of(bigheap)));
        assertEquals("profile 'bigheap' (-Xmx4z) with bench.jvmArgs=-Dlabel=x: JDK " + FEATURE + " (" + HOME
                + ") refuses them: Invalid maximum heap size: -Xmx4z", e.getMessage());
    }

    @Test
    void aJvmThatWaitsIsNoVerdictButAWarning() {
        // A debugger agent with suspend=y waits for a debugger forever: the forks would too, but that is no refusal.
        new JvmFlagsTrial(log, Duration.ofSeconds(2)).check(List.of(forked("17")),
                List.of("-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0"), List.of());
        assertEquals(1, log.warn.size(), log.warn::toString);
        assertTrue(log.warn.get(0).contains("did not end within 2 s"), log.warn::toString);
    }
}
