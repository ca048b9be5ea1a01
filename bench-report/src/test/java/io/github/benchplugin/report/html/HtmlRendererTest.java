package io.github.benchplugin.report.html;

import io.github.benchplugin.report.table.ComparisonText;
import io.github.benchplugin.report.table.Fixtures;
import io.github.benchplugin.report.table.LargeResults;
import io.github.benchplugin.report.table.ResultTable;
import io.github.benchplugin.report.table.TableCell;


import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Verdict;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HtmlRendererTest {

    private static final Pattern TD = Pattern.compile("<td( class=\"([^\"]*)\")?( title=\"[^\"]*\")?>([^<]*)</td>");
    private static final Pattern SVG_VALUE = Pattern.compile("<text [^>]*class=\"value( unisolated)?\"[^>]*>([^<]*)</text>");

    private final String html = new HtmlRenderer().render(Fixtures.result(true));

    @Test
    void isSelfContainedAndRunsOnlyItsOwnScript() {
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        String lower = html.toLowerCase(Locale.ROOT);
        for (String external : List.of("http://", "https://", "<link", "<img", "src=", "url(", "@import")) {
            assertFalse(lower.contains(external), external);
        }
        assertEquals(1, count(html, "<script>"), "exactly the page's own script");
        assertEquals(1, count(html, "<style>"));
        Matcher csp = Pattern.compile("Content-Security-Policy\" content=\"([^\"]*)\"").matcher(html);
        assertTrue(csp.find());
        String policy = csp.group(1).replace("&#39;", "'");
        assertTrue(policy.startsWith("default-src 'none';"), policy);
        assertFalse(policy.contains("unsafe"), policy);
        assertTrue(policy.contains(HtmlAssets.hash(HtmlAssets.SCRIPT)), policy);
        assertTrue(policy.contains(HtmlAssets.hash(HtmlAssets.CSS)), policy);
        assertTrue(html.contains("<script>" + HtmlAssets.SCRIPT + "</script>"), "the hash covers the script as inlined");
        assertTrue(html.contains("<style>" + HtmlAssets.CSS + "</style>"));
    }

    @Test
    void summaryFirstThenForestTableChartsWarningsEnvironment() {
        int[] at = {html.indexOf("<section id=\"summary\">"), html.indexOf("<section id=\"forest\">"),
                html.indexOf("<section id=\"table\">"), html.indexOf("<section id=\"methods\">"),
                html.indexOf("<section id=\"distributions\">"), html.indexOf("<section id=\"warnings\">"),
                html.indexOf("<section id=\"environment\">")};
        // The fixture has no method with two parameter sets, so no per-method chart (index 3).
        assertEquals(-1, at[3]);
        int last = 0;
        for (int i = 0; i < at.length; i++) {
            if (i != 3) {
                assertTrue(at[i] > last, "section " + i + " at " + at[i]);
                last = at[i];
            }
        }
        for (String name : List.of(">ConcatBench.plus</td>", ">ConcatBench.builder</td>", ">Evil.run</td>",
                ">Misc.count</td>", ">Geometric mean</td>")) {
            assertTrue(html.contains(name), name);
        }
        assertEquals(4, count(html, "<figure id=\"dist-"), "a distribution per row");
        assertTrue(html.contains("<dt>Host</dt><dd>box</dd>"));
    }

    @Test
    void summaryCountsEveryVerdictOfEachComparedRuntime() {
        String summary = html.substring(html.indexOf("<section id=\"summary\">"), html.indexOf("<section id=\"forest\">"));
        // 21 vs 17: plus faster, builder ~ (undecided), Evil ? (failed cell); Misc has no comparison.
        assertTrue(summary.contains(">21 vs 17 UNISOLATED</td>"), summary);
        assertTrue(summary.contains("<td class=\"num faster\">1</td><td class=\"num\">0</td>"
                + "<td class=\"num\">0</td><td class=\"num undecided\">1</td><td class=\"num unknown\">1</td>"), summary);
        assertTrue(summary.contains("4 rows on 2 runtimes (17, 21)"), summary);
    }

    @Test
    void forestPlotHasALinePerRatioLinkedToItsRowWithHollowUnisolatedMarkers() {
        String forest = html.substring(html.indexOf("<section id=\"forest\">"), html.indexOf("<section id=\"table\">"));
        assertEquals(2, count(forest, "<a href=\"#row-"), "plus and builder have ratios; Evil failed");
        assertTrue(forest.contains("<a href=\"#row-0\"><g class=\"faster unisolated\">"), forest);
        assertTrue(forest.contains("<a href=\"#row-1\"><g class=\"undecided unisolated\">"), forest);
        assertTrue(forest.contains("class=\"one\""), "a line at 1");
        assertTrue(html.contains("<tr id=\"row-0\" data-row=\"0\""), "the link target exists");
    }

    @Test
    void aHugeIntervalIsClippedWithAnArrowNotStretched() {
        Row wild = Row.builder("org.example.W.m", "avgt").unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(6.8, 1, null)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(0.68).ciLow(0.000022).ciHigh(21720.62)
                        .verdict(Verdict.UNKNOWN).note("wide").build()))
                .build();
        BenchResult result = new BenchResult(1, null, Fixtures.result(false).runtimes(), List.of(wild), List.of());
        String svg = ForestPlot.inTableOrder(result, 100);
        LogAxis axis = LogAxis.around(List.of(0.68), ForestPlot.LABEL_WIDTH, ForestPlot.PLOT_WIDTH);
        assertTrue(axis.low > 0.5 && axis.high < 1.5, axis.low + ".." + axis.high);
        assertEquals(2, count(svg, "Z\"/>"), "an arrow at each clipped end: " + svg);
        Matcher ci = Pattern.compile("class=\"ci\" d=\"M([0-9.]+) [0-9.]+H([0-9.]+)\"").matcher(svg);
        assertTrue(ci.find(), svg);
        assertTrue(Double.parseDouble(ci.group(1)) >= ForestPlot.LABEL_WIDTH
                && Double.parseDouble(ci.group(2)) <= ForestPlot.LABEL_WIDTH + ForestPlot.PLOT_WIDTH, svg);
    }

    @Test
    void axisLabelsNeverCrowdEachOther() {
        for (List<Double> ratios : List.of(List.of(0.88, 1.86), List.of(0.02, 40.0), List.of(0.99, 1.01), List.of(0.6, 1.34))) {
            LogAxis axis = LogAxis.around(ratios, ForestPlot.LABEL_WIDTH, ForestPlot.PLOT_WIDTH);
            List<Double> ticks = axis.ticks();
            assertTrue(ticks.contains(1.0), ticks.toString());
            assertTrue(ticks.size() >= 3, "a scale to read, not just 1: " + ratios + ": " + ticks);
            for (int i = 1; i < ticks.size(); i++) {
                assertTrue(axis.x(ticks.get(i)) - axis.x(ticks.get(i - 1)) >= LogAxis.MIN_TICK_GAP, ratios + ": " + ticks);
            }
        }
    }

    @Test
    void ratiosCarryIntervalAndVerdictAndAreColoured() {
        assertTrue(html.contains("<td class=\"num unisolated faster\" title=\"\">0.42 [0.40–0.44] faster (unisolated)</td>")
                || html.contains("<td class=\"num unisolated faster\">0.42 [0.40–0.44] faster (unisolated)</td>"), html);
        assertTrue(html.contains(">1.01 [0.97–1.05] ~ (unisolated)</td>"));
    }

    @Test
    void everyUnisolatedNumberIsFlaggedInTableAndCharts() {
        ResultTable table = ResultTable.of(Fixtures.result(true));
        long flaggedCells = table.rows().stream().flatMap(r -> r.cells().stream()).filter(TableCell::unisolated).count();
        String main = html.substring(html.indexOf("id=\"results-table\""), html.indexOf("<section id=\"distributions\">"));
        List<String> flaggedTexts = new ArrayList<>();
        Matcher td = TD.matcher(main);
        while (td.find()) {
            String classes = td.group(2) == null ? "" : td.group(2);
            if (classes.contains("unisolated")) {
                flaggedTexts.add(td.group(4));
            }
        }
        assertEquals(flaggedCells, flaggedTexts.size());
        flaggedTexts.forEach(t -> assertTrue(t.endsWith("(unisolated)"), t));

        Matcher value = SVG_VALUE.matcher(html);
        int unisolatedValues = 0;
        while (value.find()) {
            boolean unisolated = value.group(1) != null;
            assertEquals(unisolated, value.group(2).contains("(unisolated)"), value.group(2));
            unisolatedValues += unisolated ? 1 : 0;
        }
        assertEquals(2, unisolatedValues, "runtime 21 has two ok cells");
        assertTrue(html.contains("<th class=\"num unisolated\" scope=\"col\">21 UNISOLATED</th>"));
    }

    @Test
    void everyUserValueIsEscapedInEverySection() {
        String withoutOurScript = html.replace("<script>" + HtmlAssets.SCRIPT + "</script>", "");
        assertFalse(withoutOurScript.contains("<script"), "no script but ours");
        assertFalse(html.contains("<b>"));
        assertTrue(html.contains("<td>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;|*x*</td>"));
        assertTrue(html.contains("looks like dead code: &lt;b&gt;*bold*&lt;/b&gt; | pipe"));
        assertTrue(html.contains(">Evil.run label=&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
        assertTrue(html.contains("data-search=\"evil.run org.example.evil.run label=&lt;script&gt;"));
        assertEquals("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt; &amp;",
                HtmlText.escape("<a href=\"x\" onclick='y'> &"));
    }

    @Test
    void aParamThatLooksLikeMarkupShowsAsTextEverywhere() {
        String hostile = "<b onmouseover=alert(1)>x</b>";
        Row row = Row.builder("org.example.H.m", "avgt").params(Map.of("p", hostile)).unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(12, 1, null)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(1.2).ciLow(1.1).ciHigh(1.3)
                        .verdict(Verdict.SLOWER).pValue(0.01).build()))
                .build();
        Row other = Row.builder("org.example.H.m", "avgt").params(Map.of("p", "plain")).unit("ns/op")
                .cells(Map.of("17", Fixtures.ok(10, 1, null), "21", Fixtures.ok(12, 1, null))).build();
        BenchResult result = new BenchResult(1, null, Fixtures.result(false).runtimes(), List.of(row, other),
                List.of(io.github.benchplugin.model.result.Warning.of(io.github.benchplugin.model.result.WarningCode.HIGH_ERROR,
                        hostile, "org.example.H.m {p=" + hostile + "}", "17")));
        String page = new HtmlRenderer().render(result);
        assertFalse(page.contains("<b "), "never a tag");
        assertFalse(page.contains("onmouseover=alert(1)>"));
        assertTrue(page.contains("&lt;b onmouseover=alert(1)&gt;x&lt;/b&gt;"));
    }

    @Test
    void warningsAreGroupedByCodeAndLinkedToTheirRows() {
        BenchResult result = LargeResults.of(40, 2, 1);
        String page = new HtmlRenderer().render(result);
        String warnings = page.substring(page.indexOf("<section id=\"warnings\">"), page.indexOf("<section id=\"environment\">"));
        assertEquals(1, count(warnings, "<strong>HIGH_ERROR</strong>"), warnings);
        assertEquals(1, count(warnings, LargeResults.HIGH_ERROR_ADVICE), "the advice once");
        for (int row : List.of(0, 10, 20, 30)) {
            assertTrue(warnings.contains("<a href=\"#row-" + row + "\">"), warnings);
        }
        assertTrue(page.contains("<tr id=\"row-10\" data-row=\"10\"") && page.contains("data-warnings=\"HIGH_ERROR\""));
    }

    @Test
    void aPageOf500RowsOnFourRuntimesStaysUnderTwoMegabytes() {
        for (int runtimes : List.of(2, 4)) {
            String page = new HtmlRenderer().render(LargeResults.of(500, runtimes, 7));
            int bytes = page.getBytes(StandardCharsets.UTF_8).length;
            System.out.printf("results.html, 500 rows x %d runtimes: %,d bytes%n", runtimes, bytes);
            assertTrue(bytes < 2_000_000, runtimes + " runtimes: " + bytes + " bytes");
        }
    }

    @Test
    void tenThousandRowsAreNotTenThousandCharts() {
        String page = new HtmlRenderer().render(LargeResults.of(10_000, 4, 3));
        assertEquals(HtmlReport.MAX_DISTRIBUTIONS, count(page, "<figure id=\"dist-"));
        assertTrue(page.contains("Charts for the first 500 of 10000 rows"), "says what is left out");
        assertEquals(10_000, count(page, "data-row=\""), "the table keeps every row (the script pages it)");
    }

    @Test
    void aLargePageOpensWithOnePageOfRowsAndTheNotableRatios() {
        BenchResult result = LargeResults.of(10_000, 4, 3);
        String page = new HtmlRenderer().render(result);
        // Only the first page is laid out on opening; the script shows the others.
        assertEquals(10_000 - HtmlReport.TABLE_PAGE, count(page, "\" hidden>"), "rows past the first page are hidden");
        assertTrue(page.contains("data-page=\"" + HtmlReport.TABLE_PAGE + "\""));
        assertTrue(page.contains("<noscript>"), "says what a reader without JavaScript sees");
        String forest = page.substring(page.indexOf("<section id=\"forest\">"), page.indexOf("<section id=\"table\">"));
        String shown = forest.substring(0, forest.indexOf("<details>"));
        assertEquals(HtmlReport.MAX_FOREST_LINES, count(shown, "<a href=\"#row-"));
        assertTrue(shown.contains("The plot shows the 300 most notable of 30,000 ratios"), shown);
        assertEquals(0, count(shown, "<g class=\"same") + count(shown, "<g class=\"undecided"),
                "the notable ratios are faster or slower ones");
        assertTrue(forest.contains("The plot shows the first 1,200 of the 29,700 other ratios"), "the rest on demand");
        // The largest change of the suite is among the lines drawn on opening.
        String largest = largestChangeRow(result);
        assertTrue(shown.contains("<a href=\"#row-" + largest + "\">"), largest);
    }

    @Test
    void aSmallPageHidesNothing() {
        assertFalse(html.contains("\" hidden>"));
        assertFalse(html.contains("<noscript>"));
        assertFalse(html.contains("<details><summary>The other ratios"));
    }

    private static String largestChangeRow(BenchResult result) {
        int best = -1;
        double change = -1;
        for (int i = 0; i < result.rows().size(); i++) {
            for (var c : result.rows().get(i).comparisons().values()) {
                Verdict verdict = ComparisonText.shownVerdict(c);
                if ((verdict == Verdict.FASTER || verdict == Verdict.SLOWER) && Math.abs(Math.log(c.ratio())) > change) {
                    change = Math.abs(Math.log(c.ratio()));
                    best = i;
                }
            }
        }
        return Integer.toString(best);
    }

    @Test
    void anIsolatedRunIsNotFlagged() {
        String isolated = new HtmlRenderer().render(Fixtures.result(false));
        assertFalse(isolated.contains("UNISOLATED"));
        assertFalse(isolated.contains("(unisolated)"));
        assertFalse(isolated.contains("g class=\"faster unisolated\""));
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            n++;
        }
        return n;
    }
}
