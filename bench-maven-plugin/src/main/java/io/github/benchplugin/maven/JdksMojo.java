package io.github.benchplugin.maven;

import io.github.benchplugin.jdk.JdkDiscovery;
import io.github.benchplugin.jdk.JdkInstallation;
import io.github.benchplugin.jdk.JdkResolutionException;
import io.github.benchplugin.jdk.JdkResolver;
import io.github.benchplugin.maven.jdk.MavenToolchainSource;
import io.github.benchplugin.jdk.provision.Provenance;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.toolchain.ToolchainManager;

import java.util.List;

/**
 * Lists every JDK that bench.jdks can use on this machine (toolchains.xml first, then the installed
 * JDKs found), oldest first, with where each was found, and every place that was searched: the
 * same lookup bench:run makes, without measuring anything. Needs no project; no parameters.
 * Example: {@code mvn bench:jdks}.
 */
@Mojo(name = "jdks", requiresProject = false, threadSafe = true)
public class JdksMojo extends AbstractMojo {

    /** The build session: its toolchains.xml. */
    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    @Component
    ToolchainManager toolchainManager;

    @Override
    public void execute() throws MojoFailureException {
        JdkDiscovery discovery = JdkDiscovery.ofThisMachine();
        MavenToolchainSource toolchains = new MavenToolchainSource(toolchainManager, session);
        List<JdkInstallation> jdks;
        try {
            jdks = new JdkResolver(toolchains, discovery).allJdks();
        } catch (JdkResolutionException e) {
            throw new MojoFailureException(e.getMessage());
        }
        getLog().info("JDKs for bench.jdks (feature version, then version, vendor, home, where found):");
        for (JdkInstallation jdk : jdks) {
            // A JDK that bench.provision installed also says where it was downloaded from.
            getLog().info("  " + jdk.featureVersion() + "  " + jdk.describe()
                    + Provenance.of(jdk.javaHome()).map(origin -> "  " + origin).orElse(""));
        }
        if (jdks.isEmpty()) {
            getLog().warn("  none found");
        }
        toolchains.problems().forEach(p -> getLog().warn("  " + p));
        getLog().info("Searched: " + toolchains.description());
        discovery.placesSearched().forEach(place -> getLog().info("  " + place));
    }
}
