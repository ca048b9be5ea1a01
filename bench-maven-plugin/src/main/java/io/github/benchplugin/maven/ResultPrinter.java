package io.github.benchplugin.maven;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.render.ConsoleRenderer;
import org.apache.maven.plugin.logging.Log;

import java.nio.file.Path;

/** Prints the merged table and where the files are into the Maven log. */
final class ResultPrinter {

    private final Log log;

    ResultPrinter(Log log) {
        this.log = log;
    }

    void print(BenchResult result, Path outputDirectory) {
        log.info("");
        new ConsoleRenderer().render(result).forEach(log::info);
        log.info("");
        log.info("Results: " + outputDirectory.resolve("results.md") + " (also .json, .csv, .html; JMH's own JSON in "
                + outputDirectory.resolve("jmh") + ")");
    }
}
