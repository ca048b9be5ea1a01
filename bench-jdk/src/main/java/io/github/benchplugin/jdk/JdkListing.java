package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkInstallation;
import io.github.benchplugin.jdk.home.JdkResolutionException;
import io.github.benchplugin.jdk.provision.Provenance;
import io.github.benchplugin.engine.run.RunLog;

import java.util.List;

/**
 * bench:jdks and the command line's {@code jdks}: every JDK that bench.jdks can use here, oldest
 * first, with where each was found, then every place that was searched. The same lookup a run
 * makes, without measuring anything: made by {@link #of}, printed by {@link #print}.
 *
 * @param jdks           toolchains first, then discovery; each home once, oldest first
 * @param problems       toolchain entries that were skipped or look wrong
 * @param toolchains     how the toolchains appear in "where we looked"
 * @param placesSearched where discovery looked
 */
public record JdkListing(List<JdkInstallation> jdks, List<String> problems, String toolchains,
                         List<String> placesSearched) {

    public JdkListing {
        jdks = List.copyOf(jdks);
        problems = List.copyOf(problems);
        placesSearched = List.copyOf(placesSearched);
    }

    /** @throws JdkResolutionException when the toolchains cannot be read at all */
    public static JdkListing of(ToolchainSource toolchains, JdkDiscovery discovery) {
        List<JdkInstallation> jdks = new JdkResolver(toolchains, discovery).allJdks();
        return new JdkListing(jdks, toolchains.problems(), toolchains.description(), discovery.placesSearched());
    }

    public void print(RunLog log) {
        log.info("JDKs for bench.jdks (feature version, then version, vendor, home, where found):");
        for (JdkInstallation jdk : jdks) {
            // A JDK that bench.provision installed also says where it was downloaded from.
            log.info("  " + jdk.featureVersion() + "  " + jdk.describe()
                    + Provenance.of(jdk.javaHome()).map(origin -> "  " + origin).orElse(""));
        }
        if (jdks.isEmpty()) {
            log.warn("  none found");
        }
        problems.forEach(p -> log.warn("  " + p));
        log.info("Searched: " + toolchains);
        placesSearched.forEach(place -> log.info("  " + place));
    }
}
