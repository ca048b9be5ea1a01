package io.github.benchplugin.report.html;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.history.ChangePoint;
import io.github.benchplugin.model.history.CommitInfo;
import io.github.benchplugin.model.history.HistoryReport;
import io.github.benchplugin.model.history.SeriesKey;
import io.github.benchplugin.model.history.TrendPoint;
import io.github.benchplugin.model.history.TrendSeries;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * history.html: one offline page with the same stylesheet and Content-Security-Policy rules as
 * results.html: the change points as a table, then a trend per series (each run's mean and fork
 * range, change points marked with their commit), filtered by benchmark, runtime and machine type.
 *
 * <p>A page must stay usable with 1,500 series of 1,000 runs: series with change points come
 * first, at most {@link #MAX_CHARTS} charts are drawn, each with the latest {@link #MAX_POINTS}
 * runs; history.md and history.json list every change point regardless.
 */
public final class HistoryHtml {

    static final int MAX_CHARTS = 300;
    static final int MAX_POINTS = 200;
    private static final int WIDTH = 720;
    private static final int HEIGHT = 170;
    private static final int LEFT = 70;
    private static final int RIGHT = 10;
    private static final int TOP = 18;
    private static final int BOTTOM = 20;

    private HistoryHtml() {
    }

    public static String render(HistoryReport report) {
        StringBuilder html = new StringBuilder(64 * 1024);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"")
                .append(HtmlText.escape(HtmlAssets.contentSecurityPolicy(HtmlAssets.HISTORY_CSS, HtmlAssets.HISTORY_SCRIPT)))
                .append("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Benchmark history</title>\n<style>").append(HtmlAssets.HISTORY_CSS)
                .append("</style>\n</head>\n<body>\n<main class=\"bench-report\">\n<h1>Benchmark history</h1>\n");
        html.append("<dl class=\"env\"><dt>History</dt><dd>").append(HtmlText.escape(report.source()))
                .append("</dd><dt>Runs</dt><dd>").append(report.runs())
                .append("</dd><dt>Series</dt><dd>").append(report.series().size())
                .append("</dd><dt>Change points</dt><dd>").append(report.changes().size()).append("</dd></dl>\n");
        controls(html, report);
        changeTable(html, report);
        trends(html, report);
        html.append("</main>\n<script>").append(HtmlAssets.HISTORY_SCRIPT).append("</script>\n</body>\n</html>\n");
        return html.toString();
    }

    private static void controls(StringBuilder html, HistoryReport report) {
        html.append("<div class=\"controls\"><label>Benchmark <input id=\"f-bench\" type=\"search\"></label> ")
                .append("<label>Runtime <select id=\"f-runtime\"><option value=\"\">all</option>");
        report.runtimes().forEach(r -> html.append("<option>").append(HtmlText.escape(r)).append("</option>"));
        html.append("</select></label> <label>Machine <select id=\"f-machine\"><option value=\"\">all</option>");
        report.machines().forEach(m -> html.append("<option>").append(HtmlText.escape(m)).append("</option>"));
        html.append("</select></label> <label><input id=\"f-changed\" type=\"checkbox\" checked>")
                .append(" only trends with a change point</label></div>\n");
    }

    private static void changeTable(StringBuilder html, HistoryReport report) {
        html.append("<h2>Change points</h2>\n");
        if (report.changes().isEmpty()) {
            html.append("<p>No change point: every series is one level within its noise.</p>\n");
            return;
        }
        html.append("<div class=\"scroll\"><table><thead><tr><th>Row</th><th>Runtime</th><th>Machine</th>")
                .append("<th>Commits</th><th class=\"num\">Before → after</th><th class=\"num\">Ratio [99%]</th>")
                .append("<th>Change</th></tr></thead><tbody>\n");
        for (ChangePoint c : report.changes()) {
            html.append("<tr").append(data(c.benchmark(), c.runtime(), c.machine(), 1)).append("><td>")
                    .append(HtmlText.escape(c.benchmark() + (c.params().isEmpty() ? "" : " " + c.params()) + " " + c.mode()))
                    .append("</td><td>").append(HtmlText.escape(c.runtime())).append("</td><td>")
                    .append(HtmlText.escape(c.machine())).append("</td><td><code>").append(HtmlText.escape(c.commitRange()))
                    .append("</code></td><td class=\"num\">")
                    .append(HtmlText.escape(NumberFormats.score(c.before()) + " → " + NumberFormats.score(c.after()) + " " + c.unit()))
                    .append("</td><td class=\"num\">")
                    .append(NumberFormats.ratioWithInterval(c.ratio(), c.ciLow(), c.ciHigh()))
                    .append("</td><td class=\"").append(c.direction()).append("\">").append(c.direction())
                    .append("</td></tr>\n");
        }
        html.append("</tbody></table></div>\n");
    }

    private static void trends(StringBuilder html, HistoryReport report) {
        List<TrendSeries> ordered = new ArrayList<>(report.series());
        ordered.sort(Comparator.comparing((TrendSeries s) -> !report.changesBySeries().containsKey(s.key())));
        html.append("<h2>Trends</h2>\n");
        if (ordered.size() > MAX_CHARTS) {
            html.append("<p>The first ").append(MAX_CHARTS).append(" of ").append(ordered.size())
                    .append(" series are drawn, those with change points first; history.json lists every series.</p>\n");
        }
        for (TrendSeries series : ordered.subList(0, Math.min(MAX_CHARTS, ordered.size()))) {
            List<ChangePoint> changes = report.changesBySeries().getOrDefault(series.key(), List.of());
            SeriesKey key = series.key();
            html.append("<section class=\"trend\"")
                    .append(data(key.row().benchmark(), key.runtime(), series.machine(), changes.size())).append(">\n<h3>")
                    .append(HtmlText.escape(key.label())).append(" <small>(").append(HtmlText.escape(key.unit()))
                    .append(", ").append(HtmlText.escape(series.machine())).append(")</small></h3>\n");
            chart(html, series, changes);
            html.append("</section>\n");
        }
    }

    private static String data(String benchmark, String runtime, String machine, int changes) {
        return " data-benchmark=\"" + HtmlText.escape(benchmark) + "\" data-runtime=\"" + HtmlText.escape(runtime)
                + "\" data-machine=\"" + HtmlText.escape(machine) + "\" data-changes=\"" + changes + "\"";
    }

    /** Means as dots on a line, each run's fork range as a vertical bar, change points as dashed lines. */
    private static void chart(StringBuilder html, TrendSeries series, List<ChangePoint> changes) {
        List<TrendPoint> points = series.points();
        int first = Math.max(0, points.size() - MAX_POINTS);
        List<TrendPoint> shown = points.subList(first, points.size());
        double low = shown.stream().mapToDouble(TrendPoint::low).min().orElse(0);
        double high = shown.stream().mapToDouble(TrendPoint::high).max().orElse(1);
        if (high <= low) {
            high = low + Math.max(1e-9, Math.abs(low) * 0.01);
        }
        double span = high - low;
        low = low >= 0 ? Math.max(0, low - span * 0.05) : low - span * 0.05; // times and rates are never negative
        high += span * 0.05;
        html.append(Svg.open("trend", WIDTH, HEIGHT, series.key().label() + ": " + shown.size() + " runs, "
                + changes.size() + " change point(s)"));
        for (double v : new double[] {low, (low + high) / 2, high}) {
            double y = y(v, low, high);
            html.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                    .append("\" y1=\"").append(Svg.px(y)).append("\" y2=\"").append(Svg.px(y)).append("\"/>")
                    .append(Svg.text(LEFT - 4, y + 4, "end", null, NumberFormats.score(v)));
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < shown.size(); i++) {
            TrendPoint p = shown.get(i);
            double x = x(i, shown.size());
            html.append("<line class=\"ci\" x1=\"").append(Svg.px(x)).append("\" x2=\"").append(Svg.px(x))
                    .append("\" y1=\"").append(Svg.px(y(p.low(), low, high))).append("\" y2=\"")
                    .append(Svg.px(y(p.high(), low, high))).append("\"/>");
            html.append("<circle class=\"mean\" r=\"2.5\" cx=\"").append(Svg.px(x)).append("\" cy=\"")
                    .append(Svg.px(y(p.mean(), low, high))).append("\"><title>")
                    .append(HtmlText.escape(commitLabel(p.commit()) + ": " + NumberFormats.score(p.mean())))
                    .append("</title></circle>");
            line.append(Svg.px(x)).append(',').append(Svg.px(y(p.mean(), low, high))).append(' ');
        }
        html.append("<polyline class=\"trendline\" points=\"").append(line.toString().trim()).append("\"/>");
        for (ChangePoint c : changes) {
            int at = c.run() - first;
            if (at <= 0 || at >= shown.size()) {
                continue;
            }
            double x = (x(at - 1, shown.size()) + x(at, shown.size())) / 2;
            html.append("<line class=\"change\" x1=\"").append(Svg.px(x)).append("\" x2=\"").append(Svg.px(x))
                    .append("\" y1=\"").append(TOP).append("\" y2=\"").append(HEIGHT - BOTTOM).append("\"/>")
                    .append(Svg.text(x + 3, TOP - 4, null, "change", commitLabel(new CommitInfo(c.commit(), null, null))
                            + " " + NumberFormats.ratio(c.ratio()) + "x"));
        }
        html.append(Svg.text(LEFT, HEIGHT - 4, null, null, "run " + (first + 1)))
                .append(Svg.text(WIDTH - RIGHT, HEIGHT - 4, "end", null, "run " + points.size()))
                .append("</svg>\n");
    }

    private static String commitLabel(CommitInfo commit) {
        return commit.shortId();
    }

    private static double x(int index, int count) {
        return count <= 1 ? LEFT : LEFT + (WIDTH - LEFT - RIGHT) * (double) index / (count - 1);
    }

    private static double y(double value, double low, double high) {
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - (value - low) / (high - low));
    }
}
