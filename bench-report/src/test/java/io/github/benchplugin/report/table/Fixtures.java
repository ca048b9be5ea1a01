package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A hand-made result with every case a renderer must handle. */
public final class Fixtures {

    public static final String HOSTILE_PARAM = "<script>alert('x')</script>|*x*";
    public static final String FORMULA_MESSAGE = "=2+5 fork crashed";

    private Fixtures() {
    }

    /** Two runtimes, 17 (baseline) and 21; 21 ran in-process when {@code unisolated}. */
    public static BenchResult result(boolean unisolated) {
        RuntimeInfo jdk17 = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("Eclipse Adoptium").javaHome("/opt/jdk-17").baseline(true).hostName("box").jmhVersion("1.37")
                .build();
        RuntimeInfo jdk21 = RuntimeInfo.builder("21").requested("21").javaVersion("21.0.7").featureVersion(21)
                .vendor("Oracle | Corp").javaHome("/opt/jdk-21").isolated(!unisolated)
                .note(unisolated ? "could not fork: in-process fallback" : null).hostName("box").jmhVersion("1.37")
                .build();
        Environment env = Environment.builder("box").os("Linux 6.8").arch("amd64").cpus(8)
                .createdAt("2025-01-02T03:04:05Z").settings(Map.of("forks", "2", "iterations", "5"))
                .facts(Map.of("governor", "performance")).build();

        Row plus = Row.builder("org.example.ConcatBench.plus", "avgt").params(Map.of("n", "1000", "label", "plain"))
                .unit("ns/op").cells(cells(ok(1234.5, 12.3, 480.0), ok(518.5, 5.1, 1228.8)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(0.42).ciLow(0.40).ciHigh(0.44)
                        .verdict(Verdict.FASTER).pValue(0.001).build()))
                .build();
        Row builder = Row.builder("org.example.ConcatBench.builder", "avgt")
                .params(Map.of("n", "1000", "label", "plain")).unit("ns/op")
                .cells(cells(ok(24.69, 0.2, 96.0), ok(24.94, 0.3, 96.0)))
                .comparisons(Map.of("21", Comparison.builder("17").ratio(1.01).ciLow(0.97).ciHigh(1.05)
                        .verdict(Verdict.UNDECIDED).pValue(0.4).build()))
                .baselineRatio(ordered("17", Comparison.builder("org.example.ConcatBench.plus").ratio(0.02).ciLow(0.019)
                        .ciHigh(0.021).verdict(Verdict.FASTER).pValue(0.001)
                        .build(), "21", Comparison.builder("org.example.ConcatBench.plus").ratio(0.048)
                        .verdict(Verdict.UNKNOWN).note("too few samples").build()))
                .build();
        Row hostile = Row.builder("org.example.Evil.run", "avgt").params(Map.of("n", "=1+2", "label", HOSTILE_PARAM))
                .unit("ns/op").cells(cells(ok(10.0, 1.0, null), Cell.failed(FORMULA_MESSAGE)))
                .comparisons(Map.of("21", Comparison.unknown("17", null, "failed cell"))).build();
        Row throughput = Row.builder("org.example.Misc.count", "thrpt").unit("ops/s")
                .cells(cells(ok(1_500_000.0, 20_000.0, 0.0), Cell.skipped("not measured on this runtime"))).build();

        List<Warning> warnings = List.of(
                Warning.of(WarningCode.FAILED, FORMULA_MESSAGE, "org.example.Evil.run", "21"),
                Warning.of(WarningCode.ZERO_MEASUREMENT, "looks like dead code: <b>*bold*</b> | pipe",
                        "org.example.Misc.count", "17"),
                Warning.of(WarningCode.ENVIRONMENT, "assertions are enabled", null, null));
        return new BenchResult(1, env, List.of(jdk17, jdk21), List.of(plus, builder, hostile, throughput), warnings);
    }

    public static Cell ok(double score, double error, Double alloc) {
        return Cell.builder(CellStatus.OK).score(score).error(error).ciLow(score - error).ciHigh(score + error)
                .samples(List.of(score, score)).forkSamples(List.of(List.of(score), List.of(score)))
                .allocBytesPerOp(alloc).build();
    }

    private static Map<String, Cell> cells(Cell on17, Cell on21) {
        return ordered("17", on17, "21", on21);
    }

    private static <V> Map<String, V> ordered(String k1, V v1, String k2, V v2) {
        Map<String, V> map = new LinkedHashMap<>();
        map.put(k1, v1);
        map.put(k2, v2);
        return map;
    }
}
