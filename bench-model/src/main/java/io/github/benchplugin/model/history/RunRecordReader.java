package io.github.benchplugin.model.history;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.benchplugin.model.io.BoundedInputStream;
import io.github.benchplugin.model.io.LimitedJson;
import io.github.benchplugin.model.io.MessageText;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.io.ResultJsonReader;
import io.github.benchplugin.model.io.UnsupportedSchemaVersionException;
import io.github.benchplugin.model.result.Machine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads one history record (a file of a bench.history directory) with the same limits as every
 * other file we read back. A record that cannot be used is one {@link ResultFileException} naming
 * the file and what to do: a history is never silently shortened.
 *
 * <p>Both formats are read: version 1 (a list of cells, each an object) and version 2 (one table,
 * {@link RunRecordWriter}). The table is read token by token: a history of 1,000 runs of 1,500
 * cells is 120 MB of it, and binding it through objects took most of bench:history's time.
 */
public final class RunRecordReader {

    /** A record holds fork means only: 1,500 cells are about 100 KB. */
    public static final long MAX_RECORD_BYTES = 32L * 1024 * 1024;

    private static final TypeReference<Map<String, Machine>> MACHINES = new TypeReference<>() { };
    private static final TypeReference<Map<String, String>> STRINGS = new TypeReference<>() { };
    private static final TypeReference<List<RecordedCell>> CELLS = new TypeReference<>() { };

    private final ObjectMapper mapper = ResultJsonReader.strictIntegers(LimitedJson.mapper());

