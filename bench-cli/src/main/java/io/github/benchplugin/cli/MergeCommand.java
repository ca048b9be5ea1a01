package io.github.benchplugin.cli;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.run.ConsoleRunLog;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.engine.merge.MergePipeline;
import io.github.benchplugin.engine.merge.MergeRequest;
import io.github.benchplugin.engine.request.Door;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code bench merge a/results.json b/results.json}: {@code mvn bench:merge} without Maven; its
 * options are the catalog's bench:merge properties ({@link CliSettings}).
 */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Merges the results.json files of separate runs (CI matrix jobs, shards) into one table.")
final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "INPUT",
            description = "results.json files or glob patterns (artifacts/**/results.json); columns follow this order.")
    List<String> inputs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        RunLog log = new ConsoleRunLog(System.out, false);
        Path here = Path.of("").toAbsolutePath();
        RawSettings raw = CliSettings.of(spec).with("bench.inputs", String.join(",", inputs));
        MergeRequest request = MergeRequest.parse(raw, here, new Door(ToolchainSource.NONE, log, false, null, null,
                Main.version(), EngineJvm.CLI));
        Optional<String> failedGate = new MergePipeline(log).run(request, Path.of(raw.text("bench.outputDirectory")));
        failedGate.ifPresent(System.err::println);
        return failedGate.isPresent() ? ExitCodes.FAILED : ExitCodes.OK;
    }
}
