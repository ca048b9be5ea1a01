package io.github.benchplugin.maven;

import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.config.Numbers;
import io.github.benchplugin.engine.BenchEngine;
import io.github.benchplugin.engine.RunOutcome;
import io.github.benchplugin.engine.RunParameters;
import io.github.benchplugin.profile.ProfileDefinition;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.apache.maven.toolchain.ToolchainManager;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code mvn bench:run}: compiles the project, runs its JMH benchmarks on every runtime of
 * bench.jdks, each in its own forked JVM on that JDK, and writes one merged table.
 * The mojo turns its parameters and Maven's services (the class path, toolchains, the log) into
 * {@link RunParameters} for the {@link BenchEngine}, and the engine's outcome into a build result.
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class RunMojo extends AbstractBenchMojo {

    /** Comma list of runtimes, baseline first: 21, [21,22), a JDK home path, or all. Unset: Maven's JDK. */
    @Parameter(property = "bench.jdks")
    String jdks;

    /** Regular expressions (comma-separated) over benchmark names selecting what runs. */
    @Parameter(property = "bench.include")
    String include;

    /** Regular expressions (comma-separated) over benchmark names excluding benchmarks. */
    @Parameter(property = "bench.exclude")
    String exclude;

    /** @Param overrides: size=1,64;label=plain */
    @Parameter(property = "bench.params")
    String params;

    /** Preset: dry, short, default, long, or jmh (the benchmarks' own annotations). */
    @Parameter(property = "bench.job", defaultValue = "default")
    String job;

    @Parameter(property = "bench.forks")
    String forks;

    @Parameter(property = "bench.warmupIterations")
    String warmupIterations;

    @Parameter(property = "bench.warmupTime")
    String warmupTime;

    @Parameter(property = "bench.iterations")
    String iterations;

    @Parameter(property = "bench.time")
    String time;

    /** Splits the forks into this many rounds that alternate runtimes (drift spreads over all columns). */
    @Parameter(property = "bench.rounds")
    String rounds;

    @Parameter(property = "bench.mode")
    String mode;

    @Parameter(property = "bench.timeUnit")
    String timeUnit;

    /** Extra JVM arguments for every measured fork. */
    @Parameter(property = "bench.jvmArgs")
    String jvmArgs;

    /** none (default) or in-process: what happens to a requested runtime that cannot be forked. */
    @Parameter(property = "bench.fallback", defaultValue = "none")
    String fallback;

    /** true: run everything inside the Maven JVM, flagged UNISOLATED (smoke tests). */
    @Parameter(property = "bench.inProcess", defaultValue = "false")
    boolean inProcess;

    /** true: fail the build (after writing the results) if any cell ran unisolated. */
    @Parameter(property = "bench.strictIsolation", defaultValue = "false")
    boolean strictIsolation;

    // ---- runtime profiles and the isolation check ----

    /**
     * Comma list of runtime profiles, a second column dimension (runtime x profile, ids such as
     * 17-g1): default, g1, parallel, serial, z, c2, host, or a name defined under profiles.
     * Unset: no profile dimension, columns as without profiles.
     */
    @Parameter(property = "bench.profiles")
    String profileNames;

    /** User-defined profiles: {@code <profile><name>bigheap</name><jvmArgs>-Xmx4g</jvmArgs></profile>}. */
    @Parameter
    List<ProfileDefinition> profiles;

    /** true: also compare each profile with the first profile on the same runtime. */
    @Parameter(property = "bench.compareProfiles", defaultValue = "false")
    boolean compareProfiles;

    /**
     * true: on every runtime of bench.jdks, measure each benchmark isolated (a fork each) and shared
     * (all of them in one JVM of that JDK, JMH's order), and write the divergence to isolation.md/json.
     */
    @Parameter(property = "bench.verifyIsolation", defaultValue = "false")
    boolean verifyIsolation;

    /** Longest time one benchmark may take on one runtime (e.g. 10m); past it the fork is killed. */
    @Parameter(property = "bench.timeout")
    String timeout;



    /** true: finish an interrupted run without measuring its finished cells again (same settings and code only). */
    @Parameter(property = "bench.resume", defaultValue = "false")
    boolean resume;

    /** How long to wait for another bench:run on this machine to finish before giving up. */
    @Parameter(property = "bench.lockWait", defaultValue = "1h")
    String lockWait;

    /** false: a failed cell is reported but does not fail the build. */
    @Parameter(property = "bench.failOnError", defaultValue = "true")
    boolean failOnError;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    @Component
    ToolchainManager toolchainManager;

    /** false: do not measure the harness floor (the empty benchmark ZERO_MEASUREMENT compares with). */
    @Parameter(property = "bench.floor", defaultValue = "true")
    boolean floor;

    @Override
    String goal() {
        return "bench:run";
    }

    @Override
    void work() throws IOException, InterruptedException, MojoFailureException {
        HistoryOptions history = HistoryOptions.read(compareTo, failOnRegression, getLog()); // before measuring
        RunParameters parameters = new RunParameters(project.getArtifactId(),
                List.of(Path.of(project.getBuild().getOutputDirectory()),
                        Path.of(project.getBuild().getTestOutputDirectory())),
                testClasspath(), outputDirectory.toPath(), job,
                new JobSettings.Overrides(Numbers.parse("bench.forks", forks),
                        Numbers.parse("bench.warmupIterations", warmupIterations), warmupTime,
                        Numbers.parse("bench.iterations", iterations), time, mode, timeUnit, jvmArgs, params,
                        Numbers.parse("bench.rounds", rounds)),
                include, exclude, timeout, lockWait, profileNames, profiles, compareProfiles, baseline,
                history.previous(), resume, verifyIsolation, floor);
        RuntimeSelection runtimes = new RuntimeSelection(session, toolchainManager, getLog());
        RunOutcome outcome = new BenchEngine(new MavenRunLog(getLog()))
                .run(parameters, () -> runtimes.select(jdks, fallback, inProcess));
        if (outcome.ran()) {
            enforceGates(outcome, history);
        }
    }

    /** The outcome as a build result: the results are written before any of these fails the build. */
    private void enforceGates(RunOutcome outcome, HistoryOptions history) throws MojoFailureException {
        Path out = outputDirectory.toPath();
        if (strictIsolation && !outcome.unisolated().isEmpty()) {
            throw new MojoFailureException("bench.strictIsolation=true but runtime(s) " + outcome.unisolated()
                    + " ran unisolated (UNISOLATED); the results are written to " + out
                    + ". Install or configure the missing JDKs, or drop bench.inProcess / bench.fallback=in-process");
        }
        if (!outcome.failures().isEmpty() && failOnError) {
            throw new MojoFailureException(outcome.failures().size() + " benchmark cell(s) failed (results of the"
                    + " others are in " + out + "): " + String.join("; ", outcome.failures())
                    + ". Set bench.failOnError=false to keep the build green.");
        }
        if (!verifyIsolation) {
            RegressionCheck.enforce(outcome.result(), history.threshold(), out, getLog());
        }
    }

    private List<Path> testClasspath() throws IOException {
        try {
            return project.getTestClasspathElements().stream().map(Path::of).toList();
        } catch (DependencyResolutionRequiredException e) {
            throw new IOException("the test class path is not resolved: " + e.getMessage(), e);
        }
    }
}
