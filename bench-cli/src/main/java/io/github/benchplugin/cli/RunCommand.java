package io.github.benchplugin.cli;

import io.github.benchplugin.catalog.MeasuredCode;
import io.github.benchplugin.config.RawSettings;
import io.github.benchplugin.engine.BenchEngine;
import io.github.benchplugin.run.ConsoleRunLog;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.run.RunOutcome;
import io.github.benchplugin.engine.RunParameters;
import io.github.benchplugin.engine.RunSettings;
import io.github.benchplugin.gate.HistoryOptions;
import io.github.benchplugin.gate.RunGates;
import io.github.benchplugin.jdk.RuntimeSelection;
import io.github.benchplugin.jdk.ToolchainsXml;
import io.github.benchplugin.jdk.provision.ProvisionSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code bench run --jdks 17,25 benchmarks.jar}: {@code mvn bench:run -Dbench.jar=...} without
 * Maven. Options are named after the properties without {@code bench.} and reach the engine by
 * that name ({@link CliSettings}); RunSettings checks their values, so both doors give the same
 * messages. Without Maven the toolchains come from ~/.m2/toolchains.xml itself (ToolchainsXml);
 * there is no proxy for bench.provision and no {@code <profiles>} definitions (the built-in
 * profiles remain).
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Runs the benchmarks of a JMH uber-jar (maven-shade's benchmarks.jar, Gradle's *-jmh.jar)"
                + " on every runtime of --jdks and writes one table with ratios and verdicts.")
