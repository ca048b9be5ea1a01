package io.github.benchplugin.render;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.RuntimeInfo;
import io.github.benchplugin.model.Warning;

import java.util.List;
import java.util.stream.Collectors;

/**
 * results.html: one self-contained page (inline CSS, inline SVG, no scripts, nothing
 * fetched) that can be opened from a CI artifact with no network. Every value is escaped,
 * and a Content-Security-Policy forbids scripts and remote loads as a second line of defence
 * against a hostile benchmark or @Param value.
 */
public final class HtmlRenderer implements ReportFile {

    public static final String FILE_NAME = "results.html";
    /** Longest parameter description in a chart caption. */
    static final int MAX_CAPTION_PARAMS = 120;

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:1.5em;color:#1b1b1b;background:#fff}
            h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em}
            dl.env{display:grid;grid-template-columns:max-content auto;gap:.15em 1em;margin:0}
            dl.env dt{font-weight:600}dl.env dd{margin:0;overflow-wrap:anywhere}
            .scroll{overflow-x:auto}
            table{border-collapse:collapse;font-size:.9em}
            th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top;white-space:nowrap}
            th{background:#f3f3f3}
            td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
            tr.summary td{font-weight:600;border-top:2px solid #888}
            .faster{color:#11691b}.slower{color:#a4161a}.same{color:#555}.unknown{color:#8a5a00}
            .failed{color:#a4161a;font-weight:600}.skipped{color:#777}
            .unisolated{background:#fff3cd}
            th.unisolated,li.unisolated{background:#ffe08a}
            .legend{font-size:.85em;color:#444;max-width:60em}
            figure{margin:1em 0}figcaption{font-size:.9em;margin-bottom:.2em}
            svg.chart{max-width:100%;height:auto;font-size:12px}
            svg .bar{fill:#4a7ab8}svg .bar.unisolated{fill:#e8a33d;stroke:#8a5a00;stroke-dasharray:4 2}
            svg .err{stroke:#1b1b1b;stroke-width:1.2;fill:none}
            svg text{fill:#1b1b1b}svg text.unisolated{fill:#8a5a00;font-weight:600}
            svg text.failed{fill:#a4161a;font-weight:600}svg text.skipped{fill:#777}
            """;

    @Override
    public String fileName() {
        return FILE_NAME;
    }

    @Override
    public String render(BenchResult result) {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ")
                .append("style-src 'unsafe-inline'\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Benchmark results</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n")
                .append("<h1>Benchmark results</h1>\n");
        appendEnvironment(html, result);
        html.append("<h2>Results</h2>\n");
        appendTable(html, ResultTable.of(result));
        html.append("<p class=\"legend\">").append(Legend.lines(result).stream()
                .map(HtmlText::escape).collect(Collectors.joining("<br>\n"))).append("</p>\n");
        appendCharts(html, result);
        appendWarnings(html, result.warnings());
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    private static void appendEnvironment(StringBuilder html, BenchResult result) {
        html.append("<dl class=\"env\">\n");
        for (Fact fact : EnvironmentSummary.machine(result)) {
            html.append("<dt>").append(HtmlText.escape(fact.label())).append("</dt><dd>")
                    .append(HtmlText.escape(fact.value())).append("</dd>\n");
        }
        html.append("</dl>\n<h2>Runtimes</h2>\n<ul class=\"runtimes\">\n");
        List<Fact> runtimes = EnvironmentSummary.runtimes(result);
        for (int i = 0; i < runtimes.size(); i++) {
            boolean isolated = result.runtimes().get(i).isolated();
            html.append(isolated ? "<li>" : "<li class=\"unisolated\">")
                    .append("<strong>").append(HtmlText.escape(runtimes.get(i).label())).append("</strong>: ")
                    .append(HtmlText.escape(runtimes.get(i).value())).append("</li>\n");
        }
        html.append("</ul>\n");
        List<Fact> profiles = EnvironmentSummary.profiles(result);
        if (!profiles.isEmpty()) {
            html.append("<h2>Profiles</h2>\n<ul class=\"profiles\">\n");
            for (Fact fact : profiles) {
                html.append("<li><strong>").append(HtmlText.escape(fact.label())).append("</strong>: ")
                        .append(HtmlText.escape(fact.value())).append("</li>\n");
            }
            html.append("</ul>\n");
        }
    }

    private static void appendTable(StringBuilder html, ResultTable table) {
        List<Column> columns = table.columns();
        html.append("<div class=\"scroll\"><table>\n<thead><tr>");
        for (Column column : columns) {
            html.append("<th").append(classes(column.kind().numeric(), column.unisolated(), CellTone.PLAIN))
                    .append(" scope=\"col\">").append(HtmlText.escape(column.header())).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (TableRow row : table.rows()) {
            html.append(row.summary() ? "<tr class=\"summary\">" : "<tr>");
            for (int i = 0; i < columns.size(); i++) {
                TableCell cell = row.cells().get(i);
                html.append("<td").append(classes(columns.get(i).kind().numeric(), cell.unisolated(), cell.tone()));
                if (cell.detail() != null && !cell.detail().isBlank()) {
                    html.append(" title=\"").append(HtmlText.escape(cell.detail())).append('"');
                }
                html.append('>').append(HtmlText.escape(cell.text())).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    private static String classes(boolean numeric, boolean unisolated, CellTone tone) {
        StringBuilder classes = new StringBuilder();
        if (numeric) {
            classes.append("num ");
        }
        if (unisolated) {
            classes.append("unisolated ");
        }
        if (tone != CellTone.PLAIN) {
            classes.append(tone.cssClass());
        }
        String joined = classes.toString().strip();
        return joined.isEmpty() ? "" : " class=\"" + joined + "\"";
    }

    private static void appendCharts(StringBuilder html, BenchResult result) {
        if (result.rows().isEmpty() || result.runtimes().isEmpty()) {
            return;
        }
        html.append("<h2>Charts</h2>\n");
        List<RuntimeInfo> runtimes = result.runtimes();
        for (Row row : result.rows()) {
            String caption = caption(row);
            html.append("<figure>\n<figcaption>").append(HtmlText.escape(caption)).append("</figcaption>\n")
                    .append(SvgBarChart.render(row, runtimes, caption)).append("\n</figure>\n");
        }
    }

    /** "ConcatBench.plus n=1000 (avgt, ns/op, lower is better)". */
    private static String caption(Row row) {
        String params = row.params().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
        String direction = isThroughput(row) ? "higher is better" : "lower is better";
        return ResultTable.shortName(row.benchmark())
                + (params.isEmpty() ? "" : " " + Texts.truncate(Texts.oneLine(params), MAX_CAPTION_PARAMS))
                + " (" + row.mode() + ", " + java.util.Objects.toString(row.unit(), "?") + ", " + direction + ")";
    }

    private static boolean isThroughput(Row row) {
        try {
            return row.jmhMode().higherIsBetter();
        } catch (IllegalArgumentException unknownMode) {
            return false;
        }
    }

    private static void appendWarnings(StringBuilder html, List<Warning> warnings) {
        html.append("<h2>Warnings</h2>\n");
        if (warnings.isEmpty()) {
            html.append("<p>None.</p>\n");
            return;
        }
        html.append("<ul class=\"warnings\">\n");
        for (Warning warning : warnings) {
            String context = WarningText.context(warning);
            html.append("<li><strong>").append(HtmlText.escape(WarningText.code(warning))).append("</strong>");
            if (!context.isEmpty()) {
                html.append(" (").append(HtmlText.escape(context)).append(')');
            }
            html.append(": ").append(HtmlText.escape(WarningText.message(warning))).append("</li>\n");
        }
        html.append("</ul>\n");
    }
}
