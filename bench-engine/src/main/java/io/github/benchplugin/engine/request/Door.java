package io.github.benchplugin.engine.request;

import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.jdk.provision.ProxyConfig;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.RunLog;

import java.nio.file.Path;

/**
 * What a door (a Maven goal, the command line) brings to the parse step beside the user's values:
 * the services that differ between doors, as plain values.
 *
 * @param toolchains    the JDKs the build tool declares, asked before discovery ({@link ToolchainSource#NONE} without)
 * @param log           the door's log
 * @param offline       nothing may be downloaded (Maven's {@code -o})
 * @param proxy         the proxy for downloads, or null
 * @param userHome      whose {@code .m2/jdks} bench.provision installs into
 * @param pluginVersion written into each history record
 * @param jvm           what the door's own JVM is called in messages ("Maven's JVM", "the CLI's JVM"): the JVM
 *                      in-process columns run in and whose JDK is found last
 */
public record Door(ToolchainSource toolchains, RunLog log, boolean offline, ProxyConfig proxy, Path userHome,
                   String pluginVersion, EngineJvm jvm) {
}
