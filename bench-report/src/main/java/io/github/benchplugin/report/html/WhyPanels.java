package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.ExplainedTables;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.analysis.SideBySide;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * results.html's "Why" panels (bench.explain): one per explained row, linked to and from its
 * table row, with a bar per hot method and runtime (self share) and the same tables as results.md.
 * Bars are generated SVG styled by the page's own stylesheet, so the page's CSP holds.
 */
final class WhyPanels {

    /** Methods in the bar chart: the union of the runtimes' top self methods, cut here. */
    static final int MAX_BARS = 10;
    private static final int LABEL_WIDTH = 360;
    private static final int BAR_WIDTH = 300;
    private static final int BAR_HEIGHT = 12;

    private WhyPanels() {
    }

    /** Each explained row's panel anchor ("why-N"), in panel order. */
    static Map<RowKey, String> anchors(BenchResult result) {
        Map<RowKey, String> anchors = new LinkedHashMap<>();
        for (int i = 0; i < result.explanations().size(); i++) {
            anchors.put(result.explanations().get(i).key(), "why-" + i);
        }
        return anchors;
    }

    /** The section, or "" without explained rows. */
    static String html(BenchResult result, List<Row> tableRows) {
        if (result.explanations().isEmpty()) {
            return "";
        }
        Map<RowKey, Integer> tableIndex = new LinkedHashMap<>();
        for (int i = 0; i < tableRows.size(); i++) {
            tableIndex.putIfAbsent(tableRows.get(i).key(), i);
        }
        StringBuilder html = new StringBuilder("<section id=\"why\">\n<h2>Why: explained rows</h2>\n<p class=\"legend\">")
                .append(HtmlText.escape(ExplainedTables.caveat())).append("</p>\n");
        for (int i = 0; i < result.explanations().size(); i++) {
            Explanation e = result.explanations().get(i);
            html.append("<section class=\"why\" id=\"why-").append(i).append("\">\n<h3>Why: ")
                    .append(HtmlText.escape(e.key().toString())).append("</h3>\n");
            Integer row = tableIndex.get(e.key());
            if (row != null) {
                html.append("<p><a href=\"#row-").append(row).append("\">its table row</a></p>\n");
            }
            if (!e.notes().isEmpty()) {
                html.append("<ul>");
                e.notes().forEach(n -> html.append("<li>").append(HtmlText.escape(n)).append("</li>"));
                html.append("</ul>\n");
            }
            // Differences first (JMH's harness apart, after the others), then the bars, then the
            // evidence of each runtime side by side.
            ExplainedTables.differenceTables(e).forEach(t -> writeTable(html, t));
            html.append(bars(e));
            html.append(flameGraphs(e));
            html.append(asyncFlameGraphs(result, e));
            ExplainedTables.evidenceTables(e).forEach(t -> writeTable(html, t));
            html.append("</section>\n");
        }
        return html.append("</section>\n").toString();
    }

    /** Under the results table: a link to each explained row's panel. */
    static String links(BenchResult result) {
        if (result.explanations().isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<p class=\"legend\">Explained (bench.explain): ");
        Map<RowKey, String> anchors = anchors(result);
        String separator = "";
        for (Map.Entry<RowKey, String> a : anchors.entrySet()) {
            html.append(separator).append("<a href=\"#").append(a.getValue()).append("\">Why: ")
                    .append(HtmlText.escape(a.getKey().toString())).append("</a>");
            separator = ", ";
        }
        return html.append("</p>\n").toString();
    }

    private static void writeTable(StringBuilder html, ExplainedTables.Titled t) {
        html.append("<h4>").append(HtmlText.escape(t.title())).append("</h4>\n");
        if (t.table() != null) {
            if (t.table().rows().isEmpty()) {
                html.append("<p>None recorded.</p>\n");
            } else {
                HtmlTable.write(html, t.table());
            }
        }
    }

