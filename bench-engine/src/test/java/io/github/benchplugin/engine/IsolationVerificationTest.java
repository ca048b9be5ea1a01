package io.github.benchplugin.engine;

import io.github.benchplugin.engine.run.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IsolationVerificationTest {

    @Test
    void everyRuntimeIsMeasuredIsolatedThenInOneSharedJvmOfTheSameJdk() {
        List<TargetRuntime> columns = IsolationVerification.columns(List.of(
                TargetRuntime.builder("17").requested("17").javaHome(Path.of("/jdk/17")).javaVersion("17.0.15")
                        .featureVersion(17).vendor("v").build(),
                TargetRuntime.builder("25").requested("25").javaHome(Path.of("/jdk/25")).javaVersion("25.0.1")
                        .featureVersion(25).vendor("v").build()));
        assertEquals(List.of("17", "17-shared", "25", "25-shared"), columns.stream().map(TargetRuntime::id).toList());
        assertEquals(List.of(TargetRuntime.Placement.FORKED, TargetRuntime.Placement.SHARED_JVM,
                        TargetRuntime.Placement.FORKED, TargetRuntime.Placement.SHARED_JVM),
                columns.stream().map(TargetRuntime::placement).toList());
        assertEquals(Path.of("/jdk/25"), columns.get(3).javaHome());
    }
}
