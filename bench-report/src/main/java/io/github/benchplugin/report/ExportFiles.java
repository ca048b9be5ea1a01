package io.github.benchplugin.report;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.report.export.Export;
import io.github.benchplugin.report.export.ExportFormat;
import io.github.benchplugin.report.export.bencher.BencherExport;
import io.github.benchplugin.report.export.githubaction.GithubActionBenchmarkExport;
import io.github.benchplugin.report.export.jmh.JmhExport;
import io.github.benchplugin.report.export.junit.JunitExport;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * bench.export: writes the formats asked for into export/ of the output directory, once, from the final result and
 * what the gates said of it (unlike results.*, which a run rewrites as cells finish: an export is read by another
 * tool after the build, and a half-run one would be charted as a real run).
 */
public final class ExportFiles {

    private final Set<ExportFormat> formats;

    /** @param formats bench.export; empty: nothing is written */
    public ExportFiles(Set<ExportFormat> formats) {
        this.formats = formats.isEmpty() ? EnumSet.noneOf(ExportFormat.class) : EnumSet.copyOf(formats);
    }


    /**
     * @param checks every check of every gate that is set (empty when none is)
     * @return the files written, in the order of {@link ExportFormat}
     */
    public List<Path> write(BenchResult result, List<GateCheck> checks, Path outputDirectory) throws IOException {
        List<Path> written = new ArrayList<>();
        for (ExportFormat format : formats) {
            written.addAll(export(format).write(result, checks, outputDirectory));
        }
        return written;
    }

    private static Export export(ExportFormat format) {
        return switch (format) {
            case BENCHER -> new BencherExport();
            case GITHUB_ACTION_BENCHMARK -> new GithubActionBenchmarkExport();
            case JUNIT -> new JunitExport();
            case JMH -> new JmhExport();
        };
    }
}
