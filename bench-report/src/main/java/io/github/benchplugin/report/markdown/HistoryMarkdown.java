package io.github.benchplugin.report.markdown;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.history.ChangePoint;
import io.github.benchplugin.model.history.HistoryReport;

import java.util.Locale;

/** history.md: what the history holds, then one table line per change point. */
public final class HistoryMarkdown {

    private HistoryMarkdown() {
    }

    public static String render(HistoryReport report) {
        StringBuilder md = new StringBuilder("# Benchmark history\n\n");
        md.append("- History: `").append(MarkdownText.escape(report.source())).append("`\n")
                .append("- Runs: ").append(report.runs()).append(", series: ").append(report.series().size())
                .append(" (a row on a runtime and machine type)\n")
                .append("- Machine types: ").append(report.machines().size()).append('\n');
        report.machines().forEach(m -> md.append("  - ").append(MarkdownText.escape(m)).append('\n'));
        md.append("- Change points: ").append(report.changes().size()).append("\n\n");
        if (report.changes().isEmpty()) {
            md.append("No change point: every series is one level within its noise.\n");
            return md.toString();
        }
        md.append("| row | runtime | commits (before..after) | before → after | ratio [99%] | change |\n")
                .append("|---|---|---|---:|---:|---|\n");
        for (ChangePoint c : report.changes()) {
            md.append(String.format(Locale.ROOT, "| %s | %s | `%s` (run %d of %d) | %s → %s %s | %s | %s |%n",
                    MarkdownText.escape(c.benchmark() + (c.params().isEmpty() ? "" : " " + c.params()) + " " + c.mode()),
                    MarkdownText.escape(c.runtime()), c.commitRange(), c.run() + 1, c.runs(),
                    NumberFormats.score(c.before()), NumberFormats.score(c.after()), MarkdownText.escape(c.unit()),
                    NumberFormats.ratioWithInterval(c.ratio(), c.ciLow(), c.ciHigh()),
                    NumberFormats.ratio(c.direction().equals("slower") ? c.slowdown() : 1 / c.slowdown()) + "x "
                            + c.direction()));
        }
        return md.toString();
    }
}
