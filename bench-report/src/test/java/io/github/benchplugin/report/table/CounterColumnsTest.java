package io.github.benchplugin.report.table;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.combine.RowMerger;
import io.github.benchplugin.model.jmh.JmhJsonImporter;
import io.github.benchplugin.model.jmh.JmhRecord;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The plugin's JVM counters (real JMH 1.37 output of the harness floor with JvmCountersProfiler, as
 * two runtimes): compared like any per-operation metric, shown with bench.metrics, each column's
 * legend saying what it counts and what the JVM cannot tell, the header saying how to ask for them.
 */
class CounterColumnsTest {

    private static final String FOUR = String.join(",", SecondaryMetricNames.RUNTIME_COUNTERS);

    private static BenchResult result() throws Exception {
        List<JmhRecord> records;
        try (InputStream in = CounterColumnsTest.class.getResourceAsStream("/jmh/jmh-1.37-jvm-counters.json")) {
            records = new JmhJsonImporter().read(in, "fixture");
        }
        RowMerger merger = new RowMerger();
        records.forEach(r -> merger.addRecord("17", r).addRecord("25", r));
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-03T00:00:00Z").build();
        return new ReportAssembler(null).assemble(environment, List.of(runtime("17"), runtime("25")),
                merger.rows(List.of("17", "25")), List.of());
    }

    private static RuntimeInfo runtime(String id) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.1").featureVersion(Integer.parseInt(id))
                .vendor("Temurin").javaHome("/jdk-" + id).hostName("box").jmhVersion("1.37").build();
    }

    @Test
    void theFourColumnsAreShownWithBenchMetricsAndComparedPerRuntime() throws Exception {
        BenchResult result = result();
        ResultTable table = ResultTable.of(result, MetricSelection.parse(FOUR));
        for (String name : SecondaryMetricNames.RUNTIME_COUNTERS) {
            assertTrue(table.headers().stream().anyMatch(h -> h.startsWith("25 " + name)), name + " in " + table.headers());
        }
        MetricComparison contentions = result.rows().get(0).comparisons().get("25").metrics()
                .get(SecondaryMetricNames.LOCK_CONTENTIONS_PER_OP);
        assertEquals(AllocVerdict.SAME, contentions.shownVerdict(), "none on either side: " + contentions);
        assertTrue(result.rows().get(0).comparisons().get("25").metrics()
                .containsKey(SecondaryMetricNames.POOL_COMPLETED_PER_OP), "compared like every metric per operation");
    }

    @Test
    void theLegendSaysWhatEachShownCounterCountsAndWhatTheJvmCannotTell() throws Exception {
        BenchResult result = result();
        ResultTable table = ResultTable.of(result, MetricSelection.parse(FOUR));
        String md = new MarkdownRenderer().render(result, table);
        assertTrue(md.contains("any executor the benchmark creates: the JVM keeps no count of those without"
                + " instrumenting the code"), md);
        assertTrue(md.contains("G1 young and mixed pauses: the JVM does not tell them apart"), md);
        String log = String.join("\n", new ConsoleRenderer(MetricSelection.parse(FOUR)).render(result));
        assertTrue(log.contains("lock.contentions.perOp: entries of the benchmark's threads"), log);

        String plain = new MarkdownRenderer().render(result, ResultTable.of(result));
        assertFalse(plain.contains("steal count"), "no note for a column the table does not show");
    }

    @Test
    void theHeaderSaysHowToAskForTheColumns() throws Exception {
        String md = new MarkdownRenderer().render(result(), ResultTable.of(result()));
        assertTrue(md.contains("**" + EnvironmentSummary.COUNTERS_LABEL + ":**"), md);
        assertTrue(md.contains("-Dbench.metrics=gc.young.count.per1k,gc.old.count.per1k,lock.contentions.perOp,"
                + "pool.completed.perOp"), md);
    }

    @Test
    void resultsWithoutTheCountersGetNoHint() throws Exception {
        BenchResult result = Fixtures.result(false);
        assertTrue(EnvironmentSummary.countersHint(result).isEmpty());
    }
}
