package io.github.benchplugin.report;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.RawSources;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.table.MetricSelection;
import io.github.benchplugin.report.table.ReportFile;
import io.github.benchplugin.report.table.ResultTable;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Writes results.json, results.md, results.csv and results.html into the output directory, each
 * atomically. results.json is written on a thread of its own while the reports are rendered: at
 * 10,000 rows it is tens of megabytes of doubles, as long to write as two of the reports to render
 * (docs/performance.md). The reports share one layout of the table.
 */
public final class ReportFiles {

    /** The machine-readable result, next to the reports. */
    public static final String RESULTS_JSON = "results.json";

    private final ResultJsonWriter json;
    private final List<ReportFile> reports;
    /** bench.metrics: the metric columns every report adds. */
    private final MetricSelection metrics;

    public ReportFiles() {
        this(MetricSelection.NONE);
    }

    public ReportFiles(MetricSelection metrics) {
        this(metrics, new ResultJsonWriter());
    }

    private ReportFiles(MetricSelection metrics, ResultJsonWriter json) {
        this.metrics = metrics;
        this.json = json;
        this.reports = List.of(new MarkdownRenderer(), new CsvRenderer(metrics), new HtmlRenderer());
    }

    /** The same files, results.json's raw data copied where it can be from the files it was read from (a merge). */
    public ReportFiles copyingRawDataFrom(RawSources sources) {
        return new ReportFiles(metrics, ResultJsonWriter.copyingFrom(sources));
    }

    public void write(BenchResult result, Path outputDirectory) throws IOException {
        FutureTask<Void> jsonWrite = new FutureTask<>(() -> {
            json.write(result, outputDirectory.resolve(RESULTS_JSON));
            return null;
        });
        Thread writer = new Thread(jsonWrite, "bench-results-json");
        writer.setDaemon(true);
        writer.start();
        try {
            ResultTable table = ResultTable.of(result, metrics);
            for (ReportFile report : reports) {
                AtomicFiles.writeString(outputDirectory.resolve(report.fileName()), report.render(result, table));
            }
        } catch (IOException | RuntimeException | Error reportFailed) {
            // Even when a report failed: the next write of these files must not race this one. The
            // report's failure is the one to see; a results.json failure rides along with it.
            try {
                awaitJson(jsonWrite);
            } catch (IOException | RuntimeException | Error jsonFailed) {
                reportFailed.addSuppressed(jsonFailed);
            }
            throw reportFailed;
        }
        awaitJson(jsonWrite);
    }

    private static void awaitJson(FutureTask<Void> jsonWrite) throws IOException {
        try {
            jsonWrite.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing results.json");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IOException("writing results.json failed", cause);
        }
    }
}
