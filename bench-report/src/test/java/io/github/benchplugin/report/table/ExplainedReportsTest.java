package io.github.benchplugin.report.table;

import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Evidence.MethodShare;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.explain's evidence in results.md, results.html and results.json. */
class ExplainedReportsTest {

    private static Evidence evidence(String recording, MethodShare... hot) {
        return new Evidence(recording, 100, List.of(hot), List.of(hot), List.of(), null, null, null);
    }

    /** The fixture's first row (ConcatBench.plus, 21 faster) explained on 17 and 21. */
    static BenchResult explained() {
        BenchResult plain = Fixtures.result(false);
        Row row = plain.rows().get(0);
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", evidence("explain/plus/17.jfr", new MethodShare("java.lang.StringBuilder.append", 41, 0.41, 4)));
        byRuntime.put("21", evidence("explain/plus/21.jfr", new MethodShare("java.lang.StringConcatHelper.<script>", 60, 0.6, 4)));
        Explanation e = EvidenceDiff.explain(row.key(), byRuntime, List.of());
        return plain.withExplanations(List.of(e));
    }

    @Test
    void resultsMdHasAnExplainedSectionWithRuntimesAsColumnsAndOneSidedEntriesMarked() {
        String md = new MarkdownRenderer().render(explained());
        assertTrue(md.contains("## Explained: org.example.ConcatBench.plus"), md);
        assertTrue(md.contains("| What differs | 17 | 21 |"), md);
        assertTrue(md.contains("java.lang.StringBuilder.append (only on 17) | 41.0%, tier 4 | —"), md);
        assertTrue(md.indexOf("Differences, largest first") < md.indexOf("Hot methods (self samples)"), "differences first");
        assertTrue(md.contains("explain/plus/21.jfr"), md);
        assertFalse(new MarkdownRenderer().render(Fixtures.result(false)).contains("Explained"));
    }

    @Test
    void resultsHtmlHasAWhyPanelLinkedBothWaysWithBarsAndEscapedNames() {
        String html = new HtmlRenderer().render(explained());
        assertTrue(html.contains("<section class=\"why\" id=\"why-0\">"), html);
        assertTrue(html.contains("<a href=\"#why-0\">Why: org.example.ConcatBench.plus"), "linked from the table");
        assertTrue(html.contains("<a href=\"#row-"), "linked back to its row");
        assertTrue(html.contains("<a class=\"why-link\" href=\"#why-0\">why</a>"), "linked from its table row");
        assertTrue(html.contains("<a class=\"why-link\" href=\"#why-0\"><text"), "and from its forest-plot line");
        assertTrue(html.contains("<rect x="), "a bar per hot method and runtime");
        assertTrue(html.contains("StringConcatHelper.&lt;script&gt;"), "escaped");
        assertFalse(html.contains("<script>alert") || html.contains("StringConcatHelper.<script>"), "escaped");
        assertFalse(new HtmlRenderer().render(Fixtures.result(false)).contains("id=\"why\""));
    }

    @Test
    void withBenchProfilersAsyncTheWhyPanelLinksAsyncProfilersFlameGraphPerRuntime() {
        BenchResult explained = explained();
        Row row = explained.rows().get(0);
        Map<String, io.github.benchplugin.model.result.Cell> cells = new LinkedHashMap<>(row.cells());
        cells.computeIfPresent("17", (k, c) -> c.withProfilerFiles(List.of("profiles/17/plus/async-flame-cpu-forward.html",
                "profiles/17/plus/stack.txt")));
        cells.computeIfPresent("21", (k, c) -> c.withProfilerFiles(List.of("profiles/21/plus/async-flame-cpu-forward.html")));
        List<Row> rows = new java.util.ArrayList<>(explained.rows());
        rows.set(0, Row.builder(row.benchmark(), row.mode()).params(row.params()).unit(row.unit()).cells(cells)
                .comparisons(row.comparisons()).baselineRatio(row.baselineRatio()).previous(row.previous())
                .profileComparisons(row.profileComparisons()).opsPerInvocation(row.opsPerInvocation()).build());
        String html = new HtmlRenderer().render(explained.withRows(rows));

        int panel = html.indexOf("<section class=\"why\" id=\"why-0\">");
        int graphs = html.indexOf("<h4>async-profiler's flame graphs</h4>");
        assertTrue(panel >= 0 && graphs > panel, html);
        assertTrue(html.contains("<li>17: <a class=\"async-flame\" href=\"profiles/17/plus/async-flame-cpu-forward.html\">"
                + "async-flame-cpu-forward.html</a></li>"), html);
        assertTrue(html.contains("<li>21: <a class=\"async-flame\" href=\"profiles/21/plus/async-flame-cpu-forward.html\">"), html);
        assertFalse(html.contains("async-flame\" href=\"profiles/17/plus/stack.txt"), "only the flame graphs");
        assertFalse(new HtmlRenderer().render(explained).contains("async-profiler's flame graphs"), "without async: nothing");
    }

