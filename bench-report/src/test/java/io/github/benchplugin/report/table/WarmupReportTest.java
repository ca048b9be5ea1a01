package io.github.benchplugin.report.table;

import io.github.benchplugin.model.assembly.ReportAssembler;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.report.html.HtmlRenderer;
import io.github.benchplugin.report.markdown.MarkdownRenderer;
import io.github.benchplugin.report.text.ConsoleRenderer;
import io.github.benchplugin.model.result.ForkStopReason;
import io.github.benchplugin.model.warmup.SteadyPart;
import io.github.benchplugin.model.warmup.WarmupAnalysis;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Time to steady state as users read it: a compared metric in the table, a chart per runtime in the HTML page. */
class WarmupReportTest {

    /** 17 reaches its steady cost after about 2 s of 4x cost, 25 after about 1 s; 5 forks each. */
    private static BenchResult result() {
        Random random = new Random(7);
        Row row = Row.builder("org.acme.Cache.fill", "avgt").unit("ns/op").cells(Map.of(
                "17", cell(random, 2.0), "25", cell(random, 1.0))).build();
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z").build();
        return new ReportAssembler(null).assemble(environment, List.of(runtime("17"), runtime("25")), List.of(row), List.of());
    }

    private static Cell cell(Random random, double warmSeconds) {
        List<WarmupFork> forks = new ArrayList<>();
        List<List<Double>> measured = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            double warm = warmSeconds * (0.9 + 0.05 * f);
            List<Double> ends = new ArrayList<>();
            List<Double> scores = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                ends.add(0.2 + 0.1 * (i + 1));
                scores.add((0.1 * i < warm ? 400 : 100) * (1 + 0.02 * random.nextGaussian()));
            }
            forks.add(WarmupFork.recorded(0.2, 10, ends, scores));
            measured.add(scores.subList(10, 40));
        }
        List<Double> flat = measured.stream().flatMap(List::stream).toList();
        double score = flat.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return Cell.builder(CellStatus.OK).score(score).samples(flat).forkSamples(measured).build()
                .withWarmup(new WarmupAnalysis().of(forks, Mode.AVERAGE_TIME));
    }

    private static RuntimeInfo runtime(String id) {
        return RuntimeInfo.builder(id).requested(id).javaVersion(id + ".0.1").featureVersion(Integer.parseInt(id))
                .vendor("Temurin").javaHome("/jdk-" + id).hostName("box").jmhVersion("1.37").baseline(id.equals("17")).build();
    }

    @Test
    void timeToSteadyStateIsComparedPerRuntimeAndShownWithBenchMetrics() {
        BenchResult result = result();
        MetricComparison versus = result.rows().get(0).comparisons().get("25").metrics().get(SecondaryMetricNames.WARMUP_STEADY_AT);
        assertEquals(AllocVerdict.LESS, versus.verdict(), versus.toString());
        assertTrue(versus.ratio() > 0.4 && versus.ratio() < 0.65, versus.toString());

        ResultTable table = ResultTable.of(result, MetricSelection.parse(SecondaryMetricNames.WARMUP_STEADY_AT));
        String header = "25 " + SecondaryMetricNames.WARMUP_STEADY_AT + " (s)";
        assertTrue(table.headers().contains(header), table.headers().toString());
        String shown = table.rows().get(0).cells().get(table.headers().indexOf(header)).text();
        assertTrue(shown.endsWith("x " + AllocationText.FASTER_TO_PEAK), shown);
    }

    @Test
    void theHtmlPageHasAWarmupChartPerRuntimeWithEveryForkAndItsSteadyStart() {
        String html = new HtmlRenderer().render(result());
        assertTrue(html.contains("<section id=\"warmups\">"), "a warm-up section");
        assertEquals(2, count(html, "<svg class=\"warmup\""), "one chart per runtime");
        assertEquals(10, count(html, "<polyline class=\"r"), "one line per fork");
        assertTrue(html.contains("17: warmup 5; steady at"), "the classes and time to steady state under each chart");
    }

    @Test
    void theChartMarksWhereAndWhyEachForkStoppedAndTheProbesOnset() {
        // Issue 50: a probe of 10 s whose plateau ended at 2.5 s, then four forks held past 1.5 x that.
        Random random = new Random(3);
        List<WarmupFork> forks = new ArrayList<>();
        List<List<Double>> measured = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            int length = f == 0 ? 100 : 58;
            List<Double> ends = new ArrayList<>();
            List<Double> scores = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                ends.add(0.5 + 0.1 * (i + 1));
                scores.add((i < 25 ? 800 : 100) * (1 + 0.01 * random.nextGaussian()));
            }
            forks.add(WarmupFork.recorded(0.5, 0, ends, scores).stopped(f == 0,
                    f == 0 ? io.github.benchplugin.model.result.ForkStopReason.HORIZON
                            : io.github.benchplugin.model.result.ForkStopReason.PROBE_ONSET));
            measured.add(scores);
        }
        List<Double> flat = measured.stream().flatMap(List::stream).toList();
        Cell cell = Cell.builder(CellStatus.OK).score(100.0).samples(flat).forkSamples(measured).build()
                .withWarmup(new WarmupAnalysis().of(forks, Mode.AVERAGE_TIME));
        assertEquals(3.0, cell.warmup().probeOnsetSeconds(), 0.11, "the plateau's end, 2.5 s after the first iteration");
        assertEquals(10.5, cell.warmup().forks().get(0).stoppedAtSeconds(), 1e-9);
        Row row = Row.builder("org.acme.Plateau.late", "avgt").unit("ns/op").cells(Map.of("17", cell)).build();
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z").build();
        String html = new HtmlRenderer().render(new ReportAssembler(null).assemble(environment, List.of(runtime("17")),
                List.of(row), List.of()));
        assertEquals(5, count(html, " stop\" width="), "a square where each fork stopped");
        assertTrue(html.contains("<title>fork 1 (probe): stopped at 10.50 s, horizon</title>"), "the probe, and why");
        assertTrue(html.contains("<title>fork 2: stopped at 6.30 s, probe-onset</title>"), "a later fork, and why");
        assertTrue(html.contains("stopped: horizon 1, probe-onset 4; probe onset 3.00 s"), "the stops under the chart");
        assertEquals(1, count(html, "<path class=\"onset\""), "the probe's onset drawn once");
    }

    @Test
    void theForksLeftOutOfAnAutoCellsScoreAreNamedInEveryFormatAndMarkedOnTheChart() {
        // Issue 50 on a busy machine: a probe whose plateau ended at 1 s, two later forks that settled after it,
        // two still on the plateau at their cap (scored, they would make the cell 3x its steady cost).
        Random random = new Random(5);
        List<WarmupFork> forks = new ArrayList<>();
        List<List<Double>> measured = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            int length = f == 0 ? 100 : f < 3 ? 35 : 54;
            int plateau = f < 3 ? 10 : length;
            List<Double> ends = new ArrayList<>();
            List<Double> scores = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                ends.add(0.5 + 0.1 * (i + 1));
                scores.add((i < plateau ? 800 : 100) * (1 + 0.01 * random.nextGaussian()));
            }
            forks.add(WarmupFork.recorded(0.5, 0, ends, scores).stopped(f == 0, f == 0 ? ForkStopReason.HORIZON
                    : f < 3 ? ForkStopReason.PROBE_ONSET : ForkStopReason.CAP));
            measured.add(scores);
        }
        List<Double> flat = measured.stream().flatMap(List::stream).toList();
        WarmupAnalysis analysis = new WarmupAnalysis();
        Cell recorded = Cell.builder(CellStatus.OK).score(300.0).samples(flat).forkSamples(measured).build()
                .withWarmup(analysis.of(forks, Mode.AVERAGE_TIME));
        Cell cell = SteadyPart.of(recorded.withWarmup(analysis.settled(recorded.warmup(), Mode.AVERAGE_TIME)));
        assertEquals(100, cell.score(), 2, "the three settled forks' steady parts");
        Row row = Row.builder("org.acme.Plateau.late", "avgt").unit("ns/op").cells(Map.of("17", cell)).build();
        Environment environment = Environment.builder("box").os("Linux").arch("amd64").cpus(2)
                .createdAt("2026-12-01T00:00:00Z").build();
        BenchResult result = new ReportAssembler(null).assemble(environment, List.of(runtime("17")), List.of(row), List.of());

        String named = "on 17, 2 of 5 forks never settled within 5.9 s (forks 4, 5: steady only 1.5x or more slower than the"
                + " probes' level): not scored, the score is the other 3 forks'";
        String html = new HtmlRenderer().render(result);
        String markdown = new MarkdownRenderer().render(result);
        String console = String.join("\n", new ConsoleRenderer().render(result));
        assertTrue(console.contains("UNSTEADY_FORKS") && console.contains(named), console);
        assertTrue(markdown.contains("UNSTEADY\\_FORKS") && markdown.contains(named), markdown);
        assertTrue(html.contains("2 of 5 forks never settled within 5.9 s (forks 4, 5: steady only"), "the HTML page's warnings");
        assertTrue(html.contains("<title>fork 4: stopped at 5.90 s, cap, never settled: not scored</title>"), "the chart's tooltip");
        assertTrue(html.contains("<title>fork 2: stopped at 4.00 s, probe-onset</title>"), "a scored fork as before");
        assertTrue(html.contains("; not scored: forks 4, 5"), "the stops under the chart");
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
