package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.provision.JdkProvisioner;
import io.github.benchplugin.jdk.provision.Platform;
import io.github.benchplugin.jdk.provision.ProvisionException;
import io.github.benchplugin.jdk.provision.ProvisionSettings;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * bench.jdks turned into JDKs: toolchains first, then the machine's JDKs; with bench.provision=true a
 * feature version neither has is downloaded (see {@link JdkProvisioner}); only when that fails, and the
 * caller allows it, does an entry fall back to the JDK the engine runs on. No JVM is started here:
 * versions come from each JDK's release file. What a column is made of, and how it is measured, is the
 * engine's business: this class only says which JDK answers which entry.
 */
public final class JdkSelection {

    private final ToolchainSource toolchains;
    private final JdkDiscovery discovery;
    private final ProvisionSettings provisioning;
    private final Consumer<String> info;
    private final Consumer<String> warn;

    /**
     * @param toolchains the JDKs the build tool declares (Maven's toolchains.xml); {@link ToolchainSource#NONE} without one
     * @param discovery  the machine's JDKs and the one the engine runs on ({@link JdkDiscovery#ofThisMachine})
     * @param info       where provisioning reports its progress
     * @param warn       where a fallback is announced
     */
    public JdkSelection(ToolchainSource toolchains, JdkDiscovery discovery, ProvisionSettings provisioning,
                        Consumer<String> info, Consumer<String> warn) {
        this.toolchains = toolchains;
        this.discovery = discovery;
        this.provisioning = provisioning;
        this.info = info;
        this.warn = warn;
    }

    /**
     * One entry of bench.jdks and the JDK chosen for it.
     *
     * @param id             the column id ({@link ResolvedJdk#id()})
     * @param request        the entry as the user wrote it
     * @param jdk            the JDK that answers it; the engine's own when it fell back
     * @param fallbackReason why the entry fell back to the engine's JDK (its error's first line); null when it did not
     */
    public record Selected(String id, String request, JdkInstallation jdk, String fallbackReason) {

        public boolean fellBack() {
            return fallbackReason != null;
        }
    }

    /**
     * @param jdks              bench.jdks as given (null or blank: the default)
     * @param fallbackInProcess bench.fallback=in-process: an entry that cannot be found answers with the engine's JDK
     * @throws JdkResolutionException naming the entry that cannot be found (and where it looked)
     */
    public List<Selected> select(String jdks, boolean fallbackInProcess) {
        List<ResolvedJdk> resolved = new JdkResolver(toolchains, discovery).resolve(JdkRequests.parse(jdks), (request, why) -> {
            if (provisioning.enabled() && why instanceof JdkNotFoundException) {
                try {
                    return provision(request, why);
                } catch (ProvisionException failed) {
                    why = failed;
                }
            }
            if (!fallbackInProcess) {
                throw why;
            }
            String reason = firstLine(why.getMessage());
            warn.accept("bench.fallback=in-process: " + reason + " -> measuring '" + request.text()
                    + "' inside " + discovery.engineJvm() + ", flagged UNISOLATED");
            return discovery.engineJdk().withSource(FALLBACK_PREFIX + reason);
        });
        List<Selected> selected = new ArrayList<>();
        for (ResolvedJdk r : resolved) {
            String source = r.jdk().source();
            String reason = source != null && source.startsWith(FALLBACK_PREFIX) ? source.substring(FALLBACK_PREFIX.length()) : null;
            selected.add(new Selected(r.id(), r.request(), reason == null ? r.jdk() : discovery.engineJdk(), reason));
        }
        return selected;
    }

    private static final String FALLBACK_PREFIX = "fallback: ";

    /** bench.provision=true: download the missing feature version; other entry kinds keep their error. */
    private JdkInstallation provision(JdkRequest request, JdkResolutionException notFound) {
        if (request instanceof JdkRequest.Range range) {
            // Thrown as a provisioning failure, so bench.fallback=in-process still applies to it.
            throw new ProvisionException(notFound.getMessage() + "\nbench.provision=true downloads plain feature"
                    + " versions only: write " + range.exampleVersion().replaceFirst("^(\\d+).*", "$1")
                    + " instead of '" + request.text() + "'");
        }
        if (!(request instanceof JdkRequest.Feature feature)) {
            throw notFound;
        }
        return new JdkProvisioner(provisioning, Platform.ofThisMachine(), info).provide(feature.feature(), request.text());
    }

    /** The first line, without its closing period: it is embedded in longer sentences. */
    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        String line = (nl < 0 ? message : message.substring(0, nl)).trim();
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }
}