    @Test
    void asyncProfilersCollapsedStacksAreDrawnAsAFlameGraphPerRuntimeAndKeptInResultsJson(@TempDir Path dir) throws Exception {
        BenchResult plain = explained();
        Explanation e = plain.explanations().get(0);
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        e.evidence().forEach((runtime, ev) -> byRuntime.put(runtime, ev.withAsync(new Evidence.AsyncProfile(
                "profiles/" + runtime + "/plus/async-collapsed-cpu.csv", 100, List.of(new Evidence.FoldedStack(
                List.of("org.example.jmh_generated.ConcatBench_plus_jmhTest.plus_avgt_jmhStub",
                        runtime.equals("17") ? "java.lang.StringBuilder.append" : "java.lang.StringConcatHelper.simpleConcat"),
                100))))));
        BenchResult result = plain.withExplanations(List.of(EvidenceDiff.explain(e.key(), byRuntime, List.of())));

        String html = new HtmlRenderer().render(result);
        int graphs = html.indexOf("<h4>async-profiler's flame graphs</h4>");
        assertTrue(graphs > html.indexOf("id=\"why-0\""), html);
        assertTrue(html.indexOf("<figcaption>async-profiler on 17</figcaption>") > graphs, html);
        assertTrue(html.contains("<figcaption>async-profiler on 21 against 17</figcaption>"), html);
        assertTrue(html.substring(graphs).contains("java.lang.StringConcatHelper.simpleConcat"), "the frames, in the SVG");

        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(result, file);
        SchemaCheck.assertValidResults(file);
        assertEquals(result.explanations(), new ResultJsonReader().read(file).explanations());
    }

    @Test
    void resultsJsonKeepsTheExplanationsAndFilesWithoutThemReadAsBefore(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(explained(), file);
        SchemaCheck.assertValidResults(file);
        BenchResult read = new ResultJsonReader().read(file);
        assertEquals(explained().explanations(), read.explanations());
        new ResultJsonWriter().write(Fixtures.result(false), file);
        SchemaCheck.assertValidResults(file);
        assertFalse(java.nio.file.Files.readString(file).contains("explanations"));
        assertEquals(List.of(), new ResultJsonReader().read(file).explanations());
    }

    /**
     * The fixture's first row explained on 17 and 21 where JMH's harness differs more than the
     * benchmark: on 21 the worker threads wait in InfraControl.preSetup and JMH's loop no longer
     * inlines BenchmarkTaskResult.add; the benchmark's own method moved by 10 points.
     */
    static BenchResult explainedWithHarness() {
        BenchResult plain = Fixtures.result(false);
        String stub = "org.example.jmh_generated.ConcatBench_plus_jmhTest.plus_avgt_jmhStub";
        String loop = "org.example.jmh_generated.ConcatBench_plus_jmhTest.plus_AverageTime";
        Map<String, Evidence> byRuntime = new LinkedHashMap<>();
        byRuntime.put("17", new Evidence("explain/plus/17.jfr", 100,
                List.of(new MethodShare("org.example.ConcatBench.plus", 60, 0.6, 4)), List.of(), List.of(), null, null,
                new Evidence.JitSummary(0, 10, List.of(
                        new Evidence.Inlining(loop, "org.openjdk.jmh.results.BenchmarkTaskResult.add", true, "inline (hot)"),
                        new Evidence.Inlining(loop, stub, false, "disallowed by CompileCommand")))));
        byRuntime.put("21", new Evidence("explain/plus/21.jfr", 100,
                List.of(new MethodShare("org.example.ConcatBench.plus", 50, 0.5, 4),
                        new MethodShare("org.openjdk.jmh.runner.InfraControl.preSetup", 40, 0.4, 4)), List.of(), List.of(),
                null, null, new Evidence.JitSummary(0, 10, List.of(
                        new Evidence.Inlining(loop, "org.openjdk.jmh.results.BenchmarkTaskResult.add", false, "too big"),
                        new Evidence.Inlining(loop, stub, false, "failed to inline: disallowed by CompileCommand")))));
        return plain.withExplanations(List.of(EvidenceDiff.explain(plain.rows().get(0).key(), byRuntime, List.of())));
    }

