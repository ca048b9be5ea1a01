package io.github.benchplugin.engine;

import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.ResultJsonWriter;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.render.CsvRenderer;
import io.github.benchplugin.render.HtmlRenderer;
import io.github.benchplugin.render.MarkdownRenderer;
import io.github.benchplugin.render.ReportFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Writes results.json, results.md, results.csv and results.html into the output directory, each atomically. */
public final class ReportFiles {

    private final ResultJsonWriter json = new ResultJsonWriter();
    private final List<ReportFile> renderers = List.of(new MarkdownRenderer(), new CsvRenderer(), new HtmlRenderer());

    public void write(BenchResult result, Path outputDirectory) throws IOException {
        json.write(result, outputDirectory.resolve("results.json"));
        for (ReportFile renderer : renderers) {
            AtomicFiles.writeString(outputDirectory.resolve(renderer.fileName()), renderer.render(result));
        }
    }
}
