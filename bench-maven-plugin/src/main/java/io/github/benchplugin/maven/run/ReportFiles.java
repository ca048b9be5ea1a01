package io.github.benchplugin.maven.run;

import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.ResultJsonWriter;
import io.github.benchplugin.model.BenchResult;

import java.io.IOException;
import java.nio.file.Path;

/** Writes results.json, results.md, results.csv and results.html into the output directory. */
public final class ReportFiles {

    private final ResultJsonWriter json = new ResultJsonWriter();

    public void write(BenchResult result, Path outputDirectory) throws IOException {
        json.write(result, outputDirectory.resolve("results.json"));
        // TODO(render): md, csv, html
    }
}
