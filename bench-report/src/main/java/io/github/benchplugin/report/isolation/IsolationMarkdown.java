package io.github.benchplugin.report.isolation;

import io.github.benchplugin.model.isolation.IsolationReport;
import io.github.benchplugin.report.markdown.MarkdownTable;
import io.github.benchplugin.report.markdown.MarkdownText;

/** isolation.md: what divergence means, the table, and the rows that could not be compared. */
public final class IsolationMarkdown {

    public static final String FILE_NAME = "isolation.md";

    /**
     * Said wherever the table is shown: without it the number reads as a property of the
     * benchmark, when it is a property of where it was measured.
     */
    public static final String MEANING = "Divergence = in-process score / isolated score, both on the same JDK."
            + " An in-process number shares one JVM with every benchmark measured before it:"
            + " their JIT type profiles and compiled code, their heap and GC state."
            + " A divergence near 1 means the in-process number happened to agree with an isolated one;"
            + " a divergence far from 1 means in-process numbers for that benchmark cannot be trusted:"
            + " measure it forked.";

    public String render(IsolationReport report, String jdkDescription) {
        StringBuilder md = new StringBuilder("# Isolation check\n\n");
        md.append("- **JDK:** ").append(MarkdownText.escape(jdkDescription)).append('\n');
        // bench.verifyIsolation's shared column is one JVM of the same JDK, from either door: not Maven's JVM.
        md.append("- **Isolated:** every benchmark in a JVM forked for it; **in-process:** every benchmark in one"
                + " JVM of that JDK, in JMH's order (JMH forks=0).\n\n");
        md.append(MarkdownText.escape(MEANING)).append("\n\n");
        if (report.entries().isEmpty()) {
            md.append("No benchmark was measured both ways.\n");
        } else {
            md.append(MarkdownTable.of(IsolationTable.of(report)));
        }
        if (!report.notCompared().isEmpty()) {
            md.append("\n## Not compared\n\n");
            report.notCompared().forEach(why -> md.append("- ").append(MarkdownText.escape(why)).append('\n'));
        }
        return md.toString();
    }
}
