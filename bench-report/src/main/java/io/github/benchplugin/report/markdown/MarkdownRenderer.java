package io.github.benchplugin.report.markdown;

import io.github.benchplugin.report.table.EnvironmentSummary;
import io.github.benchplugin.report.table.Fact;
import io.github.benchplugin.report.table.Legend;
import io.github.benchplugin.report.table.ReportFile;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.WarningGroup;
import io.github.benchplugin.report.table.WarningGroups;
import io.github.benchplugin.report.text.ConsoleRenderer;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warning;

import java.util.List;
import java.util.stream.Collectors;

/**
 * results.md: environment header, the shared table, a legend and the warnings grouped by code,
 * in GitHub-flavoured Markdown. Every value, ours or the user's, is escaped, so a benchmark
 * name or @Param value cannot break the table.
 */
public final class MarkdownRenderer implements ReportFile {

    public static final String FILE_NAME = "results.md";

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public String render(BenchResult result, ResultTable table) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark results\n\n");
        for (Fact fact : EnvironmentSummary.machine(result)) {
            md.append(factLine(fact));
        }
        for (Fact fact : EnvironmentSummary.runtimes(result)) {
            md.append(factLine(fact));
        }
        for (Fact fact : EnvironmentSummary.profiles(result)) {
            md.append(factLine(fact));
        }
        for (Fact fact : EnvironmentSummary.variants(result)) {
            md.append(factLine(fact));
        }
        md.append('\n');
        md.append(MarkdownTable.of(table.table()));
        md.append('\n');
        md.append("**Legend:** ").append(Legend.lines(result, table.metricNames()).stream()
                .map(MarkdownText::escape).collect(Collectors.joining(" "))).append("\n\n");
        md.append(ProfilerFilesMarkdown.section(result));
        md.append(FlagDifferencesMarkdown.section(result));
        appendWarnings(md, result.warnings());
        // Last: the evidence is long, and a cut (GitHub's step summary) should take it before the warnings.
        md.append(ExplainedMarkdown.of(result));
        return md.toString();
    }

    /** Only the "Explained: <row>" sections (bench.explain) of the result's explanations; "" without any. */
    public static String explained(BenchResult result) {
        return ExplainedMarkdown.of(result);
    }

    private static String factLine(Fact fact) {
        return "- **" + MarkdownText.escape(fact.label()) + ":** " + MarkdownText.escape(fact.value()) + "\n";
    }

    private static void appendWarnings(StringBuilder md, List<Warning> warnings) {
        md.append("## Warnings\n\n");
        if (warnings.isEmpty()) {
            md.append("None.\n");
            return;
        }
        for (WarningGroup group : WarningGroups.of(warnings)) {
            md.append("- **").append(MarkdownText.escape(group.code())).append("**");
            if (group.items().size() == 1) {
                String context = group.items().get(0).context();
                if (!context.isEmpty()) {
                    md.append(" (").append(MarkdownText.escape(context)).append(")");
                }
                md.append(": ").append(MarkdownText.escape(group.summary())).append('\n');
                continue;
            }
            String count = group.countText();
            md.append(count.isEmpty() ? "" : " (" + count + ")")
                    .append(group.summary().isEmpty() ? "" : ": " + MarkdownText.escape(group.summary())).append('\n');
            for (WarningGroup.Item item : group.items()) {
                md.append("  - ").append(MarkdownText.escape(ConsoleRenderer.itemText(item))).append('\n');
            }
        }
    }
}
