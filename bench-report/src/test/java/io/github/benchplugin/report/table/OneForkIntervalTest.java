package io.github.benchplugin.report.table;

import static io.github.benchplugin.model.fixtures.Results.runtime;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.report.csv.CsvRenderer;
import io.github.benchplugin.report.csv.CsvRendererTest;
import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.schema.SchemaCheck;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A ratio between cells of one fork each (bench.job=dry: 1 fork, 2 iterations) has no interval in
 * any output: the log and results.md print "±?", results.csv leaves ratioCiLow/ratioCiHigh empty
 * and results.json has null. Before, results.csv and results.json carried the interval the
 * iterations gave, with 1 degree of freedom orders of magnitude wide.
 */
class OneForkIntervalTest {

    private static final List<RuntimeInfo> RUNTIMES = List.of(runtime("17"), runtime("25"));

    /** One fork of the given iteration scores. */
    private static Cell oneFork(double... iterations) {
        List<Double> samples = java.util.Arrays.stream(iterations).boxed().toList();
        double mean = samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return Cell.builder(CellStatus.OK).score(mean).samples(samples).forkSamples(List.of(samples)).build();
    }

    /** As bench:run and bench:merge make it: the assembler compares the cells. */
    private static BenchResult dryRun() {
        Row row = Row.builder("org.acme.LockBench.contended", "avgt").unit("ns/op")
                .cells(Map.of("17", oneFork(10.0, 31.0), "25", oneFork(12.0, 40.0))).build();
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z").build();
        return new ReportAssembler(null).assemble(environment, RUNTIMES, List.of(row), List.of());
    }

    @Test
    void aOneForkRatioHasNoIntervalInTheLogMarkdownCsvOrJson() throws Exception {
        BenchResult result = dryRun();
        Comparison ratio = result.rows().get(0).comparisons().get("25");
        assertEquals(Verdict.UNKNOWN, ratio.verdict());

        String log = String.join("\n", new ConsoleRenderer().render(result));
        assertTrue(log.contains(" ±? ?"), log);
        String md = new MarkdownRenderer().render(result);
        assertTrue(md.contains(" ±? ?"), md);

        Map<String, String> line25 = CsvRendererTest.parse(new CsvRenderer().render(result)).get(1);
        assertEquals("25", line25.get("runtime"));
        assertFalse(line25.get("ratio").isEmpty(), "the ratio itself is given");
        assertEquals("", line25.get("ratioCiLow"), line25::toString);
        assertEquals("", line25.get("ratioCiHigh"), line25::toString);
        assertEquals("unknown", line25.get("verdict"));
        assertTrue(line25.get("verdictNote").startsWith("1 fork: "), line25::toString);

        String json = new ResultJsonWriter().toJson(result);
        SchemaCheck.assertValidResultsText(json);
        JsonNode comparison = new ObjectMapper().readTree(json)
                .path("rows").path(0).path("comparisons").path("25");
        assertTrue(comparison.path("ratio").isNumber(), comparison::toString);
        assertTrue(comparison.path("ciLow").isNull() && comparison.path("ciHigh").isNull(), comparison::toString);
    }

    /**
     * A results.json written before the estimator stopped giving these intervals still holds one:
     * results.csv applies the rule of the tables (ComparisonColumns.showsInterval) and leaves it out,
     * for every kind of ratio, as the log prints "±?".
     */
    @Test
    void anOlderFilesOneForkIntervalIsLeftOutOfTheCsvAsTheTablesLeaveItOut() {
        Comparison stored = Comparison.builder("17").ratio(1.37).ciLow(1.37e-27).ciHigh(2.07e28)
                .verdict(Verdict.UNKNOWN).note("1 fork").build();
        Comparison method = Comparison.builder("org.acme.LockBench.base").ratio(0.5).ciLow(1e-9).ciHigh(1e9)
                .verdict(Verdict.UNKNOWN).build();
        Row row = Row.builder("org.acme.LockBench.contended", "avgt").unit("ns/op")
                .cells(Map.of("17", oneFork(10.0, 31.0), "25", oneFork(12.0, 40.0)))
                .comparisons(Map.of("25", stored)).baselineRatio(Map.of("25", method)).build();
        BenchResult result = new BenchResult(BenchResult.SCHEMA_VERSION, null, RUNTIMES, List.of(row), List.of());

        assertEquals("1.37 ±? ?", ResultTable.of(result).rows().get(0).texts()
                .get(ResultTable.of(result).headers().indexOf("25 vs 17")));
        Map<String, String> line25 = CsvRendererTest.parse(new CsvRenderer().render(result)).get(1);
        assertEquals("1.37", line25.get("ratio"));
        assertEquals("", line25.get("ratioCiLow"), line25::toString);
        assertEquals("", line25.get("ratioCiHigh"), line25::toString);
        assertEquals("0.5", line25.get("baselineRatio"));
        assertEquals("", line25.get("baselineRatioCiLow"), line25::toString);
        assertEquals("", line25.get("baselineRatioCiHigh"), line25::toString);
    }
}