final class RunCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "JAR", description = "The JMH uber-jar to measure, run unchanged with its own JMH.")
    Path jar;

    @Option(names = "--jdks", paramLabel = "LIST", description = "Runtimes in column order, the first is the baseline:"
            + " feature versions (21), ranges ([21,22)), JDK homes, or all. Default: the JDK running this command.")
    String jdks;

    @Option(names = "--include", paramLabel = "REGEX", description = "Benchmarks to run: comma-separated regular expressions.")
    String include;

    @Option(names = "--exclude", paramLabel = "REGEX", description = "Benchmarks not to run, applied after --include.")
    String exclude;

    @Option(names = "--params", paramLabel = "SPEC", description = "Overrides @Param values: size=1,64;label=plain.")
    String params;

    @Option(names = "--job", paramLabel = "PRESET", defaultValue = "default",
            description = "dry, short, default, long or jmh (the annotations). Default: ${DEFAULT-VALUE}.")
    String job;

    @Option(names = "--forks", paramLabel = "N", description = "Forks per benchmark and runtime. Default: from --job.")
    String forks;

    @Option(names = "--warmupIterations", paramLabel = "N", description = "Warmup iterations per fork.")
    String warmupIterations;

    @Option(names = "--warmupTime", paramLabel = "TIME", description = "Length of a warmup iteration (500ms, 1s).")
    String warmupTime;

    @Option(names = "--iterations", paramLabel = "N", description = "Measured iterations per fork.")
    String iterations;

    @Option(names = "--time", paramLabel = "TIME", description = "Length of a measured iteration (500ms, 1s).")
    String time;

    @Option(names = "--rounds", paramLabel = "N", description = "Interleaved rounds the forks run in. Default: --forks.")
    String rounds;

    @Option(names = "--mode", paramLabel = "MODES", description = "thrpt, avgt, sample, ss or all, comma-separated.")
    String mode;

    @Option(names = "--timeUnit", paramLabel = "UNIT", description = "ns, us, ms, s, m or h.")
    String timeUnit;

    @Option(names = "--jvmArgs", paramLabel = "ARGS", description = "Extra JVM arguments for every measured fork.")
    String jvmArgs;

    @Option(names = "--threads", paramLabel = "N", description = "Benchmark threads, as JMH's -t; max for one per processor.")
    String threads;

    @Option(names = "--profilers", paramLabel = "SPEC",
            description = "JMH profilers in -prof syntax, comma-separated (jfr,stack,async:output=flamegraph).")
    List<String> profilers;

    @Option(names = "--fallback", paramLabel = "POLICY", defaultValue = "none",
            description = "A runtime that cannot be forked: none (exit 2) or in-process (flagged UNISOLATED).")
    String fallback;

    @Option(names = "--inProcess", arity = "0..1", fallbackValue = "true", defaultValue = "false", paramLabel = "BOOLEAN",
            description = "Run everything inside this JVM, flagged UNISOLATED (smoke tests only).")
    boolean inProcess;

    @Option(names = "--provision", arity = "0..1", fallbackValue = "true", defaultValue = "false", paramLabel = "BOOLEAN",
            description = "Download a missing feature version (Foojay Disco API, SHA-256 checked) into ~/.m2/jdks.")
    boolean provision;

    @Option(names = "--provisionVendor", paramLabel = "NAME", defaultValue = ProvisionSettings.DEFAULT_VENDOR,
            description = "The distribution --provision downloads. Default: ${DEFAULT-VALUE}.")
    String provisionVendor;

    @Option(names = "--provisionUrl", paramLabel = "URL", defaultValue = ProvisionSettings.DEFAULT_URL,
            description = "The Disco API v3 base address. Default: ${DEFAULT-VALUE}.")
    String provisionUrl;

    @Option(names = "--strictIsolation", arity = "0..1", fallbackValue = "true", defaultValue = "false",
            paramLabel = "BOOLEAN", description = "Exit 1 if any column ran unisolated.")
    boolean strictIsolation;

    @Option(names = "--profiles", paramLabel = "NAMES",
            description = "Built-in runtime profiles as a second column dimension: default, g1, parallel, serial, z, c2, host.")
    String profileNames;

    @Option(names = "--compareProfiles", arity = "0..1", fallbackValue = "true", defaultValue = "false",
            paramLabel = "BOOLEAN", description = "Also compare each profile with the first on the same runtime.")
    boolean compareProfiles;

    @Option(names = "--verifyIsolation", arity = "0..1", fallbackValue = "true", defaultValue = "false",
            paramLabel = "BOOLEAN", description = "Measure isolated and shared (one JVM) and report the divergence.")
    boolean verifyIsolation;

    @Option(names = "--timeout", paramLabel = "TIME", description = "Longest time one cell may take (10m).")
    String timeout;

    @Option(names = "--resume", arity = "0..1", fallbackValue = "true", defaultValue = "false", paramLabel = "BOOLEAN",
            description = "Finish an interrupted run without measuring its finished cells again.")
    boolean resume;

    @Option(names = "--lockWait", paramLabel = "TIME", defaultValue = "1h",
            description = "How long to wait for another run on this machine. Default: ${DEFAULT-VALUE}.")
    String lockWait;

    @Option(names = "--failOnError", arity = "0..1", fallbackValue = "true", defaultValue = "true", paramLabel = "BOOLEAN",
            description = "false: failed cells are reported but the exit code stays 0. Default: ${DEFAULT-VALUE}.")
    boolean failOnError;

    @Option(names = "--floor", paramLabel = "auto|true|false", defaultValue = "auto",
            description = "Where the harness floor is measured: auto (only on runtimes where a cell could be"
                    + " indistinguishable from it, from the per-user cache when measured there in the last 7 days),"
                    + " true (every runtime, refreshing the cache), false (never). Default: ${DEFAULT-VALUE}.")
    String floor;

    @Option(names = "--shard", paramLabel = "K/N", description = "Run the K-th of N deterministic slices of the rows.")
    String shard;

    @Option(names = "--targetError", paramLabel = "PERCENT",
            description = "A precision target (2%%): more forks only where a ratio interval is still wider.")
    String targetError;

    @Option(names = "--maxTime", paramLabel = "TIME", description = "The time budget of a run with --targetError.")
    String maxTime;

    @Option(names = "--explain", paramLabel = "true|all|REGEX",
            description = "After the rounds, one recorded fork (JFR) per explained row and runtime, and the evidence"
                    + " side by side: true (rows that are faster or slower), all, or regular expressions.")
    String explain;

    @Mixin
    ReportOptions report;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        RunLog log = new ConsoleRunLog(System.out, false);
        RawSettings raw = CliSettings.of(spec); // every option above, by its property name
        MeasuredCode benchmarks = MeasuredCode.ofJar(jar);
        HistoryOptions history = report.history(log); // before measuring
        RunGates gates = RunGates.of(raw, history);
        RunSettings settings = RunSettings.parse(raw, List.of());
        RunParameters parameters = new RunParameters(benchmarks, report.outputDirectory, settings, history.previous(),
                null);
        ProvisionSettings provisioning = ProvisionSettings.of(provision, provisionVendor, provisionUrl, false, null,
                Path.of(System.getProperty("user.home")));
        RuntimeSelection runtimes = new RuntimeSelection(ToolchainsXml.ofUser(), log, provisioning, jdks, fallback,
                inProcess);
        EmbeddedHostJar.install();
        RunOutcome outcome = new BenchEngine(log).run(parameters, runtimes);
        if (!outcome.ran()) {
            return ExitCodes.OK;
        }
        List<String> reasons = gates.reasons(outcome, report.outputDirectory, log);
        reasons.forEach(System.err::println);
        return reasons.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
