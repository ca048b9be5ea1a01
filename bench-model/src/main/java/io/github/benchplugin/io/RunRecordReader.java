package io.github.benchplugin.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import io.github.benchplugin.trend.RunRecord;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads one history record (a file of a bench.history directory) with the same limits as every
 * other file we read back. A record that cannot be used is one {@link ResultFileException} naming
 * the file and what to do: a history is never silently shortened.
 */
public final class RunRecordReader {

    /** A record holds fork means only: 1,500 cells are about 300 KB. */
    public static final long MAX_RECORD_BYTES = 32L * 1024 * 1024;

    private final ObjectReader reader;

    public RunRecordReader() {
        reader = ResultJsonReader.strictIntegers(LimitedJson.mapper()).readerFor(RunRecord.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    public RunRecord read(Path file) throws ResultFileException {
        RunRecord record;
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), MAX_RECORD_BYTES)) {
            record = reader.readValue(in);
        } catch (JsonProcessingException e) {
            throw damaged(file, MessageText.detail(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new ResultFileException("history record " + file + " cannot be read: " + MessageText.detail(e.getMessage()));
        } catch (RuntimeException e) {
            throw damaged(file, MessageText.detail(e.getMessage()));
        }
        if (record == null || record.schemaVersion() < 1) {
            throw damaged(file, "no schemaVersion");
        }
        if (record.schemaVersion() > RunRecord.SCHEMA_VERSION) {
            throw new ResultFileException("history record " + file + " has schemaVersion " + record.schemaVersion()
                    + ", newer than the " + RunRecord.SCHEMA_VERSION + " this plugin reads; use a newer bench-maven-plugin");
        }
        for (var cell : record.cells()) {
            if (cell.benchmark() == null || cell.mode() == null || cell.runtime() == null) {
                throw damaged(file, "a cell without benchmark, mode or runtime");
            }
        }
        return record;
    }

    private static ResultFileException damaged(Path file, String detail) {
        return new ResultFileException("history record " + file + " is damaged (" + detail + "); restore it from"
                + " where the history is kept (its branch or cache), or move it out of the directory to drop that run");
    }
}
