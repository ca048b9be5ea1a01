package io.github.benchplugin.model.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.github.benchplugin.model.result.BenchResult;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads a results.json written by this plugin (an earlier run, a CI matrix job) back into the
 * model. Everything we read back may come from elsewhere: it is size-limited, bound only to our
 * own records, and checked for what the rest of the code relies on, so that a bad file is one
 * clear {@link ResultFileException} rather than a failure later on.
 */
public final class ResultJsonReader {

    /** The first schemaVersion whose raw data is in {@link RawDataFile}, not in results.json. */
    static final int RAW_DATA_APART = 4;

    private final ObjectMapper mapper;
    /** Trailing content fails the binding, so that the one-pass read rejects what the scan would. */
    private final ObjectReader binder;
    private final long maxBytes;
    /** Where what could not be read is said (a raw data file missing): the file is still usable. */
    private final Consumer<String> notes;
    /** Where the raw data of what is read is recorded, for a writer to copy it; null: nowhere. */
    private final RawSources sources;

    /** A reader that says nothing of what is missing; see {@link #ResultJsonReader(Consumer)}. */
    public ResultJsonReader() {
        this(LimitedJson.MAX_FILE_BYTES, note -> { });
    }

    /** @param notes told, in one line per file, what could not be read but did not stop the read */
    public ResultJsonReader(Consumer<String> notes) {
        this(LimitedJson.MAX_FILE_BYTES, notes);
    }

    /** For tests: a lower size limit, so the "too large" path needs no 256 MB file. */
    ResultJsonReader(long maxBytes) {
        this(maxBytes, note -> { });
    }

