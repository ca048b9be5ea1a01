package io.github.benchplugin.report.markdown;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.table.ProfilerFiles;

/** results.md's list of the files bench.profilers wrote, linked relative to the output directory. */
public final class ProfilerFilesMarkdown {

    private ProfilerFilesMarkdown() {
    }

    /** A Markdown section, or "" when no profiler ran. */
    public static String section(BenchResult result) {
        return ProfilerFiles.section(result, "## " + ProfilerFiles.HEADING + "\n\n",
                e -> "- " + MarkdownText.escape(e.label()) + ": " + e.links(f -> "["
                        + MarkdownText.escape(ProfilerFiles.fileName(f)) + "](" + f.replace(" ", "%20") + ")") + "\n",
                "\n");
    }
}
