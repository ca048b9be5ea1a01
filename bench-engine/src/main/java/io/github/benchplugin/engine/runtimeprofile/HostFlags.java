package io.github.benchplugin.engine.runtimeprofile;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The flags of the {@code host} profile: the Maven JVM's own input arguments (MAVEN_OPTS and
 * what the mvn launcher adds), so a fork runs the way Maven's JVM was started. Agents and
 * debuggers are dropped (a fork waiting for a debugger, or instrumented by a coverage agent,
 * measures the tool), and so are the launcher's own system properties, which describe
 * Maven's installation, not the JVM's configuration.
 */
public final class HostFlags {

    private static final List<String> DROPPED_PREFIXES = List.of(
            "-javaagent:", "-agentlib:", "-agentpath:", "-Xdebug", "-Xrunjdwp", "-Xrun",
            "-Dclassworlds.", "-Dmaven.home=", "-Dmaven.multiModuleProjectDirectory=", "-Dlibrary.jansi.path=");

    private HostFlags() {
    }

    public static List<String> ofThisJvm() {
        return filter(ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    static List<String> filter(List<String> inputArguments) {
        return inputArguments.stream()
                .filter(arg -> DROPPED_PREFIXES.stream().noneMatch(arg::startsWith))
                .toList();
    }
}