    ResultJsonReader(long maxBytes, Consumer<String> notes) {
        this.maxBytes = maxBytes;
        this.notes = notes;
        this.sources = null;
        this.mapper = strictIntegers(LimitedJson.mapper());
        this.binder = mapper.readerFor(BenchResult.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** This reader recording into {@code sources}: the same mapper (building one costs a tenth of a second). */
    private ResultJsonReader(ResultJsonReader reader, RawSources sources) {
        this.maxBytes = reader.maxBytes;
        this.notes = reader.notes;
        this.sources = sources;
        this.mapper = reader.mapper;
        this.binder = reader.binder;
    }

    /**
     * The same reader, recording in {@code rawSources} where each cell's raw data lies in the files it reads:
     * a merge's writer then copies it from there ({@link ResultJsonWriter#copyingFrom}).
     */
    public ResultJsonReader recordingRawSources(RawSources rawSources) {
        return new ResultJsonReader(this, rawSources);
    }

    /**
     * Throws the "too large" error of a file larger than a results.json may be, without reading it:
     * for the doors to call before anything is measured. Other problems are left to {@link #read}.
     */
    public void checkSize(Path file) throws ResultFileException {
        try {
            long size = Files.isRegularFile(file) ? Files.size(file) : 0;
            if (size > maxBytes) {
                throw tooLarge(file, size);
            }
        } catch (IOException e) {
            // read() says what is wrong with a file that cannot even be sized
        }
    }

    private ResultFileException tooLarge(Path file, long size) {
        return new ResultFileException("results file " + file + " is " + megabytes(size) + " (" + size
                + " bytes), more than the " + megabytes(maxBytes) + " a results.json may have; a file of schemaVersion "
                + "1-3 keeps every raw value inline: rerun the suite with this version, whose results.json is about "
                + "4 KB a cell (the raw data goes to " + RawDataFile.beside(file).getFileName() + " beside it), or split "
                + "it with bench.shard=K/N and merge or compare the shards one by one");
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
    }

    /**
     * Whole numbers must be written as such: a schemaVersion of 1.5 or "1" must not bind as 1 and
     * pass for a version we read (Jackson would truncate or parse it by default).
     */
    public static ObjectMapper strictIntegers(ObjectMapper mapper) {
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        return mapper;
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
            throw tooLarge(file, size);
        }
        // The size is checked again while reading: the file may grow between the check and the read.
        // A good file is read in one streaming pass. Only a file that fails it, or whose schemaVersion
        // is not one we read, is scanned again by diagnose(), so that a newer, foreign or damaged file
        // gets the message of its first problem rather than whatever the binding tripped over.
        BenchResult result;
        try {
            result = bind(file);
        } catch (ResultFileException bindingFailed) {
            diagnose(file);
            throw bindingFailed;
        }
        if (result == null || result.schemaVersion() < BenchResult.OLDEST_SCHEMA_VERSION || result.schemaVersion() > BenchResult.SCHEMA_VERSION) {
            diagnose(file); // a file that is just "null" binds to null
        }
        new ResultValidator(file.toString()).validate(result);
        if (result.schemaVersion() >= RAW_DATA_APART) {
            result = new RawDataFile().join(result, file, notes, sources);
            new ResultValidator(RawDataFile.beside(file).toString()).validate(result);
        }
        return LegacyVerdicts.upgrade(result);
    }

    private BenchResult bind(Path file) throws ResultFileException {
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), maxBytes)) {
            return binder.readValue(in);
        } catch (com.fasterxml.jackson.core.exc.StreamReadException e) {
            throw notJson(file, e);
        } catch (JsonProcessingException e) {
            throw new ResultFileException(file + " does not match the results.json schema: "
                    + MessageText.detail(e.getOriginalMessage()));
        } catch (IOException e) {
            throw cannotRead(file, e);
        } catch (RuntimeException e) {
            // Our records' constructors reject some shapes themselves (a null list); same meaning.
            throw new ResultFileException(file + " does not match the results.json schema: "
                    + MessageText.detail(e.getMessage()));
        }
    }

    /** Throws the message of a file that is not JSON, not ours, or of a schema version we do not read. */
    private void diagnose(Path file) throws ResultFileException {
        checkSchemaVersion(header(file, maxBytes), file.toString());
    }

    /**
     * A scan of the whole file without binding: it is well-formed JSON, an object with rows, and
     * its schemaVersion (returned). A tree of a 10,000-row file would hold every number as a node.
     */
    private JsonNode header(Path file, long limit) throws ResultFileException {
        JsonNode version = null;
        boolean rows = false;
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), limit);
             JsonParser parser = mapper.getFactory().createParser(in)) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    if (name.equals("schemaVersion")) {
                        version = mapper.readTree(parser);
                    } else {
                        rows |= name.equals("rows");
                        parser.skipChildren();
                    }
                }
            } else {
                parser.skipChildren();
            }
            while (parser.nextToken() != null) {
                parser.skipChildren(); // trailing content must still be valid JSON, as a tree read demands
            }
        } catch (JsonProcessingException e) {
            throw notJson(file, e);
        } catch (IOException e) {
            throw cannotRead(file, e);
        }
        if (version == null || !rows) {
            throw new ResultFileException(file + " is not a bench-maven-plugin results.json "
                    + "(no schemaVersion/rows); pass the results.json from a bench:run output directory");
        }
        return version;
    }

    private static ResultFileException notJson(Path file, JsonProcessingException e) {
        return new ResultFileException("results file " + file + " is not valid JSON (truncated or not a results.json): "
                + MessageText.detail(e.getOriginalMessage()));
    }

    private static ResultFileException cannotRead(Path file, IOException e) {
        // Also malformed encodings: Jackson reports some (UTF-32 detection) as plain IOExceptions.
        return new ResultFileException("results file " + file + " cannot be read: " + MessageText.detail(e.getMessage()));
    }

    /** Binds a tree already in memory (tests build damaged files as trees); same checks as {@link #read}. */
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
            throw new ResultFileException(source + " does not match the results.json schema: "
                    + MessageText.detail(e.getMessage()));
        }
        new ResultValidator(source).validate(result);
        return LegacyVerdicts.upgrade(result);
    }

    private static void checkSchemaVersion(JsonNode version, String source) throws ResultFileException {
        if (!version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < BenchResult.OLDEST_SCHEMA_VERSION) {
            throw new ResultFileException(source + ": schemaVersion " + MessageText.value(version.toString())
                    + " is not a schema version (a whole number from 1); the file is damaged or not ours");
        }
        if (version.asInt() > BenchResult.SCHEMA_VERSION) {
            throw new UnsupportedSchemaVersionException("results file " + source, version.asInt(),
                    BenchResult.OLDEST_SCHEMA_VERSION, BenchResult.SCHEMA_VERSION);
        }
    }
}
