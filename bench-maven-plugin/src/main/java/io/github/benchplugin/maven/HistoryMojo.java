package io.github.benchplugin.maven;

import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.output.OutputFolder;
import io.github.benchplugin.engine.request.HistoryRequest;
import io.github.benchplugin.report.HistoryFiles;
import io.github.benchplugin.model.stats.ChangePointDetector;
import io.github.benchplugin.model.history.ChangeAnalysis;
import io.github.benchplugin.model.gate.ChangeGate;
import io.github.benchplugin.model.history.ChangePoint;
import io.github.benchplugin.model.history.HistoryReport;
import io.github.benchplugin.model.history.TrendSeriesBuilder;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code mvn bench:history -Dbench.history=<dir>}: reads every run recorded in a history directory
 * (bench:run or bench:merge with bench.history), finds the change points of each row on each
 * runtime and machine type, and writes history.html, history.md and history.json. Measures
 * nothing and needs no project.
 */
@Mojo(name = "history", requiresProject = false, threadSafe = true)
public class HistoryMojo extends AbstractMojo {

    /**
     * The history directory that bench:run or bench:merge appended to with {@code bench.history}.
     * <p>Property {@code bench.history}; required. Example: {@code -Dbench.history=../bench-history}.
     */
    @Parameter(property = "bench.history")
    File history;

    /**
     * Where history.html, history.md and history.json are written. Without a project,
     * {@code target/bench} under the current directory. Example: {@code -Dbench.outputDirectory=site/bench}.
     */
    @Parameter(property = "bench.outputDirectory", defaultValue = "${project.build.directory}/bench")
    File outputDirectory;

    /** {@code true}: do nothing. Example: {@code -Dbench.skip=true}. */
    @Parameter(property = "bench.skip", defaultValue = "false")
    String skip;

    /** The build session: its properties, checked against the catalog. */
    @Parameter(defaultValue = "${session}", readonly = true)
    MavenSession session;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (AbstractBenchMojo.skipped(skip)) {
            getLog().info("bench.skip=true: nothing to do");
            return;
        }
        MavenDoor.execute("bench:history", session, null, this::write);
    }

    private void write() throws IOException {
        // The one parse step: the history there and a history, the output directory usable, before a record is read.
        HistoryRequest request = HistoryRequest.parse(RawSettings.builder().put("bench.history", history)
                .put("bench.outputDirectory", outputDirectory).build());
        // Made and marked (or refused: not ours, not writable) before a record is read.
        OutputFolder.claim(request.outputDirectory(), getLog()::info);
        Path history = request.history().path();
        TrendSeriesBuilder series = new TrendSeriesBuilder();
        request.history().read(series::add);
        HistoryReport report = HistoryReport.of(history.toString(), series,
                new ChangeAnalysis(ChangePointDetector.DEFAULT));
        getLog().info("Read " + report.runs() + " run(s) from " + history + ": " + report.series().size()
                + " series, " + report.changes().size() + " change point(s)");
        for (ChangePoint change : report.changes()) {
            getLog().info("  " + (change.direction().equals("slower") ? ChangeGate.describe(change)
                    : change.label() + ": faster since " + change.commitRange()
                    + String.format(java.util.Locale.ROOT, " (ratio %.3f)", change.ratio())));
        }
        HistoryFiles.write(report, request.outputDirectory()).forEach(f -> getLog().info("Wrote " + f));

    }
}
