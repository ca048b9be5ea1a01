package io.github.benchplugin.maven;

import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.jdk.provision.ProvisionSettings;
import io.github.benchplugin.maven.jdk.MavenToolchainSource;
import io.github.benchplugin.maven.jdk.provision.MavenProvisionSettings;
import io.github.benchplugin.engine.BenchRun;
import io.github.benchplugin.engine.request.RunRequest;
import io.github.benchplugin.engine.runtimeprofile.ProfileDefinition;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Execute;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.ProjectBuilder;
import io.github.benchplugin.engine.config.VariantRequest;
import io.github.benchplugin.maven.variant.MavenVariants;
import org.eclipse.aether.RepositorySystem;
import org.apache.maven.toolchain.ToolchainManager;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

// The mojo turns its parameters and Maven's services (the class path, toolchains, the log) into
// RunParameters for the BenchEngine, and the engine's outcome into a build result.
// The Javadoc below is the text of `mvn bench:help -Ddetail` and of the site's goal page: keep it in step with README.md.
/**
 * Runs the project's JMH benchmarks on every runtime of {@code bench.jdks}, each in its own forked
 * JVM on that JDK, and writes one merged table with ratios, allocation and verdicts to
 * {@code target/bench}: {@code results.json}, {@code results.md}, {@code results.csv},
 * {@code results.html} and JMH's own JSON per runtime ({@code jmh/<runtime id>.json}). It compiles
 * what it needs first (test-compile), so a clean checkout works; modules without benchmarks are
 * skipped with one line. Example: {@code mvn bench:run -Dbench.jdks=17,25 -Dbench.job=short}.
 * In a reactor it measures every module, in reactor order, each into its own {@code target/bench},
 * and ends with one line per module saying where its results are: Maven's Reactor Summary, which
 * follows, calls every module but the top one SKIPPED, measured or not (README, "In a reactor").
 * With {@code bench.jar} it measures an existing JMH uber-jar instead, in any directory: no
 * project is needed then.
 */
// requiresProject = false so that bench.jar runs in a directory without a pom.xml (the contract). Maven
// runs such a goal once per build, on the first project, whatever the reactor holds; so it is declared an
// aggregator, which makes Maven compile (the forked test-compile) and resolve every project of the
// reactor, and work() measures each module in reactor order, as a goal bound per module would.
// The price: Maven records a build result for that one project only, so its Reactor Summary calls every
// other module SKIPPED, the measured ones too; ReactorSummary's lines, just before it, say what ran where.
@Mojo(name = "run", requiresProject = false, aggregator = true,
        requiresDependencyResolution = ResolutionScope.TEST, threadSafe = true)
@Execute(phase = LifecyclePhase.TEST_COMPILE)
public class RunMojo extends AbstractBenchMojo {

    /**
     * The runtimes to measure, a comma list in column order; the first is the baseline the others
     * are compared with. An entry is a feature version ({@code 21}: toolchains.xml first, then the
     * installed JDKs), a Maven version range ({@code [21,22)}), a JDK home path, or {@code all}
     * (every JDK found, oldest first). An entry may repeat ({@code 17,17}, an A/A noise check: the
     * columns are 17 and 17_2). Default: the JDK running Maven. {@code mvn bench:jdks} lists what
     * is found. Example: {@code -Dbench.jdks=17,25}.
     */
    @Parameter(property = "bench.jdks")
    String jdks;

    /**
     * The benchmarks to run: regular expressions over benchmark names such as
     * {@code org.example.ConcatBench.plus}, comma-separated, each found anywhere in the name as JMH
     * matches them. Default: every benchmark. Example: {@code -Dbench.include=ConcatBench.plus,Pool}.
     */
    @Parameter(property = "bench.include")
    String include;

    /**
     * Benchmarks not to run: regular expressions over benchmark names, comma-separated, as for
     * bench.include; applied after it. Default: none. Example: {@code -Dbench.exclude=Slow}.
     */
    @Parameter(property = "bench.exclude")
    String exclude;

