package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.schema.SchemaCheck;
import io.github.benchplugin.model.stats.SyntheticCells;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A small history of two rows on JDK 17, one commit a minute apart: {@code org.acme.B.steady} and
 * {@code org.acme.B.slows}. For HistoryTest here and for bench-report's tests of the history pages.
 */
public final class SyntheticHistory {

    private SyntheticHistory() {
    }

    public static BenchResult result(int run, double slowsMean, String cpu) {
        Random random = new Random(run);
        RuntimeInfo runtime = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("Vendor").javaHome("/opt/jdk").baseline(true).hostName("box").jmhVersion("1.37").build();
        Map<String, Cell> steady = Map.of("17", SyntheticCells.noisy(random, 100, 5, 5, 0.01, 0.01));
        Map<String, Cell> slows = Map.of("17", SyntheticCells.noisy(random, slowsMean, 5, 5, 0.01, 0.01));
        Environment env = Environment.builder("box" + run).os("Linux").arch("amd64").cpus(4)
                .createdAt("2026-01-01T00:00:00Z").settings(Map.of("forks", "5")).cpuModel(cpu).memoryBytes(8L << 30)
                .kernel("6.8").build();
        return new BenchResult(BenchResult.SCHEMA_VERSION, env, List.of(runtime),
                List.of(Row.builder("org.acme.B.steady", "avgt").unit("ns/op").cells(steady).build(),
                        Row.builder("org.acme.B.slows", "avgt").unit("ns/op").cells(slows).build()),
                List.of());
    }

    /** Appends run {@code run} (commit {@code run + 1}) and returns its record. */
    public static RunRecord append(HistoryDirectory history, int run, double slowsMean, String cpu) throws Exception {
        CommitInfo commit = new CommitInfo(String.format("%040x", run + 1), Instant.ofEpochSecond(1_000_000L + run * 60L)
                .toString(), "main");
        RunRecord record = RunRecord.of(result(run, slowsMean, cpu), commit, "0.1.0",
                Instant.ofEpochSecond(2_000_000L + run).toString());
        SchemaCheck.assertValidHistoryRecord(history.append(record));
        return record;
    }

    /** {@code runs} runs, the slows row 3 times slower from the fourth; returns the newest record. */
    public static RunRecord slowFromTheFourth(HistoryDirectory history, int runs) throws Exception {
        RunRecord newest = null;
        for (int run = 0; run < runs; run++) {
            newest = append(history, run, run < 3 ? 100 : 300, "CPU A");
        }
        return newest;
    }
}
