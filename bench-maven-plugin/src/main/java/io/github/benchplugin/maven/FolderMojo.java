package io.github.benchplugin.maven;

import io.github.benchplugin.model.error.UserInputException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;

/**
 * What every goal that reads or writes bench's folder declares once: the folder, bench.skip and the session
 * (whose bench.* properties MavenDoor checks against the catalog). bench:run and bench:merge add the
 * report and gate parameters ({@link AbstractBenchMojo}); bench:history and bench:report take these alone.
 */
abstract class FolderMojo extends AbstractMojo {

    /**
     * bench's folder. bench:run and bench:merge write results.json, results.md, results.csv, results.html and
     * {@code jmh/<runtime id>.json} there (bench:run rewrites them as it goes: at most every 10 s, and at its
     * end; in a reactor each module into its own {@code target/bench}, or into one folder per module inside a
     * folder set here); bench:report reads results.json from it; bench:history writes history.html,
     * history.md and history.json there. Without a project (bench:merge, bench:history), {@code target/bench}
     * under the current directory. The folder is ours only with our marker file {@code .bench-output},
     * written into every folder a goal makes: a folder that is not empty and has no marker (the project
     * itself, a folder of yours) is refused before anything is measured or written.
     * Example: {@code -Dbench.outputDirectory=build/bench}.
     */
    @Parameter(property = "bench.outputDirectory", defaultValue = "${project.build.directory}/bench")
    File outputDirectory;

    /**
     * {@code true}: do nothing (no run, no merge, no history pages, no benchmark page in the site), e.g. for
     * one module of a multi-module build or from a CI variable. Example: {@code -Dbench.skip=true}.
     */
    @Parameter(property = "bench.skip", defaultValue = "false")
    String skip;

    /** The build session: its properties (checked against the catalog), toolchains and settings; null inside some site runs. */
    @Parameter(defaultValue = "${session}", readonly = true)
    MavenSession session;

    /** bench.skip read before anything else: a value that is not a boolean ends the build with its one [ERROR]. */
    static boolean skipped(String skip) throws MojoFailureException {
        try {
            return SkipSwitch.requested(skip);
        } catch (UserInputException e) {
            throw MavenDoor.failure(e);
        }
    }
}