    /**
     * Overrides the {@code @Param} values of the benchmarks: {@code name=value,value;name=value}.
     * A name that no selected benchmark declares is an error. Default: the values of the
     * annotations. Example: {@code -Dbench.params=size=1,64;label=plain}.
     */
    @Parameter(property = "bench.params")
    String params;

    /**
     * A preset for forks, warmup and measurement: {@code dry} (1 fork, 2 x 100 ms: a smoke test),
     * {@code short} (1 fork, 2 x 300 ms warmup, 3 x 300 ms: a first answer in seconds, no verdicts),
     * {@code default} (5 forks, 3 x 500 ms warmup, 5 x 400 ms: verdicts), {@code long} (10 forks,
     * 5 x 1 s warmup, 10 x 1 s) or {@code jmh} (the benchmarks' own annotations). bench.forks,
     * bench.warmupIterations, bench.warmupTime, bench.iterations and bench.time override single
     * values; one that differs from a benchmark's {@code @Fork}, {@code @Warmup} or
     * {@code @Measurement} is said once before measuring (a preset's are not). Example: {@code -Dbench.job=short}.
     */
    @Parameter(property = "bench.job", defaultValue = "default")
    String job;

    /**
     * Forks (measured JVMs) per benchmark and runtime, at least 1. A verdict needs 2 on each side;
     * 3 or more are advised. Default: from bench.job. Example: {@code -Dbench.forks=10}.
     */
    @Parameter(property = "bench.forks")
    String forks;

    /**
     * Warmup iterations in each fork, 0 or more. Default: from bench.job.
     * Example: {@code -Dbench.warmupIterations=5}.
     */
    @Parameter(property = "bench.warmupIterations")
    String warmupIterations;

    /**
     * Length of one warmup iteration: a number with a unit, {@code ms}, {@code s}, {@code m} or
     * {@code h} (a bare number is seconds). Default: from bench.job. Example: {@code -Dbench.warmupTime=1s}.
     */
    @Parameter(property = "bench.warmupTime")
    String warmupTime;

    /**
     * Measured iterations in each fork, at least 1. Default: from bench.job.
     * Example: {@code -Dbench.iterations=10}.
     */
    @Parameter(property = "bench.iterations")
    String iterations;

    /**
     * Length of one measured iteration: a number with a unit, {@code ms}, {@code s}, {@code m} or
     * {@code h} (a bare number is seconds). Default: from bench.job. Example: {@code -Dbench.time=500ms}.
     */
    @Parameter(property = "bench.time")
    String time;

    /**
     * The forks run in this many rounds; each round measures every benchmark on every runtime (round
     * 1 of B1 on 17, on 25, of B2 on 17, on 25, then round 2 ...), so slow drift of the machine lands
     * on every column alike. The rounds' results are pooled per row as JMH pools forks; each round's
     * own output stays in {@code jmh/<id>/round-N.json}. Between 1 and bench.forks; {@code 1} runs each
     * cell's forks back to back. Default: bench.forks (one fork per round). Example: {@code -Dbench.rounds=1}.
     */
    @Parameter(property = "bench.rounds")
    String rounds;

    /**
     * {@code fixed}: the preset's warm-up iterations. {@code auto} (the default of bench.job=default): warm-up
     * ends on evidence; each fork runs short measured iterations without JMH warm-up, and the score is that of
     * the iterations the steady-state rule calls steady (docs/statistics.md). Example:
     * {@code -Dbench.warmup=auto}.
     */
    @Parameter(property = "bench.warmup")
    String warmup;

    /**
     * Under {@code bench.warmup=auto}, how long the probe fork of each row and runtime runs before it may
     * stop (the longest warm-up the rule can see end): at least two steady windows (4s with 100 ms
     * iterations), at most 250 iterations (25s). Default: 10s. Refused beside a fixed warm-up. Example:
     * {@code -Dbench.warmupHorizon=4s}.
     */
    @Parameter(property = "bench.warmupHorizon")
    String warmupHorizon;

