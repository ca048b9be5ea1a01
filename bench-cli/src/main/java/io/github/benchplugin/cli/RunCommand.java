package io.github.benchplugin.cli;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.catalog.CodeVariant;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.catalog.VariantPaths;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.engine.BenchEngine;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.RunOutcome;
import io.github.benchplugin.engine.RunParameters;
import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.gate.RunGates;
import io.github.benchplugin.engine.run.RuntimeSelection;
import io.github.benchplugin.jdk.ToolchainsXml;
import io.github.benchplugin.engine.BenchRun;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.request.RunRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code bench run --jdks 17,25 benchmarks.jar}: {@code mvn bench:run -Dbench.jar=...} without
 * Maven. Its options are the catalog's bench:run properties without {@code bench.}
 * ({@link CliSettings}); the engine's parse step checks them, so both doors give the same
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

    @Option(names = "--variant", paramLabel = "NAME=PATH[:PATH...]",
            description = "A version of a library the benchmarks use: its jars, directories of jars or class directories, put before JAR on"
                    + " the class path; give it at least twice, the first is the baseline. Columns: 17/NAME, 25/NAME...")
    List<String> variants = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        RunLog log = new ConsoleRunLog(System.out, false);
        RawSettings raw = CliSettings.of(spec);
        Path here = Path.of("").toAbsolutePath();
        Door door = new Door(ToolchainsXml.ofUser(), log, false, null, Path.of(System.getProperty("user.home")),
                Main.version(), EngineJvm.CLI);
        RunRequest request = RunRequest.parse(raw, List.of(), door, here); // before the lock and the jar
        List<CodeVariant> codeVariants = VariantPaths.parse(variants, jar);
        EmbeddedHostJar.install();
        BenchRun.Measured measured = new BenchRun(door).measure(request, MeasuredCode.ofJar(jar).withVariants(codeVariants),
                Path.of(raw.text("bench.outputDirectory")), here, null);
        measured.reasons().forEach(System.err::println);
        return measured.passed() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
