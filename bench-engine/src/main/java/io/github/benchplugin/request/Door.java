package io.github.benchplugin.request;

import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.jdk.provision.ProxyConfig;
import io.github.benchplugin.run.RunLog;

import java.nio.file.Path;

/**
 * What a door (a Maven goal, the command line) brings to the parse step beside the user's values:
 * the services that differ between doors, as plain values.
 *
 * @param toolchains    the JDKs the build tool declares, asked before discovery ({@link ToolchainSource#NONE} without)
 * @param log           the door's log; its {@link RunLog#ownJvm()} names the JVM in messages
 * @param offline       nothing may be downloaded (Maven's {@code -o})
 * @param proxy         the proxy for downloads, or null
 * @param userHome      whose {@code .m2/jdks} bench.provision installs into
 * @param pluginVersion written into each history record
 */
public record Door(ToolchainSource toolchains, RunLog log, boolean offline, ProxyConfig proxy, Path userHome,
                   String pluginVersion) {
}