    /**
     * JMH benchmark mode(s), comma-separated: {@code thrpt}, {@code avgt}, {@code sample}, {@code ss}
     * or {@code all}. Default: the benchmarks' {@code @BenchmarkMode}. Example: {@code -Dbench.mode=avgt}.
     */
    @Parameter(property = "bench.mode")
    String mode;

    /**
     * The time unit of the scores: {@code ns}, {@code us}, {@code ms}, {@code s}, {@code m} or
     * {@code h}. Default: the benchmarks' {@code @OutputTimeUnit}. Example: {@code -Dbench.timeUnit=ns}.
     */
    @Parameter(property = "bench.timeUnit")
    String timeUnit;

    /**
     * Extra JVM arguments for every measured fork, separated by blanks; single or double quotes keep
     * an argument with a space in one piece. Default: none.
     * Example: {@code -Dbench.jvmArgs="-Xmx1g '-Dlabel=two words'"}.
     */
    @Parameter(property = "bench.jvmArgs")
    String jvmArgs;

    /**
     * Benchmark threads, overriding {@code @Threads} as JMH's {@code -t} does: a positive integer, or
     * {@code max} (one thread per processor); a value other than a benchmark's {@code @Threads} is said
     * once before measuring, naming the benchmarks. Each cell records the threads JMH ran in results.json
     * ({@code threads}; for a {@code @Group}, all threads of the group), and a cell with more threads
     * than the machine has processors gets an OVERSUBSCRIBED warning: its threads time-share the cores.
     * Default: the benchmarks' {@code @Threads} (1 without it). Example: {@code -Dbench.threads=2}.
     */
    @Parameter(property = "bench.threads")
    String threads;

    /**
     * JMH profilers for every measured fork on every runtime, in JMH's {@code -prof} syntax, beside the
     * always-on {@code gc}: comma-separated, or one per {@code <profiler>} element; a profiler's options
     * follow a ':' and are separated by ';' ({@code jfr,stack,async:output=flamegraph}). Before
     * measuring, each runtime's JMH is asked which profilers it supports there ({@code -lprof}); an
     * unknown or unavailable one ends the build naming what that runtime offers. Their files (JFR
     * recordings, flame graphs) and text results (stack, comp, perfasm ...) go to
     * {@code profiles/<runtime id>/<row>/}, listed in results.md and linked from results.html.
     * {@code async} without {@code libPath} uses async-profiler from Maven Central
     * (tools.profiler:async-profiler, which the plugin brings). Default: none.
     * Example: {@code -Dbench.profilers=stack,jfr}.
     */
    @Parameter(property = "bench.profilers")
    List<String> profilers;

    /**
     * Explains rows with JDK Flight Recorder, side by side per runtime: {@code true} the rows whose
     * comparison (between runtimes or profiles, against bench.baseline or bench.compareTo) is faster
     * or slower or allocates more or less (every row a gate can fail), {@code all} every measured row, otherwise a comma list of regular expressions over
     * benchmark names. After the measured rounds each explained row gets one extra fork per runtime
     * with JFR on, never pooled into the scores; its hot methods, allocation sites, GC, locks and JIT
     * decisions go to results.json, an "Explained" section of results.md and a "Why" panel of
     * results.html, and the recordings to {@code explain/<row>/<runtime id>.jfr} (docs/explain.md).
     * Default: nothing explained. Example: {@code -Dbench.explain=true}.
     */
    @Parameter(property = "bench.explain")
    String explain;

    /**
     * With bench.explain, and perf and hsdis installed: also each runtime's hottest machine code side by side
     * (JMH's perfasm in the recorded fork, about 25 s more per fork). {@code false} leaves it out, the JFR
     * evidence stays. Example: {@code -Dbench.explainMachineCode=false}.
     */
    @Parameter(property = "bench.explainMachineCode", defaultValue = "true")
    String explainMachineCode;

