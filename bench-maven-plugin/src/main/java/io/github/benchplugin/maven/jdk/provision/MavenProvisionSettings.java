package io.github.benchplugin.maven.jdk.provision;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.jdk.provision.ProxyConfig;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.run.RunLog;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.settings.Proxy;

import java.nio.file.Path;

/**
 * The one place that reads Maven for provisioning: offline mode and the active proxy of settings.xml,
 * turned into the plain {@link Door} the engine's parse step takes.
 */
public final class MavenProvisionSettings {

    private MavenProvisionSettings() {
    }

    /** The Maven door's services for the parse step: its toolchains and log, offline mode and proxy, ~/.m2/jdks. */
    public static Door door(MavenSession session, ToolchainSource toolchains, RunLog log, String pluginVersion) {
        Proxy active = session.getSettings() == null ? null : session.getSettings().getActiveProxy();
        ProxyConfig proxy = active == null || active.getHost() == null ? null : new ProxyConfig(active.getHost(),
                active.getPort(), active.getUsername(), active.getPassword(), active.getNonProxyHosts());
        // user.home, as discovery reads it: what is installed here is found by the next run.
        return new Door(toolchains, log, session.isOffline(), proxy, Path.of(System.getProperty("user.home")),
                pluginVersion, EngineJvm.MAVEN);
    }
}
