package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlRenderer;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes results.html of a synthetic suite ({@link LargeResults}) for scripts/report-load.sh,
 * which opens it in headless Chromium: {@code WriteLargeReport <rows> <runtimes> <file>}.
 */
public final class WriteLargeReport {

    private WriteLargeReport() {
    }

    public static void main(String[] args) throws Exception {
        Files.writeString(Path.of(args[2]), new HtmlRenderer().render(
                LargeResults.of(Integer.parseInt(args[0]), Integer.parseInt(args[1]), 42)));
    }
}
