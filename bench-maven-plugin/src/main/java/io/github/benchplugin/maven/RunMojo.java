package io.github.benchplugin.maven;

import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.config.Numbers;
import io.github.benchplugin.config.RegexList;
import io.github.benchplugin.catalog.BenchmarkCatalog;
import io.github.benchplugin.catalog.BenchmarkMethod;
import io.github.benchplugin.catalog.ClassFileScan;
import io.github.benchplugin.engine.BenchRun;
import io.github.benchplugin.engine.EnvironmentProbe;
import io.github.benchplugin.engine.JmhCommand;
import io.github.benchplugin.engine.ProcessReaper;
import io.github.benchplugin.engine.ResumeState;
import io.github.benchplugin.engine.RunFingerprint;
import io.github.benchplugin.engine.RunLock;
import io.github.benchplugin.engine.TargetRuntime;
import io.github.benchplugin.config.Durations;
import io.github.benchplugin.engine.IsolationVerification;
import io.github.benchplugin.maven.jdk.provision.MavenProvisionSettings;
import io.github.benchplugin.maven.jdk.provision.ProvisionSettings;
import io.github.benchplugin.profile.HostFlags;
import io.github.benchplugin.profile.ProfileCatalog;
import io.github.benchplugin.profile.ProfileDefinition;
import io.github.benchplugin.profile.ProfileMatrix;
import io.github.benchplugin.model.RuntimeProfile;
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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code mvn bench:run}: compiles the project, runs its JMH benchmarks on every runtime of
 * bench.jdks, each in its own forked JVM on that JDK, and writes one merged table.
 * The mojo only turns its parameters into a {@link BenchRun.Request}; the work happens there.
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

    /**
     * true: a feature version of bench.jdks that toolchains and discovery cannot find is downloaded
     * (Foojay Disco API, SHA-256 checked) into ~/.m2/jdks, where later runs find it offline.
     */
    @Parameter(property = "bench.provision", defaultValue = "false")
    boolean provision;

    /** The Disco API distribution bench.provision downloads: temurin, zulu, corretto, ... */
    @Parameter(property = "bench.provisionVendor", defaultValue = ProvisionSettings.DEFAULT_VENDOR)
    String provisionVendor;

    /** The Disco API v3 base address for bench.provision (a mirror, or a test server on localhost). */
    @Parameter(property = "bench.provisionUrl", defaultValue = ProvisionSettings.DEFAULT_URL)
    String provisionUrl;

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

    /** true: instead of the bench.jdks matrix, measure each benchmark forked and in-process on Maven's JDK. */
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

    @Override
    String goal() {
        return "bench:run";
    }

    @Override
    void work() throws IOException, InterruptedException, MojoFailureException {
        List<Path> outputDirs = List.of(Path.of(project.getBuild().getOutputDirectory()),
                Path.of(project.getBuild().getTestOutputDirectory()));
        BenchmarkCatalog catalog = BenchmarkCatalog.read(outputDirs);
        ClassFileScan classes = ClassFileScan.of(outputDirs);
        if (catalog.isEmpty()) {
            if (classes.usesBenchmarkAnnotation()) {
                throw new BadInputException(MissingBenchmarkList.message(project.getArtifactId()));
            }
            getLog().info("No JMH benchmarks in " + project.getArtifactId() + " (no META-INF/BenchmarkList): skipped");
            return;
        }
        JobSettings settings = JobSettings.of(job, new JobSettings.Overrides(
                Numbers.parse("bench.forks", forks), Numbers.parse("bench.warmupIterations", warmupIterations),
                warmupTime, Numbers.parse("bench.iterations", iterations), time, mode, timeUnit, jvmArgs, params,
                Numbers.parse("bench.rounds", rounds)));
        Duration cellTimeout = timeout == null || timeout.isBlank() ? null : Durations.parse("bench.timeout", timeout);
        List<BenchmarkMethod> methods = catalog.select(RegexList.split(include), RegexList.split(exclude));
        BenchmarkCatalog.checkParams(settings.params(), methods);

        String baselineMethod = BaselineCheck.resolve(baseline, methods);
        HistoryOptions history = HistoryOptions.read(compareTo, failOnRegression, getLog()); // before measuring
        Duration lockWaitLimit = Durations.parse("bench.lockWait", lockWait);
        // One run at a time on this machine: benchmarks measured side by side measure each other.
        try (RunLock lock = RunLock.acquire(project.getArtifactId(), lockWaitLimit, getLog()::info)) {
            if (verifyIsolation) { // a diagnostic run instead of the matrix
                verifyIsolation(catalog, methods, settings, cellTimeout);
                return;
            }
            measureMatrix(catalog, classes, methods, settings, cellTimeout, baselineMethod, history);
        }
    }

    /** The main job: every selected benchmark on every runtime (x profile), then the gates. */
    private void measureMatrix(BenchmarkCatalog catalog, ClassFileScan classes, List<BenchmarkMethod> methods,
                               JobSettings settings, Duration cellTimeout,
                               String baselineMethod, HistoryOptions history)
            throws IOException, InterruptedException, MojoFailureException {
        List<RuntimeProfile> selectedProfiles = new ProfileCatalog(profiles, HostFlags::ofThisJvm).select(profileNames);
        List<TargetRuntime> runtimes = new RuntimeSelection(session, toolchainManager, getLog(),
                MavenProvisionSettings.of(session, provision, provisionVendor, provisionUrl))
                .select(jdks, fallback, inProcess);
        runtimes = ProfileMatrix.expand(runtimes, selectedProfiles); // columns: runtime x profile
        selectedProfiles.forEach(p -> getLog().info("Profile " + p.name() + ": " + p.describeFlags()));
        ClassVersionCheck.requireRunnable(classes, runtimes);

        Path out = outputDirectory.toPath();
        List<Path> classpath = measuredClasspath(catalog, out);
        JmhCommand command = new JmhCommand(classpath, settings);
        BenchRun.Request request = new BenchRun.Request(out, methods, runtimes, settings, cellTimeout, baselineMethod,
                EnvironmentProbe.probe(settings.describe(), settings.jvmArgs()))
                .withPrevious(history.previous())
                .withCompareProfiles(compareProfiles);
        ResumeState resumeState = ResumeState.begin(out, RunFingerprint.of(settings.describe(), runtimes,
                methods.stream().map(BenchmarkMethod::name).toList(), classes.fingerprint()), resume);
        resumeState.whyNotResumable().ifPresent(reason -> getLog().info("bench.resume: " + reason));
        resumeState.remeasured().forEach(getLog()::warn);
        BenchRun.Outcome outcome;
        try (ProcessReaper reaper = new ProcessReaper()) {
            MavenRunLog log = new MavenRunLog(getLog());
            outcome = new BenchRun(BenchRun.RunnerFactory.standard(command, log, reaper), log)
                    .execute(request, resumeState);
        }
        new ResultPrinter(getLog()).print(outcome.result(), out);
        List<String> unisolated = runtimes.stream().filter(TargetRuntime::inProcess).map(TargetRuntime::id).toList();
        if (strictIsolation && !unisolated.isEmpty()) {
            throw new MojoFailureException("bench.strictIsolation=true but runtime(s) " + unisolated
                    + " ran inside Maven's JVM (UNISOLATED); the results are written to " + out
                    + ". Install or configure the missing JDKs, or drop bench.inProcess / bench.fallback=in-process");
        }
        if (!outcome.failures().isEmpty() && failOnError) {
            throw new MojoFailureException(outcome.failures().size() + " benchmark cell(s) failed (results of the others are in "
                    + out + "): " + String.join("; ", outcome.failures())
                    + ". Set bench.failOnError=false to keep the build green.");
        }
        RegressionCheck.enforce(outcome.result(), history.threshold(), out, getLog());
    }

    /**
     * bench.verifyIsolation: measures on Maven's JDK only, forked and in-process,
     * and writes isolation.md / isolation.json; bench.jdks and bench.profiles do not apply.
     */
    private void verifyIsolation(BenchmarkCatalog catalog, List<BenchmarkMethod> methods, JobSettings settings,
                                 Duration cellTimeout) throws IOException, InterruptedException, MojoFailureException {
        if ((jdks != null && !jdks.isBlank()) || (profileNames != null && !profileNames.isBlank())) {
            getLog().warn("bench.verifyIsolation=true measures on Maven's JDK only; bench.jdks and bench.profiles"
                    + " are not used in this run");
        }
        Path out = outputDirectory.toPath();
        IsolationVerification.Request request = new IsolationVerification.Request(out, methods, settings, cellTimeout,
                new JmhCommand(measuredClasspath(catalog, out), settings), IsolationVerification.mavenJvm(),
                EnvironmentProbe.probe(settings.describe(), settings.jvmArgs()));
        IsolationVerification.Outcome outcome;
        try (ProcessReaper reaper = new ProcessReaper()) {
            outcome = new IsolationVerification(new MavenRunLog(getLog()), reaper).execute(request);
        }
        if (!outcome.failures().isEmpty() && failOnError) {
            throw new MojoFailureException(outcome.failures().size() + " cell(s) of the isolation check failed: "
                    + String.join("; ", outcome.failures()) + ". Set bench.failOnError=false to keep the build green.");
        }
    }

    /** The project's test class path, with a merged BenchmarkList first when there are several. */
    private List<Path> measuredClasspath(BenchmarkCatalog catalog, Path out) throws IOException {
        List<Path> classpath = new ArrayList<>();
        catalog.writeOverlay(out.resolve("classpath-overlay")).ifPresent(classpath::add);
        try {
            for (String element : project.getTestClasspathElements()) {
                classpath.add(Path.of(element));
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new IOException("the test class path is not resolved: " + e.getMessage(), e);
        }
        boolean hasJmh = classpath.stream().anyMatch(p -> p.getFileName().toString().startsWith("jmh-core"));
        if (!hasJmh) {
            throw new BadInputException("org.openjdk.jmh:jmh-core is not on the test class path of "
                    + project.getArtifactId() + "; add it as a dependency (test scope is enough)");
        }
        return classpath;
    }
}
