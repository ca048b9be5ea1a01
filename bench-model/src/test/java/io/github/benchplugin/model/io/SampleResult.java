package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A realistic results.json: two runtimes, params, samples per fork, secondary metrics, comparisons,
 * a failed cell, warnings.
 */
public final class SampleResult {

    private SampleResult() {
    }

    public static BenchResult twoRuntimes() {
        RuntimeInfo jdk17 = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("Eclipse Adoptium").javaHome("/opt/jdk-17").baseline(true).hostName("box").jmhVersion("1.37")
                .build();
        RuntimeInfo jdk25 = RuntimeInfo.builder("25").requested("25").javaVersion("25.0.1").featureVersion(25)
                .vendor("Oracle Corporation").javaHome("/opt/jdk-25").note("from toolchains.xml").hostName("box")
                .jmhVersion("1.37").build();
        Environment env = Environment.builder("box").os("Linux 6.8").arch("amd64").cpus(8)
                .createdAt("2025-01-02T03:04:05Z").settings(Map.of("forks", "2", "measurement", "3 x 1s"))
                .facts(Map.of("governor", "performance")).build();

        Row plus = Row.builder("org.example.ConcatBench.plus", "avgt").params(Map.of("n", "1000", "label", "plain"))
                .unit("ns/op")
                .cells(ordered("17", withMetrics(ok(1234.5, 12.3, 480.0)), "25", withMetrics(ok(518.5, 5.1, 1228.8))))
                .comparisons(Map.of("25", Comparison.builder("17").ratio(0.42).ciLow(0.40).ciHigh(0.44)
                        .verdict(Verdict.FASTER).pValue(0.001)
                        .metrics(Map.of("gc.count.per1k", new MetricComparison(0.5, 0.4, 0.6, AllocVerdict.LESS, 0.01, null), "hits.norm", MetricComparison.unknown(1.0, "only 1 sample on the baseline side")))
                        .build()))
                .build();
        Row builder = Row.builder("org.example.ConcatBench.builder", "avgt")
                .params(Map.of("n", "1000", "label", "plain")).unit("ns/op")
                .cells(ordered("17", ok(24.69, 0.2, 96.0), "25", ok(24.94, 0.3, 96.0)))
                .comparisons(Map.of("25", Comparison.builder("17").ratio(1.01).ciLow(0.97).ciHigh(1.05)
                        .verdict(Verdict.UNDECIDED).pValue(0.4).build()))
                .baselineRatio(ordered("17", Comparison.builder("org.example.ConcatBench.plus").ratio(0.02).ciLow(0.019)
                        .ciHigh(0.021).verdict(Verdict.FASTER).pValue(0.001)
                        .build(), "25", Comparison.builder("org.example.ConcatBench.plus").ratio(0.048)
                        .verdict(Verdict.UNKNOWN).note("too few samples").build()))
                .build();
        Row count = Row.builder("org.example.Misc.count", "thrpt").unit("ops/s")
                .cells(ordered("17", ok(1_500_000.0, 20_000.0, 0.0), "25", Cell.failed("JMH exited with code 1: boom")))
                .comparisons(Map.of("25", Comparison.unknown("17", null, "failed cell"))).build();

        List<Warning> warnings = List.of(
                Warning.forRow(WarningCode.FAILED, "JMH exited with code 1: boom", count, "25"),
                Warning.forRow(WarningCode.HIGH_ERROR, "error is 12% of the score", builder, "17"),
                Warning.of(WarningCode.ENVIRONMENT, "assertions are enabled", null, null));
        return new BenchResult(BenchResult.SCHEMA_VERSION, env, List.of(jdk17, jdk25), List.of(plus, builder, count), warnings);
    }

    private static Cell ok(double score, double error, Double alloc) {
        List<Double> fork1 = List.of(score * 0.99, score * 1.01, score);
        List<Double> fork2 = List.of(score * 1.02, score * 0.98, score);
        List<Double> all = new java.util.ArrayList<>(fork1);
        all.addAll(fork2);
        return Cell.builder(CellStatus.OK).score(score).error(error).ciLow(score - error).ciHigh(score + error)
                .samples(all).forkSamples(List.of(fork1, fork2)).allocBytesPerOp(alloc).build();
    }

    /** Secondary metrics as -prof gc and an @AuxCounters field give them, with the figures per operation. */
    private static Cell withMetrics(Cell cell) {
        Map<String, Metric> metrics = Map.of(
                "gc.count", new Metric("counts", 6.0, 1.5, List.of(List.of(1.0, 2.0, 1.0), List.of(0.0, 1.0, 1.0))),
                "gc.count.per1k", new Metric("counts/1k op", 0.002, null,
                        List.of(List.of(0.001, 0.003, 0.002), List.of(0.0, 0.002, 0.002))),
                "hits", new Metric("#", 3.0e6, 2.0e4, List.of(List.of(1.0e6, 1.0e6), List.of(1.0e6))),
                "hits.norm", new Metric("#/op", 1.0, null, List.of(List.of(1.0, 1.0), List.of(1.0))));
        return Cell.builder(cell.status()).score(cell.score()).error(cell.error()).ciLow(cell.ciLow())
                .ciHigh(cell.ciHigh()).samples(cell.samples()).forkSamples(cell.forkSamples())
                .allocBytesPerOp(cell.allocBytesPerOp()).message(cell.message()).allocForks(cell.allocForks())
                .metrics(metrics).build();
    }

    private static <V> Map<String, V> ordered(String k1, V v1, String k2, V v2) {
        Map<String, V> map = new LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }
}
