package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarmupFork;
import io.github.benchplugin.model.warmup.WarmupAnalysis;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A cell's warm-up in results.json: the contract's names, and every iteration read back as written. */
class WarmupJsonTest {

    @Test
    void theWarmupOfACellRoundTripsUnderTheContractsNames(@TempDir Path dir) throws Exception {
        List<Double> ends = List.of(0.7, 1.2, 1.7, 2.2, 2.7, 3.2, 3.7, 4.2);
        List<Double> scores = List.of(400.0, 396.0, 101.0, 99.0, 100.0, 102.0, 98.0, 100.0);
        WarmupFork recorded = WarmupFork.recorded(0.2, 3, ends, scores);
        Cell cell = Cell.builder(CellStatus.OK).score(100.0).samples(scores.subList(3, 8))
                .forkSamples(List.of(scores.subList(3, 8))).build()
                .withWarmup(new WarmupAnalysis().of(List.of(recorded, recorded), Mode.AVERAGE_TIME));
        RuntimeInfo runtime = RuntimeInfo.builder("17").requested("17").javaVersion("17.0.15").featureVersion(17)
                .vendor("v").javaHome("/jdk").baseline(true).hostName("h").build();
        Row row = Row.builder("a.B.m", "avgt").unit("ns/op").cells(Map.of("17", cell)).build();
        Environment env = Environment.builder("h").os("os").arch("x").cpus(1).createdAt("now").build();
        BenchResult result = new BenchResult(1, env, List.of(runtime), List.of(row), List.of());

        String json = new ResultJsonWriter().toJson(result);
        assertTrue(json.contains("\"class\" : \"warmup\""), json);
        assertTrue(json.contains("\"steadyAtSeconds\" : 1.2"), json);

        Path file = dir.resolve("results.json");
        new ResultJsonWriter().write(result, file);
        Cell read = new ResultJsonReader().read(file).rows().get(0).cells().get("17");
        assertEquals(WarmupClass.WARMUP, read.warmup().forks().get(1).kind());
        assertEquals(scores, java.util.Arrays.stream(read.warmup().forks().get(0).scores()).boxed().toList());
        assertEquals(3, read.warmup().forks().get(0).warmupIterations());
        assertEquals(1.2, read.metrics().get(SecondaryMetricNames.WARMUP_STEADY_AT).score(), 1e-9);
    }
}
