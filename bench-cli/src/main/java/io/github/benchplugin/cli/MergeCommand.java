package io.github.benchplugin.cli;

import io.github.benchplugin.run.ConsoleRunLog;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.gate.HistoryOptions;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.merging.MergePipeline;
import io.github.benchplugin.merging.MergeRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code bench merge a/results.json b/results.json}: {@code mvn bench:merge} without Maven. */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Merges the results.json files of separate runs (CI matrix jobs, shards) into one table.")
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "INPUT",
            description = "results.json files or glob patterns (artifacts/**/results.json); columns follow this order.")
    List<String> inputs;

    @Option(names = "--onConflict", paramLabel = "POLICY", defaultValue = "error",
            description = "A cell found in two inputs: error (default), first or last.")
    String onConflict;

    @Option(names = "--baselineRuntime", paramLabel = "ID",
            description = "The runtime column every other one is compared with. Default: the first.")
    String baselineRuntime;

    @Option(names = "--allowMixedHosts", arity = "0..1", fallbackValue = "true", defaultValue = "false",
            paramLabel = "BOOLEAN", description = "Verdicts also between cells measured on different machines.")
    boolean allowMixedHosts;

    @Mixin
    ReportOptions report;

    @Override
    public Integer call() throws IOException, ResultFileException {
        RunLog log = new ConsoleRunLog(System.out, false);
        HistoryOptions history = report.history(log);
        Optional<String> failedGate = new MergePipeline(log).run(
                new MergeRequest(String.join(",", inputs), Path.of("").toAbsolutePath(), onConflict, baselineRuntime,
                        allowMixedHosts),
                report.baseline, report.metrics, history, report.outputDirectory);
        failedGate.ifPresent(System.err::println);
        return failedGate.isPresent() ? ExitCodes.FAILED : ExitCodes.OK;
    }
}