    /**
     * What happens to a requested runtime that cannot be found or started: {@code none} (the build
     * fails, listing the JDKs found and where it looked) or {@code in-process} (it runs inside
     * Maven's JVM, flagged UNISOLATED next to every number; the column keeps the requested id and
     * records the JDK that really ran). Never silent. Example: {@code -Dbench.fallback=in-process}.
     */
    @Parameter(property = "bench.fallback", defaultValue = "none")
    String fallback;

    /**
     * {@code true}: run everything inside Maven's JVM (one shared JVM and class loader, JMH's order,
     * as JMH with forks=0 runs it), flagged UNISOLATED. For smoke tests only: such numbers can be far
     * off. Example: {@code -Dbench.inProcess=true}.
     */
    @Parameter(property = "bench.inProcess", defaultValue = "false")
    String inProcess;

    /**
     * {@code true}: a feature version of bench.jdks that toolchains and discovery cannot find is
     * downloaded (Foojay Disco API, SHA-256 checked) into ~/.m2/jdks, where later runs find it
     * offline. Off by default, never silent; offline (-o) nothing is downloaded.
     * Example: {@code -Dbench.provision=true}.
     */
    @Parameter(property = "bench.provision", defaultValue = "false")
    String provision;

    /**
     * The Disco API distribution bench.provision downloads: temurin (default), zulu, corretto,
     * liberica, ... Example: {@code -Dbench.provisionVendor=zulu}.
     */
    @Parameter(property = "bench.provisionVendor", defaultValue = ProvisionSettings.DEFAULT_VENDOR)
    String provisionVendor;

    /**
     * The Disco API v3 base address for bench.provision: HTTPS (a mirror), or plain HTTP to
     * localhost only (a test server). Example: {@code -Dbench.provisionUrl=https://mirror.example/disco/v3.0}.
     */
    @Parameter(property = "bench.provisionUrl", defaultValue = ProvisionSettings.DEFAULT_URL)
    String provisionUrl;

    /**
     * {@code true}: fail the build, after writing the results, if any column ran unisolated
     * (bench.inProcess, or bench.fallback=in-process that was needed). Example:
     * {@code -Dbench.strictIsolation=true}.
     */
    @Parameter(property = "bench.strictIsolation", defaultValue = "false")
    String strictIsolation;

    /**
     * {@code true}: duet mode. The two sides of each comparison are measured side by side (a row's columns;
     * with more columns than CPUs the baseline column beside each other in turn; with one column and
     * bench.baseline naming a method, that method beside each other method of its class in turn), each
     * side's forks pinned to its own CPUs ({@code taskset -c}), every measured iteration started when all
     * sides are ready, and the ratios come from the paired iterations: a burst of load on a shared machine
     * hits both sides alike and cancels. Rows that cannot be paired (more threads than a CPU set holds,
     * single-shot, @Group) and runs on machines with fewer than 2 CPUs are measured as without it, and said.
     * Example:
     * {@code -Dbench.duet=true}.
     */
    @Parameter(property = "bench.duet", defaultValue = "false")
    String duet;

    // ---- runtime profiles and the isolation check ----

    /**
     * Runtime profiles, a second column dimension: the columns become runtime x profile (ids such
     * as {@code 17-g1}), and a runtime is compared with the baseline runtime under the same
     * profile. Built in: {@code default}, {@code g1}, {@code parallel}, {@code serial}, {@code z},
     * {@code c2} (C2 only, no tiered compilation), {@code host} (Maven's own JVM flags); or a name
     * defined under {@code <profiles>}. Default: none (no profile dimension). In the POM the element
     * is {@code <profileNames>}, since {@code <profiles>} holds the definitions.
     * Example: {@code -Dbench.profiles=g1,parallel}.
     */
    @Parameter(property = "bench.profiles")
    String profileNames;

