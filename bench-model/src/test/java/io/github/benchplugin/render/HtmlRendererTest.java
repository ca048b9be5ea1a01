package io.github.benchplugin.render;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HtmlRendererTest {

    private static final Pattern TD = Pattern.compile("<td( class=\"([^\"]*)\")?( title=\"[^\"]*\")?>([^<]*)</td>");
    private static final Pattern SVG_VALUE = Pattern.compile("<text class=\"value( unisolated)?\"[^>]*>([^<]*)</text>");

    private final String html = new HtmlRenderer().render(Fixtures.result(true));

    @Test
    void isSelfContained() {
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<style>"));
        assertTrue(html.contains("<svg"));
        String lower = html.toLowerCase(Locale.ROOT);
        for (String external : List.of("http://", "https://", "<script", "<link", "<img", "src=", "url(", "@import")) {
            assertFalse(lower.contains(external), external);
        }
        assertTrue(html.contains("Content-Security-Policy"));
    }

    @Test
    void hasEnvironmentTableChartsAndWarningsInThatOrder() {
        int env = html.indexOf("<dt>Host</dt><dd>box</dd>");
        int runtimes = html.indexOf("Java 21.0.7, Oracle | Corp, /opt/jdk-21, isolated: NO (UNISOLATED)");
        int table = html.indexOf("<table>");
        int charts = html.indexOf("<h2>Charts</h2>");
        int warnings = html.indexOf("<h2>Warnings</h2>");
        assertTrue(env > 0 && runtimes > env && table > runtimes && charts > table && warnings > charts, html);
        for (String name : List.of(">ConcatBench.plus</td>", ">ConcatBench.builder</td>", ">Evil.run</td>",
                ">Misc.count</td>", ">Geometric mean</td>")) {
            assertTrue(html.contains(name), name);
        }
        assertEquals(4, html.split("<figure>", -1).length - 1, "a chart per row");
        assertTrue(html.contains("<li><strong>FAILED</strong> (org.example.Evil.run, runtime 21): =2+5 fork crashed</li>"));
    }

    @Test
    void ratiosCarryIntervalAndVerdictAndAreColoured() {
        assertTrue(html.contains("<td class=\"num unisolated faster\">0.42 [0.40–0.44] faster (unisolated)</td>"), html);
        assertTrue(html.contains(">1.01 [0.97–1.05] ~ (unisolated)</td>"));
    }

    @Test
    void everyUnisolatedNumberIsFlaggedInTableAndCharts() {
        ResultTable table = ResultTable.of(Fixtures.result(true));
        long flaggedCells = table.rows().stream().flatMap(r -> r.cells().stream()).filter(TableCell::unisolated).count();
        List<String> flaggedTexts = new ArrayList<>();
        Matcher td = TD.matcher(html);
        while (td.find()) {
            String classes = td.group(2) == null ? "" : td.group(2);
            if (classes.contains("unisolated")) {
                flaggedTexts.add(td.group(4));
            }
        }
        assertEquals(flaggedCells, flaggedTexts.size());
        flaggedTexts.forEach(t -> assertTrue(t.endsWith("(unisolated)"), t));

        Matcher value = SVG_VALUE.matcher(html);
        int unisolatedBars = 0;
        while (value.find()) {
            boolean unisolated = value.group(1) != null;
            assertEquals(unisolated, value.group(2).endsWith("(unisolated)"), value.group(2));
            unisolatedBars += unisolated ? 1 : 0;
        }
        assertEquals(2, unisolatedBars, "runtime 21 has two ok cells");
        assertTrue(html.contains("<th class=\"num unisolated\" scope=\"col\">21 UNISOLATED</th>"));
    }

    @Test
    void everyUserValueIsEscaped() {
        assertFalse(html.contains("<script>"));
        assertFalse(html.contains("<b>"));
        assertTrue(html.contains("<td>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;|*x*</td>"));
        assertTrue(html.contains("looks like dead code: &lt;b&gt;*bold*&lt;/b&gt; | pipe"));
        assertTrue(html.contains("aria-label=\"Evil.run label=&lt;script&gt;"));
        assertEquals("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt; &amp;",
                HtmlText.escape("<a href=\"x\" onclick='y'> &"));
    }

    @Test
    void anIsolatedRunIsNotFlagged() {
        String isolated = new HtmlRenderer().render(Fixtures.result(false));
        assertFalse(isolated.contains("UNISOLATED"));
        assertFalse(isolated.contains("(unisolated)"));
        assertFalse(isolated.contains("class=\"bar unisolated\""));
    }
}
