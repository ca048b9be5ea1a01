package io.github.benchplugin.io;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Metric;
import io.github.benchplugin.model.WarmupFork;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes results.json atomically: a reader never sees a half-written file. Since schemaVersion 4 a
 * file is written as two: results.json without the raw per-fork and per-iteration data, and
 * {@link RawDataFile} (results.raw.json.gz) with it, written first, so that a results.json never
 * names scores whose raw data is not there yet.
 */
public final class ResultJsonWriter {

    private final ObjectMapper mapper = LimitedJson.mapper();
    /** results.json without what {@link RawDataFile} holds. */
    private final ObjectWriter withoutRawData = LimitedJson.mapper()
            .addMixIn(Cell.class, CellWithoutRawData.class)
            .addMixIn(Metric.class, MetricWithoutRawData.class)
            .addMixIn(WarmupFork.class, WarmupForkWithoutRawData.class)
            .writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    private final RawDataFile rawData = new RawDataFile();

    public void write(BenchResult result, Path file) throws IOException {
        BenchResult current = result.withSchemaVersion(BenchResult.SCHEMA_VERSION);
        // Both streamed: at 10,000 rows the raw data is hundreds of megabytes, which need not sit in memory as well.
        AtomicFiles.write(RawDataFile.beside(file), out -> rawData.write(current, out));
        AtomicFiles.write(file, out -> withoutRawData.writeValue(out, current));
    }

    /** The whole result as one JSON text, raw data inline (readable as it is: tests, tools, one-file exports). */
    public String toJson(BenchResult result) throws IOException {
        return mapper.writeValueAsString(result);
    }

    @JsonIgnoreProperties({"samples", "forkSamples"})
    private interface CellWithoutRawData {
    }

    @JsonIgnoreProperties({"rawData"})
    private interface MetricWithoutRawData {
    }

    @JsonIgnoreProperties({"iterations"})
    private interface WarmupForkWithoutRawData {
    }
}