    @Test
    void resultsMdListsTheUsersDifferencesFirstAndJmhsHarnessApartAfterThem() {
        String md = new MarkdownRenderer().render(explainedWithHarness());
        int differences = md.indexOf("**Differences, largest first**");
        int harness = md.indexOf("**Inside JMH's harness");
        int hot = md.indexOf("**Hot methods (self samples)**");
        assertTrue(differences >= 0 && harness > differences && hot > harness, md);
        String users = md.substring(differences, harness);
        assertTrue(users.contains("| hot method: org.example.ConcatBench.plus | 60.0% self | 50.0% self |"), users);
        assertFalse(users.contains("openjdk") || users.contains("jmh\\_generated"), "nothing of JMH's first: " + users);
        String apart = md.substring(harness, hot);
        assertTrue(apart.contains("listed apart: 3 differences, largest first"), apart);
        assertTrue(apart.indexOf("InfraControl.preSetup (only on 21)") < apart.indexOf("BenchmarkTaskResult.add"), apart);
        assertTrue(apart.contains("plus\\_avgt\\_jmhStub | disallowed by CompileCommand | failed to inline:"), apart);
    }

    @Test
    void whenOnlyJmhsHarnessDiffersResultsMdSaysSoAboveIt() {
        BenchResult result = explainedWithHarness();
        Explanation e = result.explanations().get(0);
        List<Explanation.Difference> insideOnly = e.differences().stream().filter(Explanation.Difference::harness).toList();
        String md = new MarkdownRenderer().render(result.withExplanations(List.of(new Explanation(e.benchmark(), e.mode(),
                e.params(), e.evidence(), insideOnly, e.notes()))));
        int none = md.indexOf("**Differences: none above sampling noise outside JMH's harness**");
        assertTrue(none >= 0 && md.indexOf("**Inside JMH's harness") > none, md);
    }

    @Test
    void theWhyPanelShowsTheHarnessesDifferencesInATableOfTheirOwnAfterTheOthers() {
        String html = new HtmlRenderer().render(explainedWithHarness());
        int panel = html.indexOf("<section class=\"why\" id=\"why-0\">");
        int differences = html.indexOf("<h4>Differences, largest first</h4>", panel);
        int harness = html.indexOf("<h4>Inside JMH&#39;s harness", panel);
        int hot = html.indexOf("<h4>Hot methods (self samples)</h4>", panel);
        assertTrue(panel >= 0 && differences > panel && harness > differences && hot > harness, html);
        assertFalse(html.substring(differences, harness).contains("org.openjdk.jmh"), "nothing of JMH's first");
        assertTrue(html.substring(harness, hot).contains("org.openjdk.jmh.runner.InfraControl.preSetup"), html);
    }

    @Test
    void resultsJsonMarksTheHarnessesDifferencesOnly(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        BenchResult result = explainedWithHarness();
        new ResultJsonWriter().write(result, file);
        SchemaCheck.assertValidResults(file);
        String json = java.nio.file.Files.readString(file);
        assertEquals(3, json.split("\"harness\" ?: ?true", -1).length - 1, json);
        assertFalse(json.contains("\"harness\" : false") || json.contains("\"harness\":false"), "left out when false");
        assertEquals(result.explanations(), new ResultJsonReader().read(file).explanations());
    }
}
