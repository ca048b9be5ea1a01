package io.github.benchplugin.model.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.result.BenchResult;

import java.io.IOException;
import java.nio.file.Path;

/** Writes results.json atomically: a reader never sees a half-written file. */
public final class ResultJsonWriter {

    private final ObjectMapper mapper = LimitedJson.mapper();

    public void write(BenchResult result, Path file) throws IOException {
        // Streamed: at 10,000 rows the JSON is tens of megabytes, which need not sit in memory as well.
        AtomicFiles.write(file, out -> mapper.writer().without(
                com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, result));
    }

    public String toJson(BenchResult result) throws IOException {
        return mapper.writeValueAsString(result);
    }
}
