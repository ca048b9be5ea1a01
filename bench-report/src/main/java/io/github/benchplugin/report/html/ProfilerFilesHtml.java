package io.github.benchplugin.report.html;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.report.table.ProfilerFiles;

/** results.html's list of the files bench.profilers wrote, linked relative to the output directory. */
final class ProfilerFilesHtml {

    private ProfilerFilesHtml() {
    }

    /** An HTML section, or "" when no profiler ran. */
    static String section(BenchResult result) {
        return ProfilerFiles.section(result, "<section id=\"profiles\">\n<h2>" + ProfilerFiles.HEADING + "</h2>\n<ul>\n",
                e -> "<li>" + HtmlText.escape(e.label()) + ": " + e.links(f -> "<a href=\"" + HtmlText.escape(f)
                        + "\">" + HtmlText.escape(ProfilerFiles.fileName(f)) + "</a>") + "</li>\n",
                "</ul>\n</section>\n");
    }
}
