package io.github.benchplugin.report.markdown;

import io.github.benchplugin.report.table.ExplainedTables;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Explanation;

/** results.md's "Explained: <row>" sections (bench.explain), one per explained row; "" without any. */
final class ExplainedMarkdown {

    private ExplainedMarkdown() {
    }

    static String of(BenchResult result) {
        StringBuilder md = new StringBuilder();
        for (Explanation e : result.explanations()) {
            md.append("## ").append(MarkdownText.escape(ExplainedTables.heading(e))).append("\n\n")
                    .append(MarkdownText.escape(ExplainedTables.caveat())).append("\n\n");
            e.notes().forEach(note -> md.append("- ").append(MarkdownText.escape(note)).append('\n'));
            if (!e.notes().isEmpty()) {
                md.append('\n');
            }
            for (ExplainedTables.Titled t : ExplainedTables.of(e)) {
                md.append("**").append(MarkdownText.escape(t.title())).append("**\n\n");
                if (t.table() != null) {
                    md.append(t.table().rows().isEmpty() ? "None recorded.\n" : MarkdownTable.of(t.table()));
                    md.append('\n');
                }
            }
        }
        return md.toString();
    }
}
