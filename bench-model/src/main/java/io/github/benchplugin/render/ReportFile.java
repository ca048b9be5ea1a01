package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;

/** A report written to the output directory next to results.json. */
public interface ReportFile {

    /** File name in the output directory, e.g. "results.md". */
    String fileName();

    /** The whole file content; written as UTF-8. */
    String render(BenchResult result);
}
