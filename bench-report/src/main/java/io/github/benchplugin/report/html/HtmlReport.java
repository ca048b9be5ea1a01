package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.CellTone;
import io.github.benchplugin.report.table.Column;
import io.github.benchplugin.report.table.ColumnKind;
import io.github.benchplugin.report.table.ComparisonColumns;
import io.github.benchplugin.report.table.ComparisonText;
import io.github.benchplugin.report.table.EnvironmentSummary;
import io.github.benchplugin.report.table.Fact;
import io.github.benchplugin.report.table.Legend;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.RuntimeLabel;
import io.github.benchplugin.report.table.TableCell;
import io.github.benchplugin.report.table.TableContext;
import io.github.benchplugin.report.table.TableRow;
import io.github.benchplugin.report.table.Texts;
import io.github.benchplugin.report.table.WarningGroup;
import io.github.benchplugin.report.table.WarningGroups;
import io.github.benchplugin.report.table.WarningText;
import io.github.benchplugin.report.table.TextTable;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The report's content, shared by results.html and the Maven site page: a summary first (per
 * compared runtime the geometric mean and the count of faster / slower / ~ / ? rows), the
 * forest plot of every ratio, the sortable and filterable table, a chart per method across its
 * parameter values, each row's measurements, the warnings grouped by code and linked to their
 * rows, then the environment. Every value is escaped here; charts are generated SVG.
 */
public final class HtmlReport {

    /** Ratios drawn in the forest plot on opening: the notable ones; the rest are in the table. */
    static final int MAX_FOREST_LINES = 300;
    /** The other ratios drawn in table order, on demand (a closed section); past that no one scrolls. */
    static final int MAX_FOREST_LINES_ON_DEMAND = 1200;
    /**
     * Table rows per page. Rows past the first page are written hidden, so that the browser lays
     * out one page, not 10,000 rows, before the page can be used; report.js pages with the same size.
     */
    static final int TABLE_PAGE = 100;
    /** Rows that get a distribution chart; keeps a 10,000-row page from drawing 10,000 charts. */
    static final int MAX_DISTRIBUTIONS = 500;
    /** Methods that get a chart across their parameter values. */
    static final int MAX_METHOD_CHARTS = 100;
    /** Parameter sets on one method chart; more would make the axis labels unreadable. */
    static final int MAX_METHOD_POINTS = 40;
    static final int MAX_CAPTION_PARAMS = 120;

    private HtmlReport() {
    }

    /** The report as one element, class "bench-report" (the stylesheet is scoped to it). */
    public static String body(BenchResult result, boolean withTitle) {
        return body(result, ResultTable.of(result), withTitle);
    }

    /** The same, with the result's table already laid out ({@code ResultTable.of(result)}). */
    public static String body(BenchResult result, ResultTable table, boolean withTitle) {
        StringBuilder html = new StringBuilder(64 * 1024);
        html.append("<div class=\"bench-report\">\n");
        if (withTitle) {
            html.append("<h1>Benchmark results</h1>\n");
        }
        Map<RowKey, Integer> rowIndex = new HashMap<>();
        for (int i = 0; i < result.rows().size(); i++) {
            rowIndex.putIfAbsent(result.rows().get(i).key(), i);
        }
        appendSummary(html, result, table);
        ForestPlot.Plots forest = ForestPlot.render(result, MAX_FOREST_LINES, MAX_FOREST_LINES_ON_DEMAND);
        if (!forest.notable().isEmpty()) {
            html.append("<section id=\"forest\">\n<h2>Every ratio against the baseline runtime</h2>\n")
                    .append("<p class=\"legend\">Log scale; the dashed line is 1 (no change); a bar is the ratio's")
                    .append(" interval, an arrow an interval that goes on beyond the axis; hollow markers are")
                    .append(" unisolated. Each line links to its table row.</p>\n")
                    .append(forest.notable());
            if (!forest.rest().isEmpty()) {
                // A closed <details> is neither laid out nor drawn until it is opened.
                html.append("<details><summary>The other ratios, in table order</summary>\n")
                        .append(forest.rest()).append("</details>\n");
            }
            html.append("</section>\n");
        }
        appendTable(html, result, table, rowIndex);
        appendMethodCharts(html, result);
        appendDistributions(html, result);
        appendWarmups(html, result);
        html.append(ProfilerFilesHtml.section(result));
        html.append(WhyPanels.html(result, table.sourceRows()));
        appendWarnings(html, result.warnings(), rowIndex);
        appendEnvironment(html, result);
        html.append("</div>\n");
        return html.toString();
    }

