package io.github.benchplugin.maven;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.merge.MergePipeline;
import io.github.benchplugin.engine.merge.MergeRequest;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code mvn bench:merge -Dbench.inputs=...}: merges the results.json files of separate runs
 * (CI matrix jobs, shards) into one table, recomputing ratios and warnings as if they were one
 * run, then applies the gates. Needs no project.
 */
@Mojo(name = "merge", requiresProject = false, threadSafe = true)
public class MergeMojo extends AbstractBenchMojo {

    /**
     * The results to merge: a comma list of results.json files or glob patterns (the JDK's glob
     * syntax: {@code *}, {@code **}, {@code ?}, {@code [..]}, {@code {a,b}}), relative to the
     * directory Maven runs in. Columns keep the order of this list; the files of one pattern are
     * ordered by Java version, then runtime id ({@code jdk8/} before {@code jdk17/}).
     * <p>Property {@code bench.inputs}; required.
     * Example: {@code -Dbench.inputs=jdk17/results.json,jdk25/results.json} or
     * {@code -Dbench.inputs=artifacts/**&#47;results.json}.
     */
    @Parameter(property = "bench.inputs")
    String inputs;

    /**
     * What happens when two inputs both have a result for the same row (benchmark, parameters,
     * mode) on the same runtime: {@code error} stops with a message naming both files (a CI
     * matrix that ran one job twice, or overlapping globs); {@code first} or {@code last} keeps
     * the result of the input listed first or last. A cell marked skipped never conflicts.
     * <p>Property {@code bench.onConflict}; default {@code error}. Allowed: {@code error},
     * {@code first}, {@code last}. Example: {@code -Dbench.onConflict=last}.
     */
    @Parameter(property = "bench.onConflict", defaultValue = "error")
    String onConflict;

    /**
     * The runtime column every other one is compared with, by its id in the inputs (as
     * results.json's {@code runtimes[].id} names it). Unset: the first column, which follows
     * {@code bench.inputs}.
     * <p>Property {@code bench.baselineRuntime}; default: not set. Allowed: a runtime id of the
     * merged inputs. Example: {@code -Dbench.baselineRuntime=21}.
     */
    @Parameter(property = "bench.baselineRuntime")
    String baselineRuntime;

    /**
     * Whether columns measured on machines of different types (CPU model, cpus, memory, OS,
     * kernel; host names do not matter) still get faster/slower and more/less verdicts against
     * each other. By default they get the ratio, verdict {@code unknown} and a MIXED_HOSTS warning:
     * the fork-to-fork spread behind a verdict does not cover the difference between machines.
     * <p>Property {@code bench.allowMixedHosts}; default {@code false}. Allowed: {@code true},
     * {@code false}. Example: {@code -Dbench.allowMixedHosts=true}.
     */
    @Parameter(property = "bench.allowMixedHosts", defaultValue = "false")
    String allowMixedHosts; // a String, so that MergeRequest refuses a value that is not a boolean

    @Parameter(defaultValue = "${session.executionRootDirectory}", readonly = true)
    File baseDirectory;

    @Override
    String goal() {
        return "bench:merge";
    }

    @Override
    void work() throws IOException, MojoFailureException {
        Path base = baseDirectory == null ? Path.of("").toAbsolutePath() : baseDirectory.toPath();
        MavenRunLog log = new MavenRunLog(getLog());
        // The one parse step: every value, the inputs found and the policy checked, before any input is read.
        MergeRequest request = MergeRequest.parse(sharedSettings().put("bench.inputs", inputs)
                        .put("bench.onConflict", onConflict).put("bench.baselineRuntime", baselineRuntime)
                        .put("bench.allowMixedHosts", allowMixedHosts).build(), base,
                new Door(ToolchainSource.NONE, log, session.isOffline(), null, null, pluginVersion,
                        EngineJvm.MAVEN));
        Optional<String> failedGate = new MergePipeline(log).run(request, outputDirectory.toPath());
        if (failedGate.isPresent()) {
            throw new MojoFailureException(failedGate.get());
        }
    }
}
