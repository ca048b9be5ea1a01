package io.github.benchplugin.engine.request;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.error.UserInputException;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one parse step: every kind of bad value is refused here, before the lock is taken and before
 * any project code is read (no code is given to it at all), each as a user error naming the value.
 */
class RunRequestTest {

    @TempDir
    Path dir;

    private final RecordingLog log = new RecordingLog();

    private RunRequest parse(String property, String value) {
        return RunRequest.parse(RawSettings.builder().put("bench.inProcess", "true").put(property, value).build(),
                List.of(), new Door(ToolchainSource.NONE, log, true, null, dir, "test", EngineJvm.CLI), dir);
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
            "bench.failOnError|flase|bench.failOnError",
            "bench.strictIsolation|yes|bench.strictIsolation",
            "bench.verifyIsolation|1|bench.verifyIsolation",
            "bench.inProcess|maybe|bench.inProcess",
            "bench.fallback|fork-anyway|bench.fallback",
            "bench.provision|sometimes|bench.provision",
            "bench.failOnRegression|5|bench.failOnRegression",
            "bench.failOnAllocRegression|-1%|bench.failOnAllocRegression",
            "bench.failOnChange|5%|bench.failOnChange",
            "bench.targetError|2|bench.targetError",
            "bench.forks|many|bench.forks",
            "bench.timeout|soon|bench.timeout",
            "bench.lockWait|forever|bench.lockWait",
            "bench.shard|3/2|bench.shard",
            "bench.job|quick|bench.job",
            "bench.floor|sometimes|bench.floor",
            "bench.jdks|17,,21|bench.jdks",
    })
    void aBadValueOfEachKindIsAUserErrorNamingItsProperty(String property, String value, String named) {
        UserInputException e = assertThrows(UserInputException.class, () -> parse(property, value));
        assertTrue(e.getMessage().contains(named), e.getMessage());
    }

    @Test
    void aJdkThatIsNotThereIsRefusedAtOnce() {
        Path missing = dir.resolve("no-such-jdk");
        JdkResolutionException e = assertThrows(JdkResolutionException.class, () -> RunRequest.parse(
                RawSettings.builder().put("bench.jdks", missing.toString()).build(), List.of(),
                new Door(ToolchainSource.NONE, log, true, null, dir, "test", EngineJvm.CLI), dir));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
    }

    @Test
    void anEmptyJdkListIsRefusedNotReadAsTheEngineJdk() {
        for (String empty : List.of("", "  ", ",,")) {
            JdkResolutionException e = assertThrows(JdkResolutionException.class, () -> RunRequest.parse(
                    RawSettings.builder().put("bench.jdks", empty).build(), List.of(),
                    new Door(ToolchainSource.NONE, log, true, null, dir, "test", EngineJvm.CLI), dir));
            assertTrue(e.getMessage().startsWith("bench.jdks '" + empty + "' is empty; give a feature version"),
                    e.getMessage());
        }
    }

    @Test
    void jvmArgsTheJdkRefusesAreRefusedBeforeTheLock() {
        Path home = Path.of(System.getProperty("java.home"));
        BadInputException e = assertThrows(BadInputException.class, () -> RunRequest.parse(
                RawSettings.builder().put("bench.jdks", home.toString()).put("bench.jvmArgs", "-Xmx1z").build(),
                List.of(), new Door(ToolchainSource.NONE, log, true, null, dir, "test", EngineJvm.CLI), dir));
        assertTrue(e.getMessage().startsWith("bench.jvmArgs=-Xmx1z: JDK "), e.getMessage());
        assertTrue(e.getMessage().endsWith("refuses it: Invalid maximum heap size: -Xmx1z"), e.getMessage());
    }

    @Test
    void aCompareToFileThatIsNotThereIsRefusedBeforeMeasuring() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> parse("bench.compareTo", dir.resolve("missing.json").toString()));
        assertTrue(e.getMessage().startsWith("bench.compareTo"), e.getMessage());
    }

    @Test
    void goodValuesBecomeOneTypedRequestWithTheRuntimesResolved() throws Exception {
        RunRequest request = RunRequest.parse(RawSettings.builder().put("bench.inProcess", "true")
                        .put("bench.strictIsolation", "true").put("bench.failOnError", "false")
                        .put("bench.failOnRegression", "5%").put("bench.job", "dry").build(), List.of(),
                new Door(ToolchainSource.NONE, log, true, null, dir, "test", EngineJvm.CLI), dir);
        assertEquals(1, request.runtimes().size());
        TargetRuntime only = request.runtimes().get(0);
        assertTrue(only.inProcess());
        assertTrue(only.note().contains("inside the CLI's JVM"), only.note());
        assertTrue(request.gates().strictIsolation());
        assertFalse(request.gates().failOnError());
        assertEquals(0.05, request.gates().history().threshold().fraction(), 1e-9);
        assertEquals(request.runtimes(), request.runtimeSource().select());
        assertTrue(request.jar().isEmpty());
    }
}
