package io.github.benchplugin.engine.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.jdk.ToolchainSource;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.ResultJsonWriter;
import io.github.benchplugin.model.result.BenchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * bench:merge writes what it wrote before the merge was made faster (issue 55: raw values as double[],
 * shared quantiles, identity sets in the forest plot, the zero fast path of the raw data file). The
 * fixture is a real default-preset run of examples/calibration grown to 3 rows x 4 runtimes
 * (scripts/results-scale.sh); expected/ is what the plugin at c59cb99 wrote merging it.
 */
class MergeGoldenTest {

    private static final Path FIXTURE = Path.of("src/test/resources/merge-golden");

    @TempDir
    Path dir;

    @Test
    void aRealRunMergesToExactlyWhatTheSlowerMergeWrote() throws Exception {
        Path in = dir.resolve("in");
        Files.createDirectories(in);
        for (String name : List.of("results.json", "results.raw.json.gz")) {
            Files.copy(FIXTURE.resolve("in").resolve(name), in.resolve(name));
        }
        RecordingLog log = merge();
        // the fixture's raw data file is one gzip member, as written before the per-cell members: nothing to copy
        assertEquals(List.of("results.raw.json.gz: the raw data of 0 cell(s) copied from the inputs, 12 written anew"),
                log.debug.stream().filter(l -> l.startsWith("results.raw.json.gz")).toList());
        assertWritesTheExpectedFiles();
    }

    /**
     * The same input as this version writes it (a gzip member a cell): the merge copies each cell's raw data
     * as it lies in the input instead of formatting it again, and what it writes is still the same.
     */
    @Test
    void anInputWrittenByThisVersionMergesToTheSameWithItsRawDataCopied() throws Exception {
        Path in = dir.resolve("in");
        BenchResult fixture = new ResultJsonReader().read(FIXTURE.resolve("in").resolve("results.json"));
        new ResultJsonWriter().write(fixture, in.resolve("results.json"));

        RecordingLog log = merge();
        assertEquals(List.of("results.raw.json.gz: the raw data of 12 cell(s) copied from the inputs, 0 written anew"),
                log.debug.stream().filter(l -> l.startsWith("results.raw.json.gz")).toList());
        assertWritesTheExpectedFiles();
    }

    private RecordingLog merge() throws IOException {
        RecordingLog log = new RecordingLog();
        MergeRequest parsed = MergeRequest.parse(RawSettings.builder().put("bench.inputs", "in/results.json").build(), dir,
                new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI));
        new MergePipeline(log).run(new MergeRequest(parsed.inputs(), parsed.onConflict(), null, false, null,
                parsed.metrics(), HistoryOptions.read(null, null, null, log)), dir.resolve("out"));
        return log;
    }

    private void assertWritesTheExpectedFiles() throws IOException {
        Path expected = FIXTURE.resolve("expected");
        Path out = dir.resolve("out");
        // results.json as JSON: the environment's settings are a map whose key order a JVM chooses anew each run
        ObjectMapper json = new ObjectMapper();
        JsonNode written = json.readTree(out.resolve("results.json").toFile());
        // Since c59cb99 results.json also carries the per-fork means inline (cells' and metrics' forkMeans):
        // the rest is what it was, and the means are those of the raw data
        JsonNode cell = written.get("rows").get(0).get("cells").get("17");
        assertEquals(5, cell.get("forkMeans").size());
        assertEquals(cell.get("score").asDouble(), mean(cell.get("forkMeans")), cell.get("score").asDouble() * 0.05);
        assertEquals(5, cell.get("metrics").get("gc.alloc.rate.norm").get("forkMeans").size());
        written.findParents("forkMeans").forEach(parent -> ((ObjectNode) parent).remove("forkMeans"));
        assertEquals(json.readTree(expected.resolve("results.json").toFile()), written);
        assertArrayEquals(gunzip(expected.resolve("results.raw.json.gz")), gunzip(out.resolve("results.raw.json.gz")),
                "results.raw.json.gz, uncompressed");
        for (String name : List.of("results.md", "results.csv", "results.html")) {
            assertEquals(Files.readString(expected.resolve(name)), Files.readString(out.resolve(name)), name);
        }
    }

    private static double mean(JsonNode values) {
        double sum = 0;
        for (JsonNode value : values) {
            sum += value.asDouble();
        }
        return sum / values.size();
    }

    private static byte[] gunzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }
}
