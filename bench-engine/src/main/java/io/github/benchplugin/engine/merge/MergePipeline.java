package io.github.benchplugin.engine.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.io.RawSources;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.engine.config.MetricsOption;
import io.github.benchplugin.engine.run.ResultPrinter;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.model.combine.ConflictPolicy;
import io.github.benchplugin.model.combine.CrossMachineVerdicts;
import io.github.benchplugin.model.combine.ExplanationMerger;
import io.github.benchplugin.model.combine.MergeInput;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.gate.GateDecision;
import io.github.benchplugin.engine.gate.GateReach;
import io.github.benchplugin.engine.publish.Publication;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.gate.RegressionCheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * bench:merge without Maven: merges the results.json files of separate runs (CI matrix jobs,
 * shards) into one table, recomputing ratios and warnings as if they were one run, writes the
 * reports and JMH's own JSON per column, prints the table, then applies the gates.
 */
public final class MergePipeline {

    private final RunLog log;

    public MergePipeline(RunLog log) {
        this.log = log;
    }

    /**
     * Merges and writes everything to {@code out}.
     *
     * @param request the merge, parsed and checked ({@link MergeRequest#parse})
     * @return the failure message of a gate that failed; empty when the gates pass
     * @throws io.github.benchplugin.model.error.UserInputException for inputs that cannot be merged, an output folder that is
     *         not ours or an input inside it, before anything is written
     */
    public Optional<String> run(MergeRequest request, Path out) throws IOException {
        // Before any input is read: no input inside the folder, the folder ours or new (made once the inputs agree).
        request.reads().requireOutside(out);
        OutputFolder.check(out);
        MetricSelection shownMetrics = request.metrics();
        HistoryOptions history = request.history();
        // The inputs' raw data is copied into the output as it lies in their side files where the merge left it
        // unchanged: formatting and compressing it again was a third of a 10,000-row merge (docs/performance.md).
        RawSources rawSources = new RawSources();
        List<MergeInput> mergeInputs = read(request.inputs(), rawSources);
        ConflictPolicy onConflict = request.onConflict();
        ResultCombiner.Combined combined = new ResultCombiner(onConflict, request.baselineRuntime()).combine(mergeInputs);
        // Before anything is written: a gate with nothing to compare, or a bench.compareTo of another project.
        GateReach.check(history.requirements(), combined.runtimes().stream().map(RuntimeInfo::id).toList(), List.of(),
                List.of(), history.previous(), combined.rows().stream().map(io.github.benchplugin.model.result.Row::benchmark).distinct()
                        .toList(), request.baseline());
        ReportAssembler assembler = new ReportAssembler(request.baseline(), history.previous(), false)
                .withMargin(history.margin());
        if (combined.precision() != null) {
            log.info("An input was measured with bench.targetError " + combined.precision().targetText()
                    + ": the merged ratios keep its level (" + combined.precision().rule() + ")");
            assembler = assembler.withPrecisionTarget(combined.precision());
        }
        Environment environment = combined.environment() == null ? null : combined.environment().withSettings(
                Map.of(Environment.MARGIN_SETTING, Environment.marginText(history.margin())));
        BenchResult merged = assembler.assemble(environment, combined.runtimes(), combined.rows(), List.of());
        if (!request.allowMixedHosts()) {
            merged = CrossMachineVerdicts.withhold(merged);
        }
        ExplanationMerger.Merged explained = ExplanationMerger.merge(mergeInputs, combined.renamed(),
                combined.runtimes().stream().map(RuntimeInfo::id).toList(), onConflict);
        merged = merged.withExplanations(explained.explanations());
        MetricsOption.requireKnown(shownMetrics, merged); // the inputs are all there is: before anything is written
        OutputFolder.claim(out, log::info);
        copyJmhJson(mergeInputs.stream().map(i -> Path.of(i.source())).toList(), combined.renamed(), onConflict, out);
        copyRecordings(mergeInputs, explained.recordings(), out);
        new ReportFiles(shownMetrics).copyingRawDataFrom(rawSources).write(merged, out);
        log.debug("results.raw.json.gz: the raw data of " + rawSources.copiedCells() + " cell(s) copied from the inputs, "
                + rawSources.writtenCells() + " written anew");
        new ResultPrinter(log).print(merged, out, shownMetrics);
        GateDecision decision = RegressionCheck.decide(merged, history, out);
        new Publication(history, request.exports()).publish(decision, out, log);
        return decision.reasons().stream().findFirst();
    }

