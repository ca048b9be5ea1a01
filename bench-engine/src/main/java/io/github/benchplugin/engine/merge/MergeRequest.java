package io.github.benchplugin.engine.merge;

import io.github.benchplugin.engine.config.MetricsOption;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.publish.Exports;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.model.combine.ConflictPolicy;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.engine.output.ReadFiles;
import io.github.benchplugin.engine.request.Door;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One bench:merge as the user asked for it, typed and checked by {@link #parse} before any input is
 * read (bench:merge's properties, the command line's merge options).
 *
 * @param inputs          bench.inputs expanded: the files of each entry, in the order given
 * @param onConflict      bench.onConflict
 * @param baselineRuntime bench.baselineRuntime, may be null (the first column)
 * @param allowMixedHosts bench.allowMixedHosts
 * @param baseline        bench.baseline, may be null
 * @param metrics         bench.metrics
 * @param history         bench.compareTo (read), the regression thresholds and bench.history
 * @param exports         bench.export
 * @param reads           every input file, bench.compareTo and bench.history: never inside the output folder
 */
public record MergeRequest(List<InputFiles.Group> inputs, ConflictPolicy onConflict, String baselineRuntime,
                           boolean allowMixedHosts, String baseline, MetricSelection metrics, HistoryOptions history,
                           Exports exports, ReadFiles reads) {

    public MergeRequest {
        inputs = List.copyOf(inputs);
    }

    /** With only the inputs as what the merge reads. */
    public MergeRequest(List<InputFiles.Group> inputs, ConflictPolicy onConflict, String baselineRuntime,
                        boolean allowMixedHosts, String baseline, MetricSelection metrics, HistoryOptions history,
                        Exports exports) {
        this(inputs, onConflict, baselineRuntime, allowMixedHosts, baseline, metrics, history, exports,
                ReadFiles.NONE.plus("bench.inputs", files(inputs)));
    }

    /** Without bench.export. */
    public MergeRequest(List<InputFiles.Group> inputs, ConflictPolicy onConflict, String baselineRuntime,
                        boolean allowMixedHosts, String baseline, MetricSelection metrics, HistoryOptions history) {
        this(inputs, onConflict, baselineRuntime, allowMixedHosts, baseline, metrics, history, Exports.NONE);
    }

    /**
     * @param raw           the user's values by property name
     * @param baseDirectory where relative inputs are resolved (the directory the command runs in)
     * @throws io.github.benchplugin.model.error.UserInputException for the first value that cannot be used
     */
    public static MergeRequest parse(RawSettings raw, Path baseDirectory, Door door) throws IOException {
        ConflictPolicy onConflict = ConflictPolicy.parse(raw.text("bench.onConflict"));
        boolean allowMixedHosts = raw.flag("bench.allowMixedHosts", false);
        MetricSelection metrics = MetricsOption.parse(raw.text("bench.metrics"));
        Exports exports = Exports.parse(raw);
        HistoryOptions options = HistoryOptions.parse(raw, door.pluginVersion(), baseDirectory, door.log());
        List<InputFiles.Group> inputs = InputFiles.expand(raw.text("bench.inputs"), baseDirectory);
        return new MergeRequest(inputs, onConflict, raw.text("bench.baselineRuntime"), allowMixedHosts,
                raw.text("bench.baseline"), metrics, options, exports,
                ReadFiles.of(raw, "bench.compareTo", "bench.history").plus("bench.inputs", files(inputs)));
    }

    private static List<Path> files(List<InputFiles.Group> inputs) {
        return inputs.stream().flatMap(g -> g.files().stream()).toList();
    }
}
