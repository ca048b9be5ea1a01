package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.jdk.provision.Provenance;

import java.util.List;

/**
 * bench:jdks and the command line's {@code jdks}: every JDK that bench.jdks can use here, oldest
 * first, with where each was found, then every place that was searched. The same lookup a run
 * makes, without measuring anything.
 */
public final class JdkListing {

    private JdkListing() {
    }

    /** @throws JdkResolutionException when the toolchains cannot be read at all */
    public static void print(ToolchainSource toolchains, JdkDiscovery discovery, RunLog log) {
        List<JdkInstallation> jdks = new JdkResolver(toolchains, discovery).allJdks();
        log.info("JDKs for bench.jdks (feature version, then version, vendor, home, where found):");
        for (JdkInstallation jdk : jdks) {
            // A JDK that bench.provision installed also says where it was downloaded from.
            log.info("  " + jdk.featureVersion() + "  " + jdk.describe()
                    + Provenance.of(jdk.javaHome()).map(origin -> "  " + origin).orElse(""));
        }
        if (jdks.isEmpty()) {
            log.warn("  none found");
        }
        toolchains.problems().forEach(p -> log.warn("  " + p));
        log.info("Searched: " + toolchains.description());
        discovery.placesSearched().forEach(place -> log.info("  " + place));
    }
}
