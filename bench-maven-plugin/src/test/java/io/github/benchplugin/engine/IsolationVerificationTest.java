package io.github.benchplugin.engine;

import io.github.benchplugin.maven.jdk.JdkInstallation;
import io.github.benchplugin.engine.TargetRuntime;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IsolationVerificationTest {

    @Test
    void measuresMavensJdkForkedFirstThenInProcess() {
        JdkInstallation jdk = new JdkInstallation(Path.of("/jdk/17"), "17.0.15", 17, "v", "test");
        List<TargetRuntime> columns = IsolationVerification.columns(jdk);
        assertEquals(List.of("isolated", "in-process"), columns.stream().map(TargetRuntime::id).toList());
        assertFalse(columns.get(0).inProcess());
        assertTrue(columns.get(1).inProcess());
        columns.forEach(c -> assertEquals(Path.of("/jdk/17"), c.javaHome()));
        columns.forEach(c -> assertEquals(null, c.profile()));
    }
}
