package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.analysis.EvidenceDiff;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Evidence;
import io.github.benchplugin.model.result.Explanation;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.SyntheticCells;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * CI matrix jobs explained with bench.explain, one JDK each, as bench:merge gets them. For
 * ExplanationMergerTest here and for bench-report's tests of the merged reports.
 */
public final class MatrixJobs {

    private MatrixJobs() {
    }

    public static final Environment RUNNER = Environment.builder("fv-az101").os("Linux 6.8.0").arch("amd64").cpus(4)
            .createdAt("2025-01-01T00:00:00Z").cpuModel("AMD EPYC 7763 64-Core Processor").memoryBytes(16L << 30)
            .kernel("6.8.0-1017-azure").build();
    public static final String HASH = "org.acme.HashBench.hash";

    /** One matrix job: one runtime, one row, explained on that runtime with {@code hotMethod} hot. */
    public static BenchResult job(String id, String version, double mean, String hotMethod) {
        RuntimeInfo runtime = RuntimeInfo.builder(id).requested(id).javaVersion(version)
                .featureVersion(Integer.parseInt(version.split("\\.")[0])).vendor("Vendor").javaHome("/opt/jdk-" + id)
                .baseline(true).hostName(RUNNER.hostName()).jmhVersion("1.37").build();
        Cell cell = SyntheticCells.noisy(new Random(mean > 500 ? 1 : 2), mean, 5, 5, 0.01, 0.01);
        Row row = Row.builder(HASH, "avgt").unit("ns/op").cells(Map.of(id, cell)).build();
        Evidence evidence = new Evidence("explain/" + HASH + "-avgt/" + id + ".jfr", 200,
                List.of(new Evidence.MethodShare(hotMethod, 190, 0.95, 4)), List.of(), List.of(), null, null, null);
        Explanation explanation = EvidenceDiff.explain(row.key(), Map.of(id, evidence),
                List.of());
        return new BenchResult(BenchResult.SCHEMA_VERSION, RUNNER, List.of(runtime), new ArrayList<>(List.of(row)),
                List.of()).withExplanations(List.of(explanation));
    }

    /** Two jobs, JDK 25 listed first; on 17 java.util.Arrays.hashCode is hot. */
    public static List<MergeInput> twoJobs() {
        return List.of(
                new MergeInput("artifacts/jdk25/results.json", job("25", "25.0.1", 64, "org.acme.HashBench.hash"), 0, true),
                new MergeInput("artifacts/jdk17/results.json", job("17", "17.0.15", 1020, "java.util.Arrays.hashCode"), 0, true));
    }
}
