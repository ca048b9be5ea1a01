package io.github.benchplugin.engine;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IsolationVerificationTest {

    @Test
    void everyRuntimeIsMeasuredIsolatedThenInOneSharedJvmOfTheSameJdk() {
        List<TargetRuntime> columns = IsolationVerification.columns(List.of(
                new TargetRuntime("17", "17", Path.of("/jdk/17"), "17.0.15", 17, "v", false, null),
                new TargetRuntime("25", "25", Path.of("/jdk/25"), "25.0.1", 25, "v", false, null)));
        assertEquals(List.of("17", "17-shared", "25", "25-shared"), columns.stream().map(TargetRuntime::id).toList());
        assertEquals(List.of(TargetRuntime.Placement.FORKED, TargetRuntime.Placement.SHARED_JVM,
                        TargetRuntime.Placement.FORKED, TargetRuntime.Placement.SHARED_JVM),
                columns.stream().map(TargetRuntime::placement).toList());
        assertEquals(Path.of("/jdk/25"), columns.get(3).javaHome());
    }
}
