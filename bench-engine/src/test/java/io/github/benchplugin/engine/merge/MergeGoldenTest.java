package io.github.benchplugin.engine.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.engine.config.RawSettings;
import io.github.benchplugin.engine.gate.HistoryOptions;
import io.github.benchplugin.engine.request.Door;
import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.jdk.ToolchainSource;
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
        RecordingLog log = new RecordingLog();
        MergeRequest parsed = MergeRequest.parse(RawSettings.builder().put("bench.inputs", "in/results.json").build(), dir,
                new Door(ToolchainSource.NONE, log, false, null, null, "test", EngineJvm.CLI));
        new MergePipeline(log).run(new MergeRequest(parsed.inputs(), parsed.onConflict(), null, false, null,
                parsed.metrics(), HistoryOptions.read(null, null, null, log)), dir.resolve("out"));

        Path expected = FIXTURE.resolve("expected");
        Path out = dir.resolve("out");
        // results.json as JSON: the environment's settings are a map whose key order a JVM chooses anew each run
        ObjectMapper json = new ObjectMapper();
        assertEquals(json.readTree(expected.resolve("results.json").toFile()), json.readTree(out.resolve("results.json").toFile()));
        assertArrayEquals(gunzip(expected.resolve("results.raw.json.gz")), gunzip(out.resolve("results.raw.json.gz")),
                "results.raw.json.gz, uncompressed");
        for (String name : List.of("results.md", "results.csv", "results.html")) {
            assertEquals(Files.readString(expected.resolve(name)), Files.readString(out.resolve(name)), name);
        }
    }

    private static byte[] gunzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }
}
