package io.github.benchplugin.maven;

import io.github.benchplugin.engine.ResultPrinter;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.io.ResultJsonReader;
import io.github.benchplugin.engine.ReportFiles;
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
import java.util.List;
import java.util.Map;

/**
 * Merges the results.json files of separate runs (CI matrix jobs, one JDK each) into one table,
 * recomputing ratios, verdicts and warnings as if they were one run, and writes the same files as
 * bench:run. The first input's first runtime is the baseline; runs from different machines get a
 * MIXED_HOSTS warning. Needs no project. Example:
 * {@code mvn io.github.benchplugin:bench-maven-plugin:<version>:merge -Dbench.inputs='artifacts/*}{@code /results.json'}.
 */
@Mojo(name = "merge", requiresProject = false, threadSafe = true)
public class MergeMojo extends AbstractBenchMojo {

    /**
     * The results to merge: a comma list of results.json files or glob patterns, relative to the
     * directory Maven was started in. Example: {@code -Dbench.inputs='artifacts/*}{@code /results.json'}.
     */
    @Parameter(property = "bench.inputs")
    String inputs;

    /** Where relative bench.inputs are resolved: the directory Maven was started in. */
    @Parameter(defaultValue = "${session.executionRootDirectory}", readonly = true)
    File baseDirectory;

    @Override
    String goal() {
        return "bench:merge";
    }

    @Override
    void work() throws IOException, ResultFileException, MojoFailureException {
        Path base = baseDirectory == null ? Path.of("").toAbsolutePath() : baseDirectory.toPath();
        HistoryOptions history = HistoryOptions.read(compareTo, failOnRegression, getLog());
        List<Path> files = InputFiles.expand(inputs, base);
        ResultJsonReader reader = new ResultJsonReader();
        List<BenchResult> results = new ArrayList<>();
        for (Path file : files) {
            results.add(reader.read(file));
            getLog().info("Read " + file);
        }
        ResultCombiner.Combined combined = new ResultCombiner().combine(results);
        BenchResult merged = new ReportAssembler(baseline, history.previous(), false)
                .assemble(combined.environment(), combined.runtimes(), combined.rows(), List.of());
        Path out = outputDirectory.toPath();
        copyJmhJson(files, combined.renamed(), out);
        new ReportFiles().write(merged, out);
        new ResultPrinter(new MavenRunLog(getLog())).print(merged, out);
        RegressionCheck.enforce(merged, history.threshold(), out, getLog());
    }

    /** Keeps JMH's own JSON next to the merged result, under the merged runtime ids. */
    private static void copyJmhJson(List<Path> files, List<Map<String, String>> renamed, Path out) throws IOException {
        for (int i = 0; i < files.size(); i++) {
            Path jmhDir = files.get(i).toAbsolutePath().getParent().resolve("jmh");
            for (Map.Entry<String, String> id : renamed.get(i).entrySet()) {
                Path source = jmhDir.resolve(id.getKey() + ".json");
                if (Files.isRegularFile(source)) {
                    Path target = out.resolve("jmh").resolve(id.getValue() + ".json");
                    if (!source.toAbsolutePath().normalize().equals(target.toAbsolutePath().normalize())) {
                        Files.createDirectories(target.getParent());
                        Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        }
    }
}
