package io.github.benchplugin.engine.publish;

import io.github.benchplugin.engine.config.ExportOption;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.ExportFiles;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.ExportFormat;
import io.github.benchplugin.report.export.jmh.JmhExport;
import io.github.benchplugin.engine.run.RunLog;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * bench.export, the same for bench:run and bench:merge: parsed with the rest of the request, written at the very
 * end, after the gates, since the JUnit export is their outcome.
 *
 * @param formats the formats asked for; empty: none
 */
public record Exports(Set<ExportFormat> formats) {

    public static final Exports NONE = new Exports(Set.of());

    public Exports {
        formats = Set.copyOf(formats);
    }

    /** @throws io.github.benchplugin.engine.config.BadInputException naming an unknown format and the allowed ones */
    public static Exports parse(RawSettings raw) {
        return new Exports(ExportOption.parse(raw.text("bench.export")));
    }

    /** @param checks every check of every gate that is set */
    public void write(BenchResult result, List<GateCheck> checks, Path outputDirectory, RunLog log) throws IOException {
        if (formats.isEmpty()) {
            return;
        }
        List<Path> files = new ExportFiles(formats).write(result, checks, outputDirectory);
        log.info("bench.export: " + (files.isEmpty() ? "nothing to write (no cell measured)" : "wrote "
                + files.stream().map(f -> outputDirectory.relativize(f).toString()).collect(Collectors.joining(", "))));
        Path jmh = outputDirectory.resolve(Export.DIRECTORY).resolve(JmhExport.DIRECTORY_NAME);
        if (formats.contains(ExportFormat.JMH) && files.stream().noneMatch(f -> f.startsWith(jmh))) {
            // Asked for and silently absent would read as "nothing was measured".
            log.warn("bench.export=jmh: no " + JmhExport.DIRECTORY_NAME + "/<runtime id>.json in " + outputDirectory
                    + " to export (bench:merge copies it from beside each input's results.json: were the inputs"
                    + " uploaded without their jmh/?)");
        }
    }
}