    private static void appendSummary(StringBuilder html, BenchResult result, ResultTable table) {
        html.append("<section id=\"summary\">\n<h2>Summary</h2>\n");
        TableContext context = new TableContext(result);
        ComparisonColumns ratios = context.baseline == null ? null : ComparisonColumns.runtimes(context);
        List<TableRow> lines = new ArrayList<>();
        List<RuntimeInfo> compared = ratios == null ? List.of()
                : result.runtimes().stream().filter(ratios::shows).toList();
        for (RuntimeInfo runtime : compared) {
            Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
            for (Row row : result.rows()) {
                Comparison c = ratios.comparison(row, runtime);
                if (c != null) {
                    counts.merge(ComparisonText.shownVerdict(c), 1, Integer::sum);
                }
            }
            TableCell mean = ratios.summary(runtime);
            lines.add(new TableRow(List.of(
                    new TableCell(ratios.column(runtime).header(), CellTone.PLAIN, ratios.unisolated(runtime), null),
                    mean.text().isEmpty() ? TableCell.plain("-") : mean,
                    count(counts, Verdict.FASTER), count(counts, Verdict.SLOWER),
                    count(counts, Verdict.SAME), count(counts, Verdict.UNDECIDED), count(counts, Verdict.UNKNOWN)), false));
        }
        long warnings = result.warnings().size();
        html.append("<p>").append(result.rows().size()).append(result.rows().size() == 1 ? " row" : " rows")
                .append(" on ").append(result.runtimes().size()).append(result.runtimes().size() == 1 ? " runtime" : " runtimes")
                .append(" (").append(HtmlText.escape(result.runtimes().stream().map(RuntimeLabel::of)
                        .collect(Collectors.joining(", ")))).append("); ")
                .append(warnings == 0 ? "no warnings" : "<a href=\"#warnings\">" + warnings
                        + (warnings == 1 ? " warning" : " warnings") + "</a>").append(".</p>\n");
        if (!lines.isEmpty()) {
            List<Column> columns = List.of(
                    Column.descriptive("Compared", ColumnKind.BENCHMARK),
                    Column.descriptive("Geometric mean [interval]", ColumnKind.RATIO),
                    Column.descriptive("faster", ColumnKind.SCORE),
                    Column.descriptive("slower", ColumnKind.SCORE),
                    Column.descriptive("same (within the margin)", ColumnKind.SCORE),
                    Column.descriptive("~ (undecided)", ColumnKind.SCORE),
                    Column.descriptive("? (unknown)", ColumnKind.SCORE));
            HtmlTable.write(html, new TextTable(columns, lines), " class=\"summary-table\"", r -> "");
        }
        html.append("</section>\n");
    }

    private static TableCell count(Map<Verdict, Integer> counts, Verdict verdict) {
        int n = counts.getOrDefault(verdict, 0);
        return new TableCell(Integer.toString(n), n == 0 ? CellTone.PLAIN : CellTone.of(verdict), false, null);
    }

