package io.github.benchplugin.engine;

import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.model.RuntimeProfile;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class JmhCommandProfileTest {

    private static final BenchmarkMethod METHOD = new BenchmarkMethod("org.acme.A.m", List.of("avgt"), Map.of());

    private static JobSettings settings(String jvmArgs) {
        return JobSettings.of("dry", new JobSettings.Overrides(null, null, null, null, null, null, null, jvmArgs, null, null));
    }

    private static CellRequest cell(RuntimeProfile profile) {
        TargetRuntime runtime = new TargetRuntime("17", "17", Path.of("/jdk"), "17.0.1", 17, "v", false, null)
                .withProfile(profile == null ? "17" : "17-" + profile.name(), profile);
        return new CellRequest(runtime, METHOD, Path.of("/tmp/x.json"));
    }

    private static String appended(List<String> args) {
        int at = args.indexOf("-jvmArgsAppend");
        return at < 0 ? null : args.get(at + 1);
    }

    @Test
    void profileFlagsReachTheForksBeforeBenchJvmArgs() {
        JmhCommand command = new JmhCommand(List.of(), settings("-Xmx1g"));
        RuntimeProfile bigheap = new RuntimeProfile("bigheap", List.of("-Xmx4g", "-XX:+AlwaysPreTouch"));
        assertEquals("-Xmx4g -XX:+AlwaysPreTouch -Xmx1g", appended(command.jmhArguments(cell(bigheap), false)));
    }

    @Test
    void noProfileAndNoJvmArgsAppendsNothing() {
        List<String> args = new JmhCommand(List.of(), settings(null)).jmhArguments(cell(null), false);
        assertFalse(args.contains("-jvmArgsAppend"), args.toString());
        assertEquals("-XX:+UseG1GC",
                appended(new JmhCommand(List.of(), settings(null)).jmhArguments(
                        cell(new RuntimeProfile("g1", List.of("-XX:+UseG1GC"))), false)));
    }
}