    /**
     * Your own runtime profiles, run when bench.profiles names them: each a name (letters, digits,
     * '_' and '.') and the JVM flags of its forks, e.g.
     * {@code <profiles><profile><name>bigheap</name><jvmArgs>-Xmx4g -XX:+AlwaysPreTouch</jvmArgs></profile></profiles>}.
     * POM configuration only.
     */
    @Parameter
    List<ProfileDefinition> profiles;

    /**
     * {@code true}: with bench.profiles, also compare each profile with the first one on the same
     * runtime. Example: {@code -Dbench.compareProfiles=true}.
     */
    @Parameter(property = "bench.compareProfiles", defaultValue = "false")
    String compareProfiles;

    /**
     * {@code true}: on every runtime of bench.jdks, measure each selected benchmark isolated (a fork
     * each, as usual) and shared (all of them in one JVM of that JDK, in JMH's order, forks=0 inside
     * it), and report the divergence per row and runtime, largest first: {@code isolation.md},
     * {@code isolation.json} and a table in the log. Example: {@code -Dbench.verifyIsolation=true}.
     */
    @Parameter(property = "bench.verifyIsolation", defaultValue = "false")
    String verifyIsolation;

    /**
     * Longest time one cell (a benchmark with one parameter set and mode, on one runtime) may take:
     * a number with a unit ({@code ms}, {@code s}, {@code m}, {@code h}). Past it the measured JVM
     * and its children are killed, the cell is marked failed and the run goes on with the next.
     * Default: 3 x the planned time + 2 minutes; the planned time takes forks, warmup and measurement
     * from the run's settings, else the benchmark's annotations, else JMH's defaults. Example:
     * {@code -Dbench.timeout=10m}.
     */
    @Parameter(property = "bench.timeout")
    String timeout;

    /**
     * {@code true}: finish an interrupted run without measuring its finished cells again; only when
     * settings, runtimes, benchmarks and compiled classes are the same, otherwise the log says why it
     * starts over. Example: {@code -Dbench.resume=true}.
     */
    @Parameter(property = "bench.resume", defaultValue = "false")
    String resume;

    /**
     * One bench:run at a time per machine (benchmarks measured side by side measure each other): how
     * long a second run waits for the first before failing. A number with a unit ({@code ms},
     * {@code s}, {@code m}, {@code h}). Example: {@code -Dbench.lockWait=10m}.
     */
    @Parameter(property = "bench.lockWait", defaultValue = "1h")
    String lockWait;

    /**
     * {@code true}: keep the run's scratch files after it, for debugging: {@code work/} (each round's host
     * plan, each cell's JMH JSON, JMH's log and the iteration record) and {@code classpath-overlay/}. Without
     * it they are removed when the run ends; a run that stops early keeps only what bench.resume reads.
     * None has a suffix a project's source checks read (.java, .properties, .xml). Example:
     * {@code -Dbench.keepWork=true}.
     */
    @Parameter(property = "bench.keepWork", defaultValue = "false")
    String keepWork;

    /**
     * {@code false}: failed cells are reported (status failed, a FAILED warning) but the build stays
     * green. Example: {@code -Dbench.failOnError=false}.
     */
    @Parameter(property = "bench.failOnError", defaultValue = "true")
    String failOnError;

    /** The project whose benchmarks run. */
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** The projects of this build, in reactor order (-pl and -am applied); one outside a reactor. */
    @Parameter(defaultValue = "${reactorProjects}", readonly = true, required = true)
    List<MavenProject> reactorProjects;

