package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.result.BenchResult;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.WarmupFork;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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
            .writer(new LinePerEntry()).without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    private final RawDataFile rawData = new RawDataFile();
    /** The files a cell's raw data may be copied from as it lies there; null: every cell written anew. */
    private final RawSources sources;

    public ResultJsonWriter() {
        this(null);
    }

    private ResultJsonWriter(RawSources sources) {
        this.sources = sources;
    }

    /**
     * A writer that copies each cell's raw data, compressed as it is, from the side file it was read from
     * ({@link ResultJsonReader#recordingRawSources}) when it is still what was read: a merge need not format
     * and compress again the hundreds of megabytes it only passes on.
     */
    public static ResultJsonWriter copyingFrom(RawSources rawSources) {
        return new ResultJsonWriter(rawSources);
    }

    public void write(BenchResult result, Path file) throws IOException {
        BenchResult current = result.withSchemaVersion(BenchResult.SCHEMA_VERSION);
        // Both streamed: at 10,000 rows the raw data is hundreds of megabytes, which need not sit in memory as well.
        AtomicFiles.write(RawDataFile.beside(file), out -> rawData.write(current, out, sources));
        AtomicFiles.write(file, out -> withoutRawData.writeValue(out, current));
    }

    /** The whole result as one JSON text, raw data inline (readable as it is: tests, tools, one-file exports). */
    public String toJson(BenchResult result) throws IOException {
        return mapper.writeValueAsString(result);
    }

    /**
     * Compact JSON with a line break between the top-level fields and between the entries of the
     * top-level lists: one row (one runtime, one warning) a line. Indenting every level was a third of
     * a cell's bytes; a line per row keeps the file readable with grep, diff and jq.
     */
    static final class LinePerEntry extends MinimalPrettyPrinter {

        @Override
        public void writeStartObject(JsonGenerator g) throws IOException {
            super.writeStartObject(g);
            if (g.getOutputContext().getParent().inRoot()) {
                g.writeRaw('\n');
            }
        }

        @Override
        public void writeEndObject(JsonGenerator g, int entries) throws IOException {
            if (g.getOutputContext().getParent().inRoot()) {
                g.writeRaw('\n');
            }
            super.writeEndObject(g, entries);
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
            super.writeObjectEntrySeparator(g);
            if (g.getOutputContext().getParent().inRoot()) {
                g.writeRaw('\n');
            }
        }

        @Override
        public void writeStartArray(JsonGenerator g) throws IOException {
            super.writeStartArray(g);
            if (topLevelList(g)) {
                g.writeRaw('\n');
            }
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            super.writeArrayValueSeparator(g);
            if (topLevelList(g)) {
                g.writeRaw('\n');
            }
        }

        /** A list that is a field of the top-level object ("rows", "runtimes", "warnings"). */
        private static boolean topLevelList(JsonGenerator g) {
            var list = g.getOutputContext();
            return list.inArray() && list.getParent() != null && list.getParent().inObject()
                    && list.getParent().getParent() != null && list.getParent().getParent().inRoot();
        }
    }

    /**
     * The per-fork means stay inline (issue 55): the contract names per-fork values in results.json, and a
     * script reading it directly gets what the statistics compare without the side file.
     */
    @JsonIgnoreProperties({"samples", "forkSamples"})
    private interface CellWithoutRawData {
        @JsonProperty("forkMeans")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        List<Double> forkMeans();
    }

    @JsonIgnoreProperties({"rawData"})
    private interface MetricWithoutRawData {
        @JsonProperty("forkMeans")
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        List<Double> finiteForkMeans();
    }

    @JsonIgnoreProperties({"iterations"})
    private interface WarmupForkWithoutRawData {
    }
}
