package io.github.benchplugin.trend;

import io.github.benchplugin.io.AtomicFiles;
import io.github.benchplugin.io.LimitedJson;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.io.RunRecordReader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A bench.history directory: a marker file that says what the directory is, and one immutable
 * record file per run. Appending never rewrites anything: each run writes a new file under a
 * unique name (time, commit, random part) through a temporary file and a rename, so two CI jobs
 * appending at once, or an interrupted job, never damage the history, and the directory can be
 * kept in a git branch where every run is one added file.
 */
public final class HistoryDirectory {

    /** The marker: a directory without it (and not empty) is not a history. */
    public static final String MARKER = "bench-history.txt";
    private static final String PREFIX = "run-";
    private static final String SUFFIX = ".json";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private final Path dir;

    public HistoryDirectory(Path dir) {
        this.dir = dir;
    }

    public Path path() {
        return dir;
    }

    /**
     * Checks, before anything is measured, that the directory is a history or can become one
     * (missing or empty).
     */
    public void checkUsable() throws ResultFileException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new ResultFileException("bench.history " + dir + " is a file, not a directory; name the"
                    + " directory that keeps the history (it is created when missing)");
        }
        if (Files.isDirectory(dir) && !Files.isRegularFile(dir.resolve(MARKER)) && !isEmpty()) {
            throw new ResultFileException("bench.history " + dir + " is not a bench history: it has files but no "
                    + MARKER + "; name an empty or new directory, or one an earlier bench:run wrote");
        }
    }

    /** Writes the record as a new file and returns it; creates the directory and its marker when needed. */
    public Path append(RunRecord record) throws IOException, ResultFileException {
        checkUsable();
        Files.createDirectories(dir);
        Path marker = dir.resolve(MARKER);
        if (!Files.exists(marker)) {
            AtomicFiles.writeString(marker, "This directory is a bench-maven-plugin history (bench.history): one"
                    + " immutable run-*.json file per run. Read it with mvn bench:history -Dbench.history=<this directory>.\n");
        }
        Path file = dir.resolve(fileName(record));
        byte[] json = LimitedJson.mapper().disable(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT)
                .writeValueAsBytes(record);
        AtomicFiles.write(file, json);
        return file;
    }

    /** "run-20261201T170500Z-3a4845f1c2-1b2c3d4e.json": sorts by time, unique without any lock. */
    static String fileName(RunRecord record) {
        Instant at;
        try {
            at = Instant.parse(record.recordedAt());
        } catch (DateTimeParseException | NullPointerException e) {
            at = Instant.now();
        }
        String commit = record.commit().shortId().replaceAll("[^A-Za-z0-9]", "");
        return PREFIX + STAMP.format(at) + "-" + commit + "-" + UUID.randomUUID().toString().substring(0, 8) + SUFFIX;
    }

    /** What receives the records of a history, one at a time. */
    @FunctionalInterface
    public interface RecordSink {
        void accept(RunRecord record);
    }

    /**
     * Reads every record, in file name order, handing each to {@code sink} and keeping none: a
     * damaged record stops the read with an error naming it.
     */
    public void read(RecordSink sink) throws IOException, ResultFileException {
        if (!Files.isDirectory(dir)) {
            throw new ResultFileException("bench.history " + dir + " does not exist; name the directory that"
                    + " bench:run -Dbench.history=... wrote");
        }
        checkUsable();
        List<Path> files;
        try (Stream<Path> listing = Files.list(dir)) {
            files = listing.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
            }).sorted().toList();
        }
        RunRecordReader reader = new RunRecordReader();
        for (Path file : files) {
            sink.accept(reader.read(file));
        }
    }

    /** Every record, in file name order (for tests and small histories; {@link #read} keeps none). */
    public List<RunRecord> readAll() throws IOException, ResultFileException {
        List<RunRecord> records = new ArrayList<>();
        read(records::add);
        return records;
    }

    private boolean isEmpty() throws ResultFileException {
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.findAny().isEmpty();
        } catch (IOException e) {
            throw new ResultFileException("bench.history " + dir + " cannot be read: " + e.getMessage());
        }
    }
}