    public RunRecord read(Path file) throws ResultFileException {
        RunRecord record;
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), MAX_RECORD_BYTES);
             JsonParser json = mapper.getFactory().createParser(in)) {
            record = read(json);
        } catch (JsonProcessingException e) {
            throw damaged(file, MessageText.detail(e.getOriginalMessage()));
        } catch (Damaged e) {
            throw damaged(file, e.getMessage());
        } catch (IOException e) {
            throw new ResultFileException("history record " + file + " cannot be read: " + MessageText.detail(e.getMessage()));
        } catch (RuntimeException e) {
            throw damaged(file, MessageText.detail(e.getMessage()));
        }
        if (record.schemaVersion() < 1) {
            throw damaged(file, "no schemaVersion");
        }
        if (record.schemaVersion() > RunRecord.SCHEMA_VERSION) {
            throw new UnsupportedSchemaVersionException("history record " + file, record.schemaVersion(),
                    RunRecord.OLDEST_SCHEMA_VERSION, RunRecord.SCHEMA_VERSION);
        }
        for (var cell : record.cells()) {
            if (cell.benchmark() == null || cell.mode() == null || cell.runtime() == null) {
                throw damaged(file, "a cell without benchmark, mode or runtime");
            }
        }
        return record;
    }

    private RunRecord read(JsonParser json) throws IOException {
        if (json.nextToken() != JsonToken.START_OBJECT) {
            throw new Damaged("not a JSON object");
        }
        int schemaVersion = 0;
        String recordedAt = null;
        String pluginVersion = null;
        CommitInfo commit = null;
        Map<String, Machine> machines = null;
        Map<String, String> settings = null;
        Map<String, String> javaVersions = Map.of();
        List<RecordedCell> cells = new ArrayList<>();
        boolean tableRead = false;
        while (json.nextToken() == JsonToken.FIELD_NAME) {
            String field = json.currentName();
            JsonToken value = json.nextToken();
            switch (field) {
                case "schemaVersion" -> {
                    if (value != JsonToken.VALUE_NUMBER_INT) {
                        throw new Damaged("schemaVersion is not a whole number");
                    }
                    schemaVersion = json.getIntValue();
                }
                case "recordedAt" -> recordedAt = text(json, field);
                case "pluginVersion" -> pluginVersion = text(json, field);
                case "commit" -> commit = value == JsonToken.VALUE_NULL ? null : mapper.readValue(json, CommitInfo.class);
                case "machines" -> machines = value == JsonToken.VALUE_NULL ? null : mapper.readValue(json, MACHINES);
                case "settings" -> settings = value == JsonToken.VALUE_NULL ? null : mapper.readValue(json, STRINGS);
                case "javaVersions" -> {
                    javaVersions = value == JsonToken.VALUE_NULL ? Map.of() : mapper.readValue(json, STRINGS);
                    if (tableRead) {
                        cells = withJavaVersions(cells, javaVersions);
                    }
                }
                case "cells" -> { // version 1
                    if (value != JsonToken.VALUE_NULL) {
                        cells.addAll(mapper.readValue(json, CELLS));
                    }
                }
                case "rows" -> { // version 2
                    readTable(json, javaVersions, cells);
                    tableRead = true;
                }
                default -> json.skipChildren(); // a field of a later version: ignored
            }
        }
        if (json.currentToken() != JsonToken.END_OBJECT) {
            throw new Damaged("unexpected " + json.currentToken() + " where a field name belongs");
        }
        if (json.nextToken() != null) {
            throw new Damaged("content after the record's end");
        }
        return new RunRecord(schemaVersion, recordedAt, commit, machines, settings, pluginVersion, cells);
    }

    /** {@code [ [ benchmark, mode, {params}, unit, { runtime: [ [forkMeans], alloc? ] } ] ]} */
    private void readTable(JsonParser json, Map<String, String> javaVersions, List<RecordedCell> cells)
            throws IOException {
        expect(json, json.currentToken(), JsonToken.START_ARRAY, -1, null, "rows");
        int line = -1;
        while (json.nextToken() != JsonToken.END_ARRAY) {
            line++;
            expect(json, json.currentToken(), JsonToken.START_ARRAY, line, null, "the row");
            json.nextToken();
            String benchmark = text(json, line, "benchmark");
            json.nextToken();
            String mode = text(json, line, "mode");
            expect(json, json.nextToken(), JsonToken.START_OBJECT, line, null, "params");
            Map<String, String> params = Collections.unmodifiableSortedMap(new TreeMap<>(mapper.readValue(json, STRINGS)));
            json.nextToken();
            String unit = text(json, line, "unit");
            expect(json, json.nextToken(), JsonToken.START_OBJECT, line, null, "cells");
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String runtime = json.currentName();
                expect(json, json.nextToken(), JsonToken.START_ARRAY, line, runtime, "the cell");
                expect(json, json.nextToken(), JsonToken.START_ARRAY, line, runtime, "fork means");
                List<Double> means = new ArrayList<>(8);
                while (json.nextToken() != JsonToken.END_ARRAY) {
                    means.add(number(json, line, runtime));
                }
                Double alloc = null;
                if (json.nextToken() != JsonToken.END_ARRAY) {
                    alloc = json.currentToken() == JsonToken.VALUE_NULL ? null : number(json, line, runtime);
                    expect(json, json.nextToken(), JsonToken.END_ARRAY, line, runtime, "the cell's end");
                }
                cells.add(new RecordedCell(benchmark, mode, params, runtime, javaVersions.get(runtime), unit, means, alloc));
            }
            expect(json, json.nextToken(), JsonToken.END_ARRAY, line, null, "the row's end");
        }
    }

    private static List<RecordedCell> withJavaVersions(List<RecordedCell> cells, Map<String, String> javaVersions) {
        List<RecordedCell> result = new ArrayList<>(cells.size());
        for (RecordedCell c : cells) {
            result.add(new RecordedCell(c.benchmark(), c.mode(), c.params(), c.runtime(),
                    c.javaVersion() != null ? c.javaVersion() : javaVersions.get(c.runtime()), c.unit(), c.forkMeans(),
                    c.allocBytesPerOp()));
        }
        return result;
    }

    private static String text(JsonParser json, String where) throws IOException {
        JsonToken token = json.currentToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw new Damaged(where + " is " + token + ", not a text");
        }
        return json.getText();
    }

    private static String text(JsonParser json, int line, String part) throws IOException {
        if (json.currentToken() == JsonToken.VALUE_NULL) {
            return null; // a cell without benchmark or mode is refused with the others, below
        }
        if (json.currentToken() != JsonToken.VALUE_STRING) {
            throw new Damaged(where(line, null, part) + " is " + json.currentToken() + ", not a text");
        }
        return json.getText();
    }

    private static double number(JsonParser json, int line, String runtime) throws IOException {
        JsonToken token = json.currentToken();
        if (token == JsonToken.VALUE_NUMBER_FLOAT || token == JsonToken.VALUE_NUMBER_INT) {
            return json.getDoubleValue();
        }
        if (token == JsonToken.VALUE_STRING) { // NaN and infinities, as Jackson writes them
            try {
                return Double.parseDouble(json.getText());
            } catch (NumberFormatException e) {
                // below
            }
        }
        throw new Damaged(where(line, runtime, "a number") + ": " + token + " is not a number");
    }

    private static void expect(JsonParser json, JsonToken token, JsonToken expected, int line, String runtime,
                               String part) {
        if (token != expected) {
            throw new Damaged(where(line, runtime, part) + ": expected " + expected + " but found " + token
                    + " at column " + json.currentLocation().getColumnNr());
        }
    }

    /** "rows[3] cell 25 fork means": where in the table, for the message. */
    private static String where(int line, String runtime, String part) {
        return (line < 0 ? "" : "rows[" + line + "] ") + (runtime == null ? "" : "cell " + runtime + " ") + part;
    }

    private static ResultFileException damaged(Path file, String detail) {
        return new ResultFileException("history record " + file + " is damaged (" + detail + "); restore it from"
                + " where the history is kept (its branch or cache), or move it out of the directory to drop that run");
    }

    /** A record that is valid JSON but not of our shape. */
    private static final class Damaged extends RuntimeException {
        Damaged(String message) {
            super(message, null, false, false);
        }
    }
}