    /**
     * A flame graph per runtime; from the second runtime on, the differential view against the first:
     * frames whose share grew are "gain", those that shrank "loss".
     */
    static String flameGraphs(Explanation e) {
        List<String> runtimes = List.copyOf(e.evidence().keySet());
        if (runtimes.isEmpty() || e.evidence().values().stream().allMatch(ev -> ev.stacks().isEmpty())) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h4>Flame graphs</h4>\n<p class=\"legend\">JMH's stub at the top, callees"
                + " below, each frame as wide as its share of the samples. From the second runtime on, against "
                + HtmlText.escape(runtimes.get(0)) + ": red frames gained " + Math.round(FlameGraph.MOVE * 100)
                + " points of the samples or more on the same call path, blue frames lost as much; frames that vanished"
                + " are not drawn (the tables mark them \"only on\").</p>\n");
        Evidence reference = e.evidence().get(runtimes.get(0));
        for (int i = 0; i < runtimes.size(); i++) {
            String runtime = runtimes.get(i);
            String caption = runtime + (i == 0 ? "" : " against " + runtimes.get(0));
            String svg = FlameGraph.svg(e.evidence().get(runtime), i == 0 ? null : reference, "Flame graph on " + caption);
            if (!svg.isEmpty()) {
                html.append("<figure class=\"flame-graph\">\n<figcaption>").append(HtmlText.escape(caption))
                        .append("</figcaption>\n<div class=\"scroll\">").append(svg).append("</div>\n</figure>\n");
            }
        }
        return html.toString();
    }

    /**
     * async-profiler's view of the row, when bench.profilers had {@code async}: with its collapsed
     * output (results.json keeps those stacks) a flame graph per runtime drawn here like JFR's, from
     * the second runtime on against the first; with its HTML output a link per runtime to its own
     * interactive page ({@code async-flame-*.html} under profiles/), which the page's
     * Content-Security-Policy (nothing but its own style and script) lets no frame embed. Both come
     * from the measured forks, not the recorded one. "" when there is neither.
     */
    static String asyncFlameGraphs(BenchResult result, Explanation e) {
        StringBuilder graphs = new StringBuilder();
        List<String> drawn = e.evidence().entrySet().stream().filter(en -> en.getValue().async() != null
                && !en.getValue().async().stacks().isEmpty()).map(Map.Entry::getKey).toList();
        Evidence reference = drawn.isEmpty() ? null : asEvidence(e.evidence().get(drawn.get(0)).async());
        for (int i = 0; i < drawn.size(); i++) {
            String runtime = drawn.get(i);
            String caption = "async-profiler on " + runtime + (i == 0 ? "" : " against " + drawn.get(0));
            String svg = FlameGraph.svg(asEvidence(e.evidence().get(runtime).async()), i == 0 ? null : reference,
                    "Flame graph, " + caption);
            if (!svg.isEmpty()) {
                graphs.append("<figure class=\"flame-graph async\">\n<figcaption>").append(HtmlText.escape(caption))
                        .append("</figcaption>\n<div class=\"scroll\">").append(svg).append("</div>\n</figure>\n");
            }
        }
        StringBuilder items = new StringBuilder();
        Row row = result.rows().stream().filter(r -> r.key().equals(e.key())).findFirst().orElse(null);
        List<String> runtimes = new ArrayList<>(e.evidence().keySet());
        if (row != null) {
            row.cells().keySet().stream().filter(r -> !runtimes.contains(r)).forEach(runtimes::add);
        }
        for (String runtime : runtimes) {
            var cell = row == null ? null : row.cells().get(runtime);
            List<String> pages = cell == null ? List.of() : cell.profilerFiles().stream()
                    .filter(WhyPanels::isAsyncFlameGraph).toList();
            if (pages.isEmpty()) {
                continue;
            }
            items.append("<li>").append(HtmlText.escape(runtime)).append(": ");
            String separator = "";
            for (String page : pages) {
                items.append(separator).append("<a class=\"async-flame\" href=\"").append(HtmlText.escape(page))
                        .append("\">").append(HtmlText.escape(page.substring(page.lastIndexOf('/') + 1))).append("</a>");
                separator = ", ";
            }
            items.append("</li>\n");
        }
        if (graphs.isEmpty() && items.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h4>async-profiler's flame graphs</h4>\n<p class=\"legend\">bench.profilers"
                + " had async: its own samples of the measured forks (not the recorded one)");
        html.append(graphs.isEmpty() ? "" : ", drawn as above (the benchmark's threads, JMH's stub at the top)");
        html.append(items.isEmpty() ? "" : (graphs.isEmpty() ? "" : "; ") + "its interactive flame graphs open from the links");
        html.append(".</p>\n").append(graphs);
        if (!items.isEmpty()) {
            html.append("<ul>\n").append(items).append("</ul>\n");
        }
        return html.toString();
    }

    /** async-profiler's stacks in the shape the flame graph draws. */
    private static Evidence asEvidence(Evidence.AsyncProfile profile) {
        return new Evidence(profile.file(), profile.samples(), List.of(), List.of(), List.of(), null, null, null,
                profile.stacks());
    }

    /** async-profiler's HTML flame graph as bench.profilers names it: "profiles/17/row/async-flame-cpu-forward.html". */
    static boolean isAsyncFlameGraph(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.startsWith("async") && name.endsWith(".html");
    }

    /** One group of bars per hot method (self share), one bar per runtime, in the runtimes' colours. */
    static String bars(Explanation e) {
        List<String> runtimes = List.copyOf(e.evidence().keySet());
        Map<String, Map<String, Double>> shares = SideBySide.of(e.evidence(), Evidence::hotSelf,
                Evidence.MethodShare::method, Evidence.MethodShare::share, Double::sum);
        List<String> methods = new ArrayList<>(shares.keySet()).subList(0, Math.min(MAX_BARS, shares.size()));
        if (methods.isEmpty()) {
            return "";
        }
        int groupHeight = BAR_HEIGHT * runtimes.size() + 8;
        int height = groupHeight * methods.size() + 20;
        int width = LABEL_WIDTH + BAR_WIDTH + 80;
        StringBuilder svg = new StringBuilder("<figure class=\"why-bars\">\n<figcaption>Hot methods, share of self samples per runtime</figcaption>\n")
                .append(Svg.open("why-chart", width, height, "Hot methods, self share per runtime"));
        for (int m = 0; m < methods.size(); m++) {
            double top = 10 + m * groupHeight;
            String method = methods.get(m);
            svg.append(Svg.text(LABEL_WIDTH - 6, top + BAR_HEIGHT, "end", null, shortMethod(method)));
            for (int r = 0; r < runtimes.size(); r++) {
                Double share = shares.get(method).get(runtimes.get(r));
                double y = top + r * BAR_HEIGHT;
                String label = runtimes.get(r) + ": " + (share == null ? "not in top list" : EvidenceDiff.percent(share));
                svg.append("<g class=\"r").append(r % 6).append("\"><rect x=\"").append(LABEL_WIDTH).append("\" y=\"")
                        .append(Svg.px(y)).append("\" width=\"").append(Svg.px(BAR_WIDTH * (share == null ? 0 : share)))
                        .append("\" height=\"").append(BAR_HEIGHT - 2).append("\"><title>").append(HtmlText.escape(method + " " + label))
                        .append("</title></rect>").append(Svg.text(LABEL_WIDTH + BAR_WIDTH * (share == null ? 0 : share) + 4,
                                y + BAR_HEIGHT - 2, null, null, label)).append("</g>");
            }
        }
        return svg.append("</svg>\n</figure>\n").toString();
    }

    /** The last two parts of a long name: "Arrays.hashCode"; the full name is in the bar's tooltip. */
    private static String shortMethod(String method) {
        if (method.length() <= 50) {
            return method;
        }
        int last = method.lastIndexOf('.');
        int previous = last > 0 ? method.lastIndexOf('.', last - 1) : -1;
        return "…" + method.substring(previous + 1);
    }
}
