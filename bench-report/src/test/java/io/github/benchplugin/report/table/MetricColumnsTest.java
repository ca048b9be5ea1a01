package io.github.benchplugin.report.table;

import static io.github.benchplugin.model.fixtures.Results.runtime;
import io.github.benchplugin.report.csv.CsvRendererTest;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;

import io.github.benchplugin.model.jmh.JmhJsonImporter;
import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.combine.RowMerger;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real JMH 1.37 output of jmh/jmh-1.37-secondary-metrics.json (an @AuxCounters counter "hits", a
 * @Group with read and write, -prof gc, params "a,b" and {@code x"y=z;w}) as two runtimes, through the
 * assembler into every format.
 */
class MetricColumnsTest {

    private static BenchResult result() throws Exception {
        return result("jmh-1.37-secondary-metrics.json");
    }

    private static BenchResult result(String fixture) throws Exception {
        List<JmhRecord> records;
        try (InputStream in = MetricColumnsTest.class.getResourceAsStream("/jmh/" + fixture)) {
            records = new JmhJsonImporter().read(in, "fixture");
        }
        RowMerger merger = new RowMerger();
        records.forEach(r -> merger.addRecord("17", r).addRecord("25", r));
        List<RuntimeInfo> runtimes = List.of(runtime("17"), runtime("25"));
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z").build();
        return new ReportAssembler(null).assemble(environment, runtimes, merger.rows(List.of("17", "25")), List.of());
    }

    @Test
    void theDefaultTableHasOneGcColumnPerRuntimeAndNoOtherMetric() throws Exception {
        List<String> headers = ResultTable.of(result()).headers();
        assertTrue(headers.contains("17 " + ResultTable.GC_LABEL), headers.toString());
        assertTrue(headers.contains("25 " + ResultTable.GC_LABEL), headers.toString());
        assertFalse(headers.stream().anyMatch(h -> h.contains("hits")), headers.toString());
    }

    @Test
    void aSelectedMetricIsAColumnInEveryFormat() throws Exception {
        BenchResult result = result();
        MetricSelection hits = MetricSelection.parse("hits.norm, write");
        ResultTable table = ResultTable.of(result, hits);
        assertTrue(table.headers().contains("17 hits.norm (#/op)"), table.headers().toString());
        assertTrue(table.headers().contains("25 write (ns/op)"), table.headers().toString());
        String md = new MarkdownRenderer().render(result, table);
        assertTrue(md.contains("25 hits.norm (#/op)"), md);
        String html = new HtmlRenderer().render(result, table);
        assertTrue(html.contains("25 hits.norm (#/op)"), "html");
        String log = String.join("\n", new ConsoleRenderer(hits).render(result));
        assertTrue(log.contains("hits.norm"), log);
        String csv = new CsvRenderer(hits).render(result);
        List<Map<String, String>> records = CsvRendererTest.parse(csv);
        Map<String, String> allocate25 = records.get(1);
        assertEquals("#/op", allocate25.get("hits.norm.unit"));
        assertTrue(Double.parseDouble(allocate25.get("hits.norm")) > 0);
        assertEquals("same", allocate25.get("hits.norm.verdict"), "the same data on both columns");
        assertEquals("counts/1k op", allocate25.get("gc.count.per1k.unit"), "the GC column is in the CSV too");
    }

    @Test
    void allSelectsEveryMetricTheResultHas() throws Exception {
        BenchResult result = result();
        List<String> headers = ResultTable.of(result, MetricSelection.parse("all")).headers();
        for (String name : List.of("gc.alloc.rate", "gc.count", "gc.time", "hits", "read", "write")) {
            assertTrue(headers.stream().anyMatch(h -> h.startsWith("17 " + name)), name + " in " + headers);
        }
        assertEquals(1, headers.stream().filter(h -> h.startsWith("17 " + ResultTable.GC_LABEL)
                || h.startsWith("17 " + SecondaryMetricNames.GC_PER_1K_OPS)).count(), "never two GC columns");
    }

    /**
     * bench.profilers=stack with bench.metrics=all (real JMH 1.37 output): the stack profiler's text
     * result was a "17 stack (---)" column in the log, six columns in results.csv and an entry without
     * a score in results.json. Its text is a file under profiles/; the GC figures beside it stay.
     */
    @Test
    void aProfilersTextResultIsInNoFormat() throws Exception {
        BenchResult result = result("jmh-1.37-prof-stack.json");
        MetricSelection all = MetricSelection.parse("all");
        String log = String.join("\n", new ConsoleRenderer(all).render(result));
        assertFalse(log.contains("stack (---)") || log.contains(" stack "), log);
        assertTrue(log.contains("17 gc.count (counts)"), log);
        List<String> csvHeader = List.of(new CsvRenderer(all).render(result).split("\r\n")[0].split(","));
        assertFalse(csvHeader.stream().anyMatch(h -> h.startsWith("stack")), csvHeader.toString());
        assertTrue(csvHeader.contains("gc.count.unit"), csvHeader.toString());
        String json = new io.github.benchplugin.model.io.ResultJsonWriter().toJson(result);
        SchemaCheck.assertValidResultsText(json);
        com.fasterxml.jackson.databind.JsonNode metrics = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json)
                .path("rows").path(0).path("cells").path("17").path("metrics");
        assertFalse(metrics.has("stack"), metrics::toString);
        assertTrue(metrics.has("gc.alloc.rate.norm") && metrics.has("gc.count"), metrics::toString);
    }

    @Test
    void csvHasAParamColumnPerNameWithTheExactValue() throws Exception {
        List<Map<String, String>> records = CsvRendererTest.parse(new CsvRenderer().render(result()));
        assertEquals("a,b", records.get(0).get("Param: label"));
        assertEquals("x\"y=z;w", records.get(2).get("Param: label"));
        assertFalse(records.get(0).containsKey("params"), "one column per parameter instead");
    }

    @Test
    void csvParamColumnsAreTheSortedUnionAndEmptyWhereARowLacksOne() {
        BenchResult fixture = Fixtures.result(false);
        String csv = new CsvRenderer().render(fixture);
        assertTrue(csv.split("\r\n")[0].endsWith(",Param: label,Param: n"), csv);
        Map<String, String> noParams = CsvRendererTest.parse(csv).get(6); // Misc.count has no @Param
        assertEquals("", noParams.get("Param: label"));
        assertEquals("", noParams.get("Param: n"));
    }

    @Test
    void selectionSyntaxAndUnknownNames() {
        assertEquals(MetricSelection.NONE, MetricSelection.parse(" "));
        assertTrue(MetricSelection.parse("all").all());
        assertThrows(IllegalArgumentException.class, () -> MetricSelection.parse("hits,,gc.count"));
        assertThrows(IllegalArgumentException.class, () -> MetricSelection.parse("all,hits"));
        MetricSelection selection = MetricSelection.parse("hits,nope");
        assertEquals(List.of("nope"), selection.unknown(List.of("hits", "gc.count")));
        assertEquals("bench.metrics 'nope' names no metric of these results; they have: gc.count, hits (or write all)",
                selection.unknownMessage(List.of("hits", "gc.count")));
    }
}
