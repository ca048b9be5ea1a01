package io.github.benchplugin.maven;

import io.github.benchplugin.maven.jdk.provision.MavenProvisionSettings;
import io.github.benchplugin.engine.request.JdksRequest;
import io.github.benchplugin.maven.jdk.MavenToolchainSource;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.toolchain.ToolchainManager;


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
    public void execute() throws MojoExecutionException, MojoFailureException {
        MavenDoor.execute("bench:jdks", session, null, () -> {
            MavenRunLog log = new MavenRunLog(getLog());
            // The one parse step: the toolchains read and the JDKs found before a line is printed.
            JdksRequest request = JdksRequest.parse(MavenProvisionSettings.door(session,
                    new MavenToolchainSource(toolchainManager, session), log, null));
            request.listing().print(log);
        });
    }
}
