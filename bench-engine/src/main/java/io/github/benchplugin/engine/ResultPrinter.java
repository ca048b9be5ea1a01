package io.github.benchplugin.engine;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.render.ConsoleRenderer;

import java.nio.file.Path;

/** Prints the merged table and where the files are into the Maven log. */
public final class ResultPrinter {

    private final RunLog log;

    public ResultPrinter(RunLog log) {
        this.log = log;
    }

    public void print(BenchResult result, Path outputDirectory) {
        log.info("");
        new ConsoleRenderer().render(result).forEach(log::info);
        log.info("");
        log.info("Results: " + outputDirectory.resolve("results.md") + " (also .json, .csv, .html; JMH's own JSON in "
                + outputDirectory.resolve("jmh") + ")");
    }
}
