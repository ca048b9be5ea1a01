package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reports of a real run, as a reader sees them: {@code mvn bench:run site} on JDK 17 and 25
 * (dry preset), then results.html and the site's Benchmarks page opened in headless Chromium,
 * with a @Param value that is markup.
 */
class ReportsIT {

    private static MavenRun project;
    private static MavenRun.Result result;
    private static HeadlessChromium browser;
    private static long loadMillis;

    @BeforeAll
    static void runAndOpen() throws Exception {
        project = MavenRun.project("reports", "reports-17-25");
        result = project.run("bench:run", "site", "-Dbench.jdks=17,25", "-Dbench.job=dry");
        assertEquals(0, result.exitCode(), result::toString);
        browser = HeadlessChromium.start(project.dir().resolve("target/chromium-profile"));
        loadMillis = browser.open(project.benchDir().resolve("results.html").toUri().toString());
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void thePageLoadsQuicklyAndAsksTheNetworkForNothing() throws Exception {
        System.out.println("results.html of the run loaded in headless Chromium in " + loadMillis + " ms");
        assertTrue(loadMillis < 10_000, "loaded in " + loadMillis + " ms");
        List<String> requests = browser.requests();
        assertEquals(1, requests.size(), "only the file itself: " + requests);
        assertTrue(requests.get(0).startsWith("file:"), requests.toString());
        assertEquals("true", browser.evaluate("document.body.dataset.ready").asText(), "the page's script ran (CSP hash)");
    }

    @Test
    void summaryNamesTheComparedRuntimeWithItsVerdictCounts() throws Exception {
        JsonNode cells = browser.evaluate("Array.from(document.querySelectorAll('#summary table tbody tr td'))"
                + ".map(td => td.textContent)");
        assertEquals("25 vs 17", cells.get(0).asText(), cells.toString());
        int counted = 0;
        for (int i = 2; i < 7; i++) { // faster, slower, same, undecided, unknown
            counted += cells.get(i).asInt();
        }
        assertEquals(5, counted, "every row has one verdict against 17: " + cells);
    }

    @Test
    void tableForestPlotAndDistributionsAreDrawn() throws Exception {
        assertEquals(5, browser.evaluate("document.querySelectorAll('#results-table tr[data-row]').length").asInt());
        assertEquals(5, browser.evaluate("document.querySelectorAll('#forest svg a circle').length").asInt(),
                "a marker per ratio");
        assertEquals(1, browser.evaluate("document.querySelectorAll('#forest svg path.one').length").asInt(), "the line at 1");
        assertEquals(5, browser.evaluate("document.querySelectorAll('#distributions figure svg').length").asInt());
        assertEquals(10, browser.evaluate("document.querySelectorAll('#distributions path.samples').length").asInt(),
                "samples of 5 rows on 2 runtimes");
        assertTrue(browser.evaluate("document.querySelectorAll('#methods svg polyline').length").asInt() >= 4,
                "TextBench.upper and lower across their two parameter values, a line per runtime");
        JsonNode box = browser.evaluate("(() => { const r = document.querySelector('#forest svg').getBoundingClientRect();"
                + " return [r.width, r.height]; })()");
        assertTrue(box.get(0).asDouble() > 300 && box.get(1).asDouble() > 50, "the plot has a size: " + box);
    }

    @Test
    void clickingAHeaderSortsTheTable() throws Exception {
        String column = "(() => { const ths = Array.from(document.querySelectorAll('#results-table thead th'));"
                + " const i = ths.findIndex(th => th.textContent.startsWith('17 baseline'));"
                + " ths[i].click();"
                + " return Array.from(document.querySelectorAll('#results-table tbody tr[data-row]'))"
                + ".map(tr => tr.cells[i].textContent); })()";
        List<Double> ascending = numbers(browser.evaluate(column));
        List<Double> sorted = new ArrayList<>(ascending);
        sorted.sort(null);
        assertEquals(sorted, ascending, "first click: ascending");
        List<Double> descending = numbers(browser.evaluate(column));
        sorted.sort(java.util.Collections.reverseOrder());
        assertEquals(sorted, descending, "second click: descending");
        assertEquals("descending", browser.evaluate(
                "document.querySelector('#results-table th[aria-sort]').getAttribute('aria-sort')").asText());
    }

    @Test
    void filteringByTextHidesTheOtherRows() throws Exception {
        JsonNode visible = browser.evaluate("(() => { const f = document.getElementById('filter-text');"
                + " f.value = 'sqrt'; f.dispatchEvent(new Event('input'));"
                + " const n = Array.from(document.querySelectorAll('#results-table tr[data-row]')).filter(r => !r.hidden).length;"
                + " f.value = ''; f.dispatchEvent(new Event('input')); return n; })()");
        assertEquals(1, visible.asInt());
    }

    @Test
    void aParamValueThatIsMarkupStaysText() throws Exception {
        assertEquals(0, browser.evaluate("document.querySelectorAll('.bench-report b').length").asInt(), "no <b> element");
        assertTrue(browser.evaluate("document.body.textContent.includes('<b onmouseover=alert(1)>x</b>')").asBoolean());
    }

    @Test
    void theSitePageShowsTheSameReport() throws Exception {
        Path page = project.dir().resolve("target/site/bench-report.html");
        assertTrue(Files.isRegularFile(page), "mvn site wrote the Benchmarks page: " + result.output());
        String html = Files.readString(page);
        assertTrue(html.contains("<section id=\"forest\">") && html.contains("id=\"results-table\""), html);
        assertFalse(html.contains("<b onmouseover"), "escaped in the site too");
        browser.open(page.toUri().toString());
        assertEquals(5, browser.evaluate("document.querySelectorAll('#results-table tr[data-row]').length").asInt());
        assertEquals("true", browser.evaluate("document.body.dataset.ready").asText());
        browser.screenshot(project.dir().resolve("target/site-report.png"));
        assertNotNull(browser.evaluate("document.title"));
    }

    private static List<Double> numbers(JsonNode texts) {
        List<Double> numbers = new ArrayList<>();
        texts.forEach(t -> numbers.add(Double.parseDouble(t.asText().replaceAll("[ ±].*", "").replace(",", ""))));
        return numbers;
    }
}