    /**
     * An existing JMH uber-jar to measure instead of the project's compiled benchmarks: maven-shade's
     * {@code benchmarks.jar} or Gradle's {@code build/libs/*-jmh.jar}, run unchanged on every runtime
     * of bench.jdks with the jar's own JMH. Every other property applies as usual. No project is
     * needed: {@code mvn bench:run} works in any directory. Default: not set (the project's benchmarks).
     * Example: {@code -Dbench.jar=target/benchmarks.jar}.
     */
    @Parameter(property = "bench.jar")
    File jar;

    /**
     * Where the harness floor is measured: an empty benchmark with the run's settings, which
     * ZERO_MEASUREMENT compares cells with. {@code auto} (default): the rows first, then the floor
     * only on runtimes where some cell could be indistinguishable from it (within 5 times a 2 ns
     * ceiling per call), and on the other runtimes of such a row; a suite far above it pays nothing.
     * With {@code auto}, a floor measured less than 7 days ago with the same JDK, machine and
     * options comes from the per-user floor cache ({@code ~/.cache/bench-maven-plugin/floors}).
     * {@code true}: on every runtime in every round (and the cache is refreshed). {@code false}:
     * never, and then no ZERO_MEASUREMENT is checked. Example: {@code -Dbench.floor=true}.
     */
    @Parameter(property = "bench.floor", defaultValue = "auto")
    String floor;

    /**
     * {@code K/N}: measure only the K-th of N deterministic slices of the selected rows (method x
     * parameter set x mode), balanced by planned time, with every runtime of bench.jdks in each
     * slice, so every verdict compares cells of one machine. bench:merge of the N results gives
     * exactly the rows of an unsharded run, and reports a missing or repeated shard.
     * Default: not set (every row). Example: {@code -Dbench.shard=2/4}.
     */
    @Parameter(property = "bench.shard")
    String shard;

    /**
     * A precision target: the largest half-width of a ratio interval worth waiting for, as a
     * percentage. Every cell gets 3 forks, one per interleaved round; after each further round only
     * the rows whose ratio interval is still wider than the target and whose verdict is open get
     * another fork, up to bench.forks forks per cell (10 when not set) or until bench.maxTime is
     * spent; the rows that did not get there are listed. The intervals are widened so that looking
     * after every round keeps the overall false-verdict rate at 5% (docs/statistics.md).
     * Default: not set (a fixed number of forks). Example: {@code -Dbench.targetError=2%}.
     */
    @Parameter(property = "bench.targetError")
    String targetError;

    /**
     * The time budget of a run with bench.targetError: no further round starts when its planned
     * time would pass it (the first 3 forks of every cell always run). A number with a unit
     * ({@code s}, {@code m}, {@code h}). Default: not set (only the number of forks limits the
     * run). Example: {@code -Dbench.maxTime=20m}.
     */
    @Parameter(property = "bench.maxTime")
    String maxTime;

    /**
     * Versions of a dependency as a third column dimension beside the runtimes (and profiles): a POM
     * property the project uses for a version and its values ({@code jackson.version=2.17.3,2.18.2}:
     * the dependencies resolved again with the property set to each, as {@code -Djackson.version=...}
     * would), or coordinates and versions ({@code com.example:lib:1.4.0,1.5.0}; artifacts that move
     * together joined by {@code +}). The benchmarks are compiled once, against the project's version,
     * and each variant's forks link them against its class path; columns are {@code <runtime>/<version>}
     * ({@code 17/2.18.2}), the first version is the baseline, and each variant is compared with it on
     * every runtime. Resolved through Maven with the project's repositories, settings and offline mode;
     * a variant whose class path equals another's is refused. Not with bench.inProcess,
     * bench.fallback=in-process or bench.verifyIsolation (a shared JVM runs one class path).
     * Default: none. Example: {@code -Dbench.variants=jackson.version=2.17.3,2.18.2}.
     */
    @Parameter(property = "bench.variants")
    String variants;

    @Component
    ToolchainManager toolchainManager;

    @Component
    ProjectBuilder projectBuilder;

    @Component
    RepositorySystem repositorySystem;


    @Override
    String goal() {
        return "bench:run";
    }

