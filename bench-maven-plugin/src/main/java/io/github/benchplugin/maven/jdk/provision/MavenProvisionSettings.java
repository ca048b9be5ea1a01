package io.github.benchplugin.maven.jdk.provision;

import io.github.benchplugin.jdk.provision.ProvisionSettings;
import io.github.benchplugin.jdk.provision.ProxyConfig;

import org.apache.maven.execution.MavenSession;
import org.apache.maven.settings.Proxy;

import java.nio.file.Path;

/**
 * The one place that reads Maven for provisioning: offline mode and the active proxy of settings.xml,
 * turned into plain {@link ProvisionSettings}.
 */
public final class MavenProvisionSettings {

    private MavenProvisionSettings() {
    }

    public static ProvisionSettings of(MavenSession session, boolean provision, String vendor, String url) {
        if (!provision) {
            return ProvisionSettings.disabled();
        }
        Proxy active = session.getSettings() == null ? null : session.getSettings().getActiveProxy();
        ProxyConfig proxy = active == null || active.getHost() == null ? null : new ProxyConfig(active.getHost(),
                active.getPort(), active.getUsername(), active.getPassword(), active.getNonProxyHosts());
        // user.home, as discovery reads it: what is installed here is found by the next run.
        return ProvisionSettings.of(true, vendor, url, session.isOffline(), proxy,
                Path.of(System.getProperty("user.home")));
    }
}