    private static void appendTable(StringBuilder html, BenchResult result, ResultTable table,
                                    Map<RowKey, Integer> rowIndex) {
        html.append("<section id=\"table\">\n<h2>Results</h2>\n<div class=\"controls\">")
                .append("<label>Filter <input id=\"filter-text\" type=\"search\" placeholder=\"benchmark or parameter\"></label>")
                .append("<label>Verdict <select id=\"filter-verdict\"><option value=\"\">any</option>")
                .append("<option value=\"faster\">faster</option><option value=\"slower\">slower</option>")
                .append("<option value=\"same\">same (within the margin)</option><option value=\"undecided\">~ (undecided)</option>")
                .append("<option value=\"unknown\">? (unknown)</option>")
                .append("</select></label><label>Warning <select id=\"filter-warning\"><option value=\"\">any</option>");
        Map<Integer, Set<String>> codesByRow = new HashMap<>();
        Set<String> codes = new TreeSet<>();
        for (Warning warning : result.warnings()) {
            String code = WarningText.code(warning);
            codes.add(code);
            Integer row = warning.row() == null ? null : rowIndex.get(warning.row());
            if (row != null) {
                codesByRow.computeIfAbsent(row, b -> new LinkedHashSet<>()).add(code);
            }
        }
        codes.forEach(code -> html.append("<option>").append(HtmlText.escape(code)).append("</option>"));
        html.append("</select></label></div>\n<div class=\"pager\"><button id=\"pager-prev\" type=\"button\">previous</button> ")
                .append("<span id=\"pager-status\">").append(result.rows().size()).append(" rows</span> ")
                .append("<button id=\"pager-next\" type=\"button\">next</button></div>\n");
        List<Row> rows = table.sourceRows();
        if (rows.size() > TABLE_PAGE) {
            html.append("<noscript><p class=\"legend\">Without JavaScript the table shows its first ").append(TABLE_PAGE)
                    .append(" rows; results.md and results.csv have every row.</p></noscript>\n");
        }
        Map<RowKey, String> whyAnchors = WhyPanels.anchors(result);
        HtmlTable.write(html, table.table(), " id=\"results-table\" class=\"results\" data-page=\"" + TABLE_PAGE + "\"",
                index -> {
            if (index >= rows.size()) {
                return "";
            }
            Row row = rows.get(index);
            String search = (ResultTable.shortName(row.benchmark()) + " " + row.benchmark() + " "
                    + ResultTable.paramsText(row.params())).toLowerCase(java.util.Locale.ROOT);
            return " id=\"row-" + index + "\" data-row=\"" + index + "\" data-search=\"" + HtmlText.escape(search)
                    + "\" data-verdicts=\"" + String.join(" ", verdicts(row)) + "\" data-warnings=\""
                    + HtmlText.escape(String.join(" ", codesByRow.getOrDefault(index, Set.of()))) + "\""
                    + (index >= TABLE_PAGE ? " hidden" : "");
        }, index -> {
            String why = index < rows.size() ? whyAnchors.get(rows.get(index).key()) : null;
            return why == null ? "" : " <a class=\"why-link\" href=\"#" + why + "\">why</a>";
        });
        html.append("<p class=\"legend\">").append(Legend.lines(result, table.metricNames()).stream()
                .map(HtmlText::escape).collect(Collectors.joining("<br>\n"))).append("</p>\n");
        html.append(WhyPanels.links(result)).append("</section>\n");
    }

    /** The verdicts a row shows anywhere (against runtimes, profiles, variants, the earlier run, the baseline method). */
    private static Set<String> verdicts(Row row) {
        Set<String> words = new TreeSet<>();
        for (Map<String, Comparison> comparisons : row.allComparisons()) {
            comparisons.values().forEach(c -> words.add(ComparisonText.verdictWord(ComparisonText.shownVerdict(c))));
        }
        return words;
    }

    private static void appendMethodCharts(StringBuilder html, BenchResult result) {
        Map<String, List<Row>> byMethod = new LinkedHashMap<>();
        for (Row row : result.rows()) {
            if (!row.params().isEmpty()) {
                byMethod.computeIfAbsent(row.benchmark() + "\u0000" + row.mode() + "\u0000" + row.unit(),
                        k -> new ArrayList<>()).add(row);
            }
        }
        List<List<Row>> charted = byMethod.values().stream().filter(rows -> rows.size() >= 2)
                .limit(MAX_METHOD_CHARTS).toList();
        if (charted.isEmpty()) {
            return;
        }
        html.append("<section id=\"methods\">\n<h2>Per method, across parameter values</h2>\n");
        for (List<Row> rows : charted) {
            List<Row> shown = rows.subList(0, Math.min(rows.size(), MAX_METHOD_POINTS));
            Row first = rows.get(0);
            String caption = ResultTable.shortName(first.benchmark()) + " (" + first.mode() + ", "
                    + java.util.Objects.toString(first.unit(), "?") + ", " + direction(first) + ")"
                    + (shown.size() < rows.size() ? ", first " + shown.size() + " of " + rows.size() + " parameter sets" : "");
            html.append("<figure class=\"method\">\n<figcaption>").append(HtmlText.escape(caption)).append("</figcaption>\n")
                    .append(MethodChart.render(shown, result.runtimes(), caption)).append("\n</figure>\n");
        }
        html.append("</section>\n");
    }

