package io.github.benchplugin.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Row;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Reads a results.json written by this plugin (an earlier run, a CI matrix job) back into the
 * model. Everything we read back may come from elsewhere: it is size-limited, bound only to our
 * own records, and checked for what the rest of the code relies on, so that a bad file is one
 * clear {@link ResultFileException} rather than a failure later on.
 */
public final class ResultJsonReader {

    private final ObjectMapper mapper = LimitedJson.mapper();

    public BenchResult read(Path file) throws ResultFileException {
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new ResultFileException("results file " + file + " does not exist");
        } catch (IOException e) {
            throw new ResultFileException("results file " + file + " cannot be read: " + e.getMessage());
        }
        if (size > LimitedJson.MAX_FILE_BYTES) {
            throw new ResultFileException("results file " + file + " is " + size + " bytes, more than the "
                    + LimitedJson.MAX_FILE_BYTES + " a results.json may have");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(mapper.readTree(in), file.toString());
        } catch (JsonProcessingException e) {
            throw new ResultFileException("results file " + file + " is not valid JSON (truncated or not a results.json): "
                    + firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new ResultFileException("results file " + file + " cannot be read: " + e.getMessage());
        }
    }

    BenchResult parse(JsonNode root, String source) throws ResultFileException {
        if (root == null || !root.isObject() || !root.has("schemaVersion") || !root.has("rows")) {
            throw new ResultFileException(source + " is not a bench-maven-plugin results.json "
                    + "(no schemaVersion/rows); pass the results.json from a bench:run output directory");
        }
        JsonNode version = root.get("schemaVersion");
        if (!version.canConvertToInt()) {
            throw new ResultFileException(source + ": schemaVersion '" + version.asText() + "' is not a number");
        }
        if (version.asInt() > BenchResult.SCHEMA_VERSION) {
            throw new ResultFileException(source + " has schemaVersion " + version.asInt()
                    + ", newer than the " + BenchResult.SCHEMA_VERSION + " this plugin reads; use a newer bench-maven-plugin");
        }
        BenchResult result;
        try {
            result = mapper.treeToValue(root, BenchResult.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new ResultFileException(source + " does not match the results.json schema: "
                    + firstLine(e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()));
        }
        validate(result, source);
        return result;
    }

    /** Checks what the renderers and statistics rely on: ids, names, finite numbers. */
    private static void validate(BenchResult result, String source) throws ResultFileException {
        if (result.runtimes().isEmpty()) {
            throw new ResultFileException(source + " lists no runtimes");
        }
        for (var runtime : result.runtimes()) {
            if (runtime == null || runtime.id() == null || runtime.id().isBlank()) {
                throw new ResultFileException(source + ": a runtime has no id");
            }
        }
        for (Row row : result.rows()) {
            if (row == null || row.benchmark() == null || row.mode() == null) {
                throw new ResultFileException(source + ": a row has no benchmark or mode");
            }
            try {
                row.jmhMode();
            } catch (IllegalArgumentException e) {
                throw new ResultFileException(source + ": row " + row.benchmark() + ": " + e.getMessage());
            }
            for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
                Cell cell = entry.getValue();
                if (cell == null || cell.status() == null) {
                    throw new ResultFileException(source + ": row " + row.benchmark() + " has a cell without status");
                }
                requireFinite(source, row, cell.score(), "score");
                requireFinite(source, row, cell.error(), "error");
                requireFinite(source, row, cell.allocBytesPerOp(), "allocBytesPerOp");
                for (Double sample : cell.samples()) {
                    requireFinite(source, row, sample, "samples");
                }
                for (List<Double> fork : cell.forkSamples()) {
                    for (Double sample : fork) {
                        requireFinite(source, row, sample, "forkSamples");
                    }
                }
            }
            for (Comparison c : row.comparisons().values()) {
                requireFinite(source, row, c == null ? null : c.ratio(), "ratio");
            }
            for (Comparison c : row.previous().values()) {
                requireFinite(source, row, c == null ? null : c.ratio(), "previous ratio");
            }
        }
    }

    private static void requireFinite(String source, Row row, Double value, String field) throws ResultFileException {
        if (value != null && !Double.isFinite(value)) {
            throw new ResultFileException(source + ": row " + row.benchmark() + " has " + field + " = " + value
                    + " where a finite number belongs");
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
