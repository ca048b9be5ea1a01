package io.github.benchplugin.engine.request;

import io.github.benchplugin.engine.config.OutputDirectory;
import io.github.benchplugin.engine.config.RawSettings;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One bench:report (or the site's Benchmarks page) as the user asked for it, checked by
 * {@link #parse} before results.json is read.
 *
 * @param resultsFile results.json in bench.outputDirectory
 */
public record ReportRequest(Path resultsFile) {

    /** @throws io.github.benchplugin.model.error.UserInputException when bench.outputDirectory cannot be used */
    public static ReportRequest parse(RawSettings raw) {
        return new ReportRequest(OutputDirectory.parse(raw).resolve("results.json"));
    }

    /** A module that bench:run never measured has no results.json: no page rather than an empty one. */
    public boolean measured() {
        return Files.isRegularFile(resultsFile);
    }
}
