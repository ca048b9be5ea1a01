package io.github.benchplugin.engine.run;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.engine.config.MetricsOption;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.table.MetricSelection;

import java.nio.file.Path;

/** Prints the merged table and where the files are into the Maven log. */
public final class ResultPrinter {

    private final RunLog log;

    public ResultPrinter(RunLog log) {
        this.log = log;
    }

    public void print(BenchResult result, Path outputDirectory) {
        print(result, outputDirectory, MetricSelection.NONE);
    }

    /**
     * With the metric columns of bench.metrics. A name no cell has is a warning here, not an
     * error: the results are measured and written, and what metrics exist was only known now.
     */
    public void print(BenchResult result, Path outputDirectory, MetricSelection metrics) {
        log.info("");
        new ConsoleRenderer(metrics).render(result).forEach(log::info);
        MetricsOption.unknownNames(metrics, result).ifPresent(log::warn);
        log.info("");
        log.info("Results: " + outputDirectory.resolve("results.md") + " (also .json, .csv, .html; JMH's own JSON in "
                + outputDirectory.resolve("jmh") + ")");
    }
}