    private static void appendDistributions(StringBuilder html, BenchResult result) {
        if (result.rows().isEmpty() || result.runtimes().isEmpty()) {
            return;
        }
        html.append("<section id=\"distributions\">\n<h2>Measurements per row</h2>\n")
                .append("<p class=\"legend\">Dots: every measured iteration; ticks: the mean of each fork (the unit")
                .append(" the statistics compare); then the score and the bytes allocated per operation.</p>\n");
        int shown = Math.min(result.rows().size(), MAX_DISTRIBUTIONS);
        for (int i = 0; i < shown; i++) {
            Row row = result.rows().get(i);
            String caption = caption(row);
            html.append("<figure id=\"dist-").append(i).append("\">\n<figcaption><a href=\"#row-").append(i).append("\">")
                    .append(HtmlText.escape(caption)).append("</a></figcaption>\n")
                    .append(DistributionPlot.render(row, result.runtimes())).append("\n</figure>\n");
        }
        if (shown < result.rows().size()) {
            html.append("<p class=\"legend\">Charts for the first ").append(shown).append(" of ")
                    .append(result.rows().size()).append(" rows; results.json holds every sample of every row.</p>\n");
        }
        html.append("</section>\n");
    }

    private static void appendWarmups(StringBuilder html, BenchResult result) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < result.rows().size() && rows.size() < MAX_DISTRIBUTIONS; i++) {
            if (WarmupChart.has(result.rows().get(i))) {
                rows.add(i);
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        html.append("<section id=\"warmups\">\n<h2>Warm-up per row</h2>\n")
                .append("<p class=\"legend\">Every iteration of every fork, warm-up included, over the seconds since the")
                .append(" fork started; one line per fork; a dot on its first steady iteration, and a tick on the time")
                .append(" axis where that iteration started.</p>\n");
        for (int i : rows) {
            Row row = result.rows().get(i);
            html.append("<figure id=\"warmup-").append(i).append("\">\n<figcaption><a href=\"#row-").append(i).append("\">")
                    .append(HtmlText.escape(caption(row))).append("</a></figcaption>\n")
                    .append(WarmupChart.render(row, result.runtimes())).append("\n</figure>\n");
        }
        html.append("</section>\n");
    }

    /** "ConcatBench.plus n=1000 (avgt, ns/op, lower is better)". */
    static String caption(Row row) {
        String params = ResultTable.paramsText(row.params());
        return ResultTable.shortName(row.benchmark())
                + (params.isEmpty() ? "" : " " + Texts.truncate(params, MAX_CAPTION_PARAMS))
                + " (" + row.mode() + ", " + java.util.Objects.toString(row.unit(), "?") + ", " + direction(row) + ")";
    }

    private static String direction(Row row) {
        try {
            return row.jmhMode().higherIsBetter() ? "higher is better" : "lower is better";
        } catch (IllegalArgumentException unknownMode) {
            return "lower is better";
        }
    }

    private static void appendWarnings(StringBuilder html, List<Warning> warnings, Map<RowKey, Integer> rowIndex) {
        html.append("<section id=\"warnings\">\n<h2>Warnings</h2>\n");
        if (warnings.isEmpty()) {
            html.append("<p>None.</p>\n</section>\n");
            return;
        }
        html.append("<ul class=\"warnings\">\n");
        for (WarningGroup group : WarningGroups.of(warnings)) {
            html.append("<li id=\"warning-").append(HtmlText.escape(group.code())).append("\"><strong>")
                    .append(HtmlText.escape(group.code())).append("</strong>");
            if (group.items().size() == 1) {
                WarningGroup.Item item = group.items().get(0);
                if (!item.context().isEmpty()) {
                    html.append(" (").append(link(item, rowIndex)).append(')');
                }
                html.append(": ").append(HtmlText.escape(group.summary())).append("</li>\n");
                continue;
            }
            String count = group.countText();
            html.append(count.isEmpty() ? "" : " (" + count + ")")
                    .append(group.summary().isEmpty() ? "" : ": " + HtmlText.escape(group.summary()));
            // Many rows collapse behind a summary line so the list stays one screen per code.
            boolean collapse = group.items().size() > 10;
            html.append(collapse ? "<details><summary>" + group.items().size() + " rows</summary>" : "").append("<ul>");
            for (WarningGroup.Item item : group.items()) {
                html.append("<li>").append(link(item, rowIndex))
                        .append(item.detail().isEmpty() || item.context().isEmpty() ? "" : ": ")
                        .append(HtmlText.escape(item.detail())).append("</li>");
            }
            html.append("</ul>").append(collapse ? "</details>" : "").append("</li>\n");
        }
        html.append("</ul>\n</section>\n");
    }

    private static String link(WarningGroup.Item item, Map<RowKey, Integer> rowIndex) {
        Integer row = item.row() == null ? null : rowIndex.get(item.row());
        String text = HtmlText.escape(item.context());
        return row == null ? text : "<a href=\"#row-" + row + "\">" + text + "</a>";
    }

    private static void appendEnvironment(StringBuilder html, BenchResult result) {
        html.append("<section id=\"environment\">\n<h2>Environment</h2>\n<dl class=\"env\">\n");
        for (Fact fact : EnvironmentSummary.machine(result)) {
            html.append("<dt>").append(HtmlText.escape(fact.label())).append("</dt><dd>")
                    .append(HtmlText.escape(fact.value())).append("</dd>\n");
        }
        html.append("</dl>\n<h3>Runtimes</h3>\n<ul class=\"runtimes\">\n");
        List<Fact> runtimes = EnvironmentSummary.runtimes(result);
        for (int i = 0; i < runtimes.size(); i++) {
            boolean isolated = result.runtimes().get(i).isolated();
            html.append(isolated ? "<li>" : "<li class=\"unisolated\">")
                    .append("<strong>").append(HtmlText.escape(runtimes.get(i).label())).append("</strong>: ")
                    .append(HtmlText.escape(runtimes.get(i).value())).append("</li>\n");
        }
        html.append("</ul>\n");
        factList(html, "Profiles", "profiles", EnvironmentSummary.profiles(result));
        factList(html, "Variants", "variants", EnvironmentSummary.variants(result));
        appendFlagDifferences(html, result);
        html.append("</section>\n");
    }

    /** results.json's flagDifferences as a table, a column per runtime; nothing when no two columns differ. */
    private static void appendFlagDifferences(StringBuilder html, BenchResult result) {
        List<io.github.benchplugin.model.result.FlagDifference> differences = result.flagDifferences();
        if (differences.isEmpty()) {
            return;
        }
        List<String> ids = result.runtimes().stream().filter(r -> !r.flags().isEmpty())
                .map(io.github.benchplugin.model.result.RuntimeInfo::id).toList();
        html.append("<h3>").append(EnvironmentSummary.FLAG_DIFFERENCES_HEADING).append("</h3>\n<table class=\"flags\">")
                .append("<thead><tr><th>Flag</th>");
        ids.forEach(id -> html.append("<th>").append(HtmlText.escape(id)).append("</th>"));
        html.append("<th>Origin</th></tr></thead>\n<tbody>\n");
        for (io.github.benchplugin.model.result.FlagDifference d : differences) {
            html.append("<tr><td><code>").append(HtmlText.escape(d.flag())).append("</code></td>");
            ids.forEach(id -> html.append("<td>").append(HtmlText.escape(d.values().getOrDefault(id, ""))).append("</td>"));
            html.append("<td>").append(d.origin()).append("</td></tr>\n");
        }
        html.append("</tbody></table>\n");
    }

    /** A titled list of facts; nothing when there are none, so reports without them read as before. */
    private static void factList(StringBuilder html, String title, String cssClass, List<Fact> facts) {
        if (facts.isEmpty()) {
            return;
        }
        html.append("<h3>").append(title).append("</h3>\n<ul class=\"").append(cssClass).append("\">\n");
        for (Fact fact : facts) {
            html.append("<li><strong>").append(HtmlText.escape(fact.label())).append("</strong>: ")
                    .append(HtmlText.escape(fact.value())).append("</li>\n");
        }
        html.append("</ul>\n");
    }
}