    private List<MergeInput> read(List<InputFiles.Group> groups, RawSources rawSources) {
        ResultJsonReader reader = new ResultJsonReader(log::warn).recordingRawSources(rawSources);
        for (InputFiles.Group group : groups) {
            for (Path file : group.files()) {
                reader.checkSize(file); // every input's size before the first is read: a large read is long
            }
        }
        List<MergeInput> result = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            for (Path file : groups.get(g).files()) {
                result.add(new MergeInput(file.toString(), reader.read(file), g, groups.get(g).glob()));
                log.info("Read " + file);
            }
        }
        return result;
    }

    /**
     * Keeps bench.explain's recordings next to the merged result, under the merged runtime ids, for
     * JDK Mission Control; results.json names them relative to the merged output directory. A
     * recording missing from an input (an artifact uploaded without explain/) is left out: the
     * evidence in results.json stands without it.
     */
    private void copyRecordings(List<MergeInput> inputs, List<ExplanationMerger.RecordingCopy> recordings, Path out)
            throws IOException {
        for (ExplanationMerger.RecordingCopy copy : recordings) {
            Path source = Path.of(inputs.get(copy.input()).source()).toAbsolutePath().getParent().resolve(copy.from());
            Path target = out.resolve(copy.to());
            if (!Files.isRegularFile(source)) {
                log.debug("bench.explain's recording " + source + " is not there; its evidence is in results.json");
                continue;
            }
            if (source.normalize().equals(target.toAbsolutePath().normalize())) {
                continue;
            }
            Files.createDirectories(target.getParent());
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Keeps JMH's own JSON next to the merged result, under the merged runtime ids. Shards of one
     * column each have a jmh/&lt;id&gt;.json: their arrays are joined, so the file still holds every
     * row of the column as JMH wrote it; a row found in two inputs keeps the entry bench.onConflict
     * kept in the table (first or last), so the file and the table agree.
     */
    private static void copyJmhJson(List<Path> files, List<Map<String, String>> renamed, ConflictPolicy onConflict,
                                    Path out) throws IOException {
        Map<String, List<Path>> sources = new LinkedHashMap<>();
        for (int i = 0; i < files.size(); i++) {
            Path jmhDir = files.get(i).toAbsolutePath().getParent().resolve("jmh");
            for (Map.Entry<String, String> id : renamed.get(i).entrySet()) {
                Path source = jmhDir.resolve(id.getKey() + ".json");
                if (Files.isRegularFile(source)) {
                    sources.computeIfAbsent(id.getValue(), k -> new ArrayList<>()).add(source);
                }
            }
        }
        ObjectMapper json = LimitedJson.mapper();
        for (Map.Entry<String, List<Path>> entry : sources.entrySet()) {
            Path target = out.resolve("jmh").resolve(entry.getKey() + ".json");
            List<Path> from = entry.getValue();
            if (from.size() == 1 && from.get(0).toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
                continue;
            }
            Files.createDirectories(target.getParent());
            if (from.size() == 1) {
                Files.copy(from.get(0), target, StandardCopyOption.REPLACE_EXISTING);
                continue;
            }
            Map<JsonNode, JsonNode> byRow = new LinkedHashMap<>();
            for (Path source : from) {
                JsonNode results = json.readTree(source.toFile());
                if (results != null && results.isArray()) {
                    for (JsonNode result : results) {
                        JsonNode row = json.createArrayNode().add(result.path("benchmark")).add(result.path("mode"))
                                .add(result.path("params"));
                        if (onConflict == ConflictPolicy.LAST) {
                            byRow.put(row, result);
                        } else {
                            byRow.putIfAbsent(row, result);
                        }
                    }
                }
            }
            ArrayNode all = json.createArrayNode().addAll(byRow.values());
            AtomicFiles.writeString(target, json.writerWithDefaultPrettyPrinter().writeValueAsString(all));
        }
    }
}
