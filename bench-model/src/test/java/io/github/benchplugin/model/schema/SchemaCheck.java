package io.github.benchplugin.model.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Checks a file we wrote against its JSON Schema (draft 2020-12), picked by the file's own
 * {@code schemaVersion}: the one helper every test that writes results.json, a history record or
 * history.json calls, so that a writer and its published schema cannot part ways unnoticed.
 *
 * <p>{@link #docs()} reads the schemas from the repository's docs/schemas/ (the one source; the
 * plugin jar gets a copy at build time); {@link #onClasspath} reads the copy inside a jar.
 */
public final class SchemaCheck {

    /** The schemas' folder, relative to the repository root. */
    public static final String DOCS_FOLDER = "docs/schemas";
    private static final int ERRORS_SHOWN = 10;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final SchemaCheck DOCS = new SchemaCheck(name -> Files.newInputStream(docsFolder().resolve(name)),
            DOCS_FOLDER);

    /** Opens a schema file by its name. */
    @FunctionalInterface
    public interface SchemaFiles {
        InputStream open(String fileName) throws IOException;
    }

    private final SchemaFiles files;
    private final String where;
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private SchemaCheck(SchemaFiles files, String where) {
        this.files = files;
        this.where = where;
    }

    /** The schemas of docs/schemas/. */
    public static SchemaCheck docs() {
        return DOCS;
    }

    /** The schemas in a jar on the class path, under {@code folder} ("schemas"). */
    public static SchemaCheck onClasspath(ClassLoader loader, String folder) {
        return new SchemaCheck(name -> {
            InputStream in = loader.getResourceAsStream(folder + "/" + name);
            if (in == null) {
                throw new IOException(folder + "/" + name + " is not on the class path");
            }
            return in;
        }, "the class path's " + folder + "/");
    }

    /** docs/schemas/ of this repository: found from the working directory (a module's or the root). */
    public static Path docsFolder() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path folder = dir.resolve(DOCS_FOLDER);
            if (Files.isDirectory(folder)) {
                return folder;
            }
        }
        throw new IllegalStateException("no " + DOCS_FOLDER + " above " + Path.of("").toAbsolutePath());
    }

    public static void assertValidResults(Path file) {
        DOCS.assertValid(SchemaKind.RESULTS, file);
    }

    /** Checks a results.json and returns it as a tree, for tests that look into what was written. */
    public static JsonNode readValidResults(Path file) {
        assertValidResults(file);
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** results.json as text (a test that writes it to a string, not a file). */
    public static void assertValidResultsText(String json) {
        try {
            DOCS.assertValid(SchemaKind.RESULTS, JSON.readTree(json), "the results.json text");
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + e.getMessage(), e);
        }
    }

    public static void assertValidHistoryRecord(Path file) {
        DOCS.assertValid(SchemaKind.HISTORY_RECORD, file);
    }

    public static void assertValidHistoryJson(Path file) {
        DOCS.assertValid(SchemaKind.HISTORY, file);
    }

    /** Every run-*.json of a bench.history directory; fails on a directory without records. */
    public static void assertValidHistoryDirectory(Path dir) {
        int records = 0;
        try (DirectoryStream<Path> runs = Files.newDirectoryStream(dir, "run-*.json")) {
            for (Path run : runs) {
                assertValidHistoryRecord(run);
                records++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (records == 0) {
            throw new AssertionError(dir + " holds no run-*.json record to check");
        }
    }

    /** Fails, naming the file, the schema and the first problems, unless the file matches its schema. */
    public void assertValid(SchemaKind kind, Path file) {
        JsonNode document;
        try {
            document = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new AssertionError(file + " is not JSON: " + e.getMessage(), e);
        }
        assertValid(kind, document, file.toString());
    }

    private void assertValid(SchemaKind kind, JsonNode document, String source) {
        List<String> problems = problems(kind, document);
        if (!problems.isEmpty()) {
            throw new AssertionError(source + " does not match " + kind.fileName(version(document)) + " ("
                    + problems.size() + " problems):\n  " + problems.stream().limit(ERRORS_SHOWN)
                    .collect(Collectors.joining("\n  ")));
        }
    }

    /** What is wrong with the document against the schema of its schemaVersion; empty when it matches. */
    public List<String> problems(SchemaKind kind, JsonNode document) {
        int version = version(document);
        if (version < 1) {
            return List.of("no schemaVersion: a whole number from 1");
        }
        return schema(kind.fileName(version)).validate(document).stream().map(SchemaCheck::describe).toList();
    }

    /** The schema file as a tree (tests read its $id and properties). */
    public JsonNode tree(String fileName) {
        try (InputStream in = files.open(fileName)) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new AssertionError("no schema " + fileName + " in " + where + ": " + e.getMessage(), e);
        }
    }

    private Schema schema(String fileName) {
        return schemas.computeIfAbsent(fileName, name -> REGISTRY.getSchema(tree(name)));
    }

    private static int version(JsonNode document) {
        JsonNode version = document.get("schemaVersion");
        return version != null && version.isIntegralNumber() ? version.asInt() : -1;
    }

    private static String describe(Error error) {
        return error.getInstanceLocation() + ": " + error.getMessage();
    }
}
