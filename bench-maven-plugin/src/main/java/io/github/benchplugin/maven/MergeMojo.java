package io.github.benchplugin.maven;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.io.ResultJsonReader;
import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.report.ReportFiles;
import io.github.benchplugin.config.MetricsOption;
import io.github.benchplugin.engine.ResultPrinter;
import io.github.benchplugin.render.MetricSelection;
import io.github.benchplugin.merge.ConflictPolicy;
import io.github.benchplugin.merge.CrossMachineVerdicts;
import io.github.benchplugin.merge.MergeException;
import io.github.benchplugin.merge.MergeInput;
import io.github.benchplugin.merge.ResultCombiner;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.report.ReportAssembler;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    boolean allowMixedHosts;

    @Parameter(defaultValue = "${session.executionRootDirectory}", readonly = true)
    File baseDirectory;

    @Override
    String goal() {
        return "bench:merge";
    }

    @Override
    void work() throws IOException, ResultFileException, MojoFailureException {
        Path base = baseDirectory == null ? Path.of("").toAbsolutePath() : baseDirectory.toPath();
        HistoryOptions history = historyOptions();
        MetricSelection shownMetrics = MetricsOption.parse(metrics);
        List<MergeInput> mergeInputs = read(InputFiles.expand(inputs, base));
        ResultCombiner.Combined combined;
        try {
            combined = new ResultCombiner(ConflictPolicy.parse(onConflict), baselineRuntime).combine(mergeInputs);
        } catch (MergeException e) {
            throw new BadInputException(e.getMessage());
        }
        ReportAssembler assembler = new ReportAssembler(baseline, history.previous(), false);
        if (combined.precision() != null) {
            getLog().info("An input was measured with bench.targetError " + combined.precision().targetText()
                    + ": the merged ratios keep its level (Bonferroni over " + combined.precision().maxLooks() + " looks)");
            assembler = assembler.withPrecisionTarget(combined.precision());
        }
        BenchResult merged = assembler.assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of());
        if (!allowMixedHosts) {
            merged = CrossMachineVerdicts.withhold(merged);
        }
        MetricsOption.requireKnown(shownMetrics, merged); // the inputs are all there is: before anything is written
        Path out = outputDirectory.toPath();
        copyJmhJson(mergeInputs.stream().map(i -> Path.of(i.source())).toList(), combined.renamed(), out);
        new ReportFiles(shownMetrics).write(merged, out);
        new ResultPrinter(new MavenRunLog(getLog())).print(merged, out, shownMetrics);
        RegressionCheck.enforce(merged, history, base, out, getLog());
    }

    private List<MergeInput> read(List<InputFiles.Group> groups) throws ResultFileException {
        ResultJsonReader reader = new ResultJsonReader();
        List<MergeInput> result = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            for (Path file : groups.get(g).files()) {
                result.add(new MergeInput(file.toString(), reader.read(file), g, groups.get(g).glob()));
                getLog().info("Read " + file);
            }
        }
        return result;
    }

    /**
     * Keeps JMH's own JSON next to the merged result, under the merged runtime ids. Shards of one
     * column each have a jmh/&lt;id&gt;.json: their arrays are concatenated, so the file still
     * holds every row of the column as JMH wrote it.
     */
    private static void copyJmhJson(List<Path> files, List<Map<String, String>> renamed, Path out) throws IOException {
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
            ArrayNode all = json.createArrayNode();
            for (Path source : from) {
                JsonNode results = json.readTree(source.toFile());
                if (results != null && results.isArray()) {
                    all.addAll((ArrayNode) results);
                }
            }
            AtomicFiles.writeString(target, json.writerWithDefaultPrettyPrinter().writeValueAsString(all));
        }
    }
}
