package io.github.benchplugin.report;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.report.html.HistoryHtml;
import io.github.benchplugin.report.markdown.HistoryMarkdown;
import io.github.benchplugin.model.history.HistoryJson;
import io.github.benchplugin.model.history.HistoryReport;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Writes history.json, history.md and history.html of a history into an output directory. */
public final class HistoryFiles {

    private HistoryFiles() {
    }

    /** @return the files written */
    public static List<Path> write(HistoryReport report, Path outputDirectory) throws IOException {
        Path json = outputDirectory.resolve("history.json");
        Path md = outputDirectory.resolve("history.md");
        Path html = outputDirectory.resolve("history.html");
        AtomicFiles.write(json, out -> HistoryJson.write(report, out));
        AtomicFiles.writeString(md, HistoryMarkdown.render(report));
        AtomicFiles.writeString(html, HistoryHtml.render(report));
        return List.of(json, md, html);
    }
}
