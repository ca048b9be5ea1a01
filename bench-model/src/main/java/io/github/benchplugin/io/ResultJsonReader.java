package io.github.benchplugin.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.BenchResult;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a results.json written by this plugin (an earlier run, a CI matrix job) back into the
 * model. Everything we read back may come from elsewhere: it is size-limited, bound only to our
 * own records, and checked for what the rest of the code relies on, so that a bad file is one
 * clear {@link ResultFileException} rather than a failure later on.
 */
public final class ResultJsonReader {

    private final ObjectMapper mapper = LimitedJson.mapper();
    private final long maxBytes;

    public ResultJsonReader() {
        this(LimitedJson.MAX_FILE_BYTES);
    }

    /** For tests: a lower size limit, so the "too large" path needs no 256 MB file. */
    ResultJsonReader(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    public BenchResult read(Path file) throws ResultFileException {
        if (Files.isDirectory(file)) {
            throw new ResultFileException("results file " + file + " is a directory; pass the results.json inside it");
        }
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new ResultFileException("results file " + file + " does not exist");
        } catch (IOException e) {
            throw new ResultFileException("results file " + file + " cannot be read: " + MessageText.detail(e.getMessage()));
        }
        if (size == 0) {
            throw new ResultFileException("results file " + file + " is empty (a run that was killed before it wrote "
                    + "anything?); pass the results.json of a finished or partly finished bench:run");
        }
        if (size > maxBytes) {
            throw new ResultFileException("results file " + file + " is " + size + " bytes, more than the "
                    + maxBytes + " a results.json may have");
        }
        // The size is checked again while reading: the file may grow between the check and the read.
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), maxBytes)) {
            return parse(mapper.readTree(in), file.toString());
        } catch (JsonProcessingException e) {
            throw new ResultFileException("results file " + file + " is not valid JSON (truncated or not a results.json): "
                    + MessageText.detail(e.getOriginalMessage()));
        } catch (IOException e) {
            // Also malformed encodings: Jackson reports some (UTF-32 detection) as plain IOExceptions.
            throw new ResultFileException("results file " + file + " cannot be read: " + MessageText.detail(e.getMessage()));
        }
    }

    BenchResult parse(JsonNode root, String source) throws ResultFileException {
        if (root == null || !root.isObject() || !root.has("schemaVersion") || !root.has("rows")) {
            throw new ResultFileException(source + " is not a bench-maven-plugin results.json "
                    + "(no schemaVersion/rows); pass the results.json from a bench:run output directory");
        }
        checkSchemaVersion(root.get("schemaVersion"), source);
        BenchResult result;
        try {
            result = mapper.treeToValue(root, BenchResult.class);
        } catch (JsonProcessingException e) {
            throw new ResultFileException(source + " does not match the results.json schema: "
                    + MessageText.detail(e.getOriginalMessage()));
        } catch (RuntimeException e) {
            // Our records' constructors reject some shapes themselves (a null list); same meaning.
            throw new ResultFileException(source + " does not match the results.json schema: "
                    + MessageText.detail(e.getMessage()));
        }
        new ResultValidator(source).validate(result);
        return result;
    }

    private static void checkSchemaVersion(JsonNode version, String source) throws ResultFileException {
        if (!version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < 1) {
            throw new ResultFileException(source + ": schemaVersion " + MessageText.value(version.toString())
                    + " is not a schema version (a whole number from 1); the file is damaged or not ours");
        }
        if (version.asInt() > BenchResult.SCHEMA_VERSION) {
            throw new ResultFileException(source + " has schemaVersion " + version.asInt()
                    + ", newer than the " + BenchResult.SCHEMA_VERSION + " this plugin reads; use a newer bench-maven-plugin");
        }
    }
}