    @Override
    void work() throws IOException, InterruptedException, MojoFailureException {
        MavenRunLog log = new MavenRunLog(getLog());
        // The one parse step, before the lock and before any project code is read: every value, the JDKs resolved.
        Door door = MavenProvisionSettings.door(session, new MavenToolchainSource(toolchainManager, session), log,
                pluginVersion);
        RunRequest request = RunRequest.parse(rawSettings(), profiles == null ? List.of() : profiles, door,
                Path.of(session.getExecutionRootDirectory()));
        BenchRun run = new BenchRun(door);
        Optional<VariantRequest> variantRequest = request.settings().columns().variants();
        if (jar != null || project.getFile() == null) {
            if (variantRequest.isPresent()) {
                throw new BadInputException("bench.variants '" + variantRequest.get().describe() + "' resolves the"
                        + " project's dependencies, and bench.jar measures a jar without a project; run bench:run in"
                        + " the project, or give the jar's variants to the command line: bench-cli run"
                        + " --variant name=path:path <jar>");
            }
            BenchRun.Measured measured = run.measure(request, MeasuredCode.ofJar(requireJar()), outputDirectory.toPath(),
                    Path.of("").toAbsolutePath(), null);
            if (!measured.passed()) {
                throw new MojoFailureException(String.join(" ", measured.reasons()));
            }
            return;
        }
        ModuleOutputs outputs = new ModuleOutputs(project, outputDirectory.toPath(), reactorProjects);
        boolean reactor = reactorProjects.size() > 1;
        ReactorSummary summary = new ReactorSummary(Path.of(session.getExecutionRootDirectory()));
        List<String> failed = new ArrayList<>();
        // Every module's variants are resolved before the first module takes the run lock, so a
        // version that does not exist or changes nothing is refused before anything is measured.
        Map<MavenProject, MavenVariants.Resolution> variantsByModule = variantRequest.isPresent()
                ? resolveVariants(variantRequest.get(), reactor) : Map.of();
        // Every module's folder is ours to write (or can be), and holds nothing the run reads, before any is measured.
        reactorProjects.forEach(module -> run.checkOutput(request, outputs.of(module)));
        try {
            for (MavenProject module : reactorProjects) {
                if (reactor) {
                    log.info("--- " + module.getArtifactId() + " ---");
                }
                MeasuredCode code = moduleCode(module);
                MavenVariants.Resolution resolution = variantsByModule.get(module);
                if (resolution != null) {
                    if (resolution.changesNothing() != null) {
                        // The parent, or a module without the library: nothing to compare there.
                        log.info("bench.variants changes nothing in " + module.getArtifactId() + ": not measured");
                        summary.unchangedByVariants(module.getArtifactId());
                        continue;
                    }
                    code = code.withVariants(resolution.variants());
                }
                BenchRun.Measured measured = run.measure(request, code, outputs.of(module),
                        module.getBasedir().toPath(), CompilerProcessorConfig.describe(module));
                if (measured.outcome().ran()) {
                    summary.measured(module.getArtifactId(), measured.outcome().reports(), !measured.passed());
                } else {
                    summary.withoutBenchmarks(module.getArtifactId());
                }
                if (!measured.passed()) {
                    failed.add(reactor ? module.getArtifactId() + ": " + String.join(" ", measured.reasons())
                            : String.join(" ", measured.reasons()));
                }
            }
        } finally {
            // Maven's Reactor Summary, printed next, calls every module but this project SKIPPED, the
            // measured ones too: say first what was measured and where, also after an error in a module.
            if (reactor) {
                log.info("");
                summary.lines(project.getArtifactId(), reactorProjects.stream().map(MavenProject::getArtifactId).toList())
                        .forEach(log::info);
            }
        }
        if (!failed.isEmpty()) {
            throw new MojoFailureException(String.join(" ", failed));
        }
    }

