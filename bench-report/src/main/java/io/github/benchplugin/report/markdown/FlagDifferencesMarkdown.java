package io.github.benchplugin.report.markdown;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.FlagDifference;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.report.table.EnvironmentSummary;

import java.util.List;

/**
 * results.md's table of the JVM settings that differ between columns (results.json's flagDifferences): what a
 * release checklist reads before it blames a difference on the runtime.
 */
final class FlagDifferencesMarkdown {

    /** More than this many rows is a long read in a PR comment; results.json keeps them all. */
    private static final int SHOWN = 40;

    private FlagDifferencesMarkdown() {
    }

    /** A Markdown section, or "" when no two columns differ (or no flags were read). */
    static String section(BenchResult result) {
        List<FlagDifference> differences = result.flagDifferences();
        if (differences.isEmpty()) {
            return "";
        }
        List<String> ids = result.runtimes().stream().filter(r -> !r.flags().isEmpty()).map(RuntimeInfo::id).toList();
        StringBuilder md = new StringBuilder("## " + EnvironmentSummary.FLAG_DIFFERENCES_HEADING + "\n\n");
        md.append("Effective values as each column's measured JVM reports them (`-XX:+PrintFlagsFinal` with bench.jvmArgs"
                + " and its profile); `user`: set on the command line in some column, `runtime`: the JDKs chose"
                + " differently. A blank cell: that JVM has no such flag.\n\n");
        md.append("| Flag | ").append(String.join(" | ", ids.stream().map(MarkdownText::escape).toList()))
                .append(" | Origin |\n|---|").append("---|".repeat(ids.size())).append("---|\n");
        for (FlagDifference d : differences.subList(0, Math.min(SHOWN, differences.size()))) {
            md.append("| `").append(d.flag()).append("` |");
            for (String id : ids) {
                String value = d.values().get(id);
                md.append(' ').append(value == null ? "" : MarkdownText.escape(value)).append(" |");
            }
            md.append(' ').append(d.origin()).append(" |\n");
        }
        if (differences.size() > SHOWN) {
            md.append("\n").append(differences.size() - SHOWN).append(" more in results.json (flagDifferences).\n");
        }
        return md.append('\n').toString();
    }
}