    /**
     * bench.variants resolved for every module of the build, in reactor order; refused when it
     * changes nothing in a single project, or in no module of a reactor.
     */
    private Map<MavenProject, MavenVariants.Resolution> resolveVariants(VariantRequest request, boolean reactor) {
        MavenVariants resolver = new MavenVariants(session, projectBuilder, repositorySystem);
        Map<MavenProject, MavenVariants.Resolution> byModule = new LinkedHashMap<>();
        String unchangedBecause = null;
        for (MavenProject module : reactorProjects) {
            MavenVariants.Resolution resolution = resolver.resolve(request, module);
            if (resolution.changesNothing() != null) {
                if (!reactor) {
                    throw new BadInputException("bench.variants: " + resolution.changesNothing());
                }
                unchangedBecause = resolution.changesNothing();
            }
            byModule.put(module, resolution);
        }
        if (byModule.values().stream().allMatch(r -> r.changesNothing() != null)) {
            throw new BadInputException("bench.variants changes no module of the reactor; the last: " + unchangedBecause);
        }
        return byModule;
    }

    /** Every bench.* parameter of this goal by property name (the catalog's names); RunRequest.parse checks them all. */
    private RawSettings rawSettings() {
        return sharedSettings()
                .put("bench.jdks", jdks).put("bench.fallback", fallback).put("bench.inProcess", inProcess)
                .put("bench.provision", provision).put("bench.provisionVendor", provisionVendor)
                .put("bench.provisionUrl", provisionUrl)
                .put("bench.include", include).put("bench.exclude", exclude).put("bench.params", params)
                .put("bench.shard", shard)
                .put("bench.job", job).put("bench.forks", forks).put("bench.rounds", rounds).put("bench.warmup", warmup)
                .put("bench.warmupHorizon", warmupHorizon)
                .put("bench.warmupIterations", warmupIterations).put("bench.warmupTime", warmupTime)
                .put("bench.iterations", iterations).put("bench.time", time)
                .put("bench.mode", mode).put("bench.timeUnit", timeUnit).put("bench.threads", threads)
                .put("bench.jvmArgs", jvmArgs)
                .put("bench.profiles", profileNames).put("bench.compareProfiles", compareProfiles)
                .put("bench.variants", variants)
                .put("bench.verifyIsolation", verifyIsolation).put("bench.strictIsolation", strictIsolation)
                .put("bench.targetError", targetError).put("bench.maxTime", maxTime).put("bench.floor", floor)
                .put("bench.timeout", timeout).put("bench.lockWait", lockWait).put("bench.resume", resume)
                .put("bench.duet", duet)
                .put("bench.keepWork", keepWork)
                .put("bench.failOnError", failOnError)
                .put("bench.profilers", profilers).put("bench.explain", explain)
                .put("bench.explainMachineCode", explainMachineCode).put("bench.jar", jar)
                .build();
    }

    private Path requireJar() {
        if (jar == null) {
            throw new BadInputException("without a project (a pom.xml in this directory) there is nothing to measure"
                    + " but bench.jar, an existing JMH uber-jar: mvn bench:run -Dbench.jar=target/benchmarks.jar");
        }
        return jar.toPath();
    }

    /** A module's compiled classes (main and test: benchmarks live in either) and its test class path. */
    private static MeasuredCode moduleCode(MavenProject module) throws IOException {
        return new MeasuredCode(module.getArtifactId(), List.of(Path.of(module.getBuild().getOutputDirectory()),
                Path.of(module.getBuild().getTestOutputDirectory())), testClasspath(module));
    }

    private static List<Path> testClasspath(MavenProject module) throws IOException {
        try {
            return module.getTestClasspathElements().stream().map(Path::of).toList();
        } catch (DependencyResolutionRequiredException e) {
            throw new IOException("the test class path of " + module.getArtifactId() + " is not resolved: "
                    + e.getMessage(), e);
        }
    }
}
