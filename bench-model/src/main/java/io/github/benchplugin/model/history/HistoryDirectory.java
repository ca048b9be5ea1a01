package io.github.benchplugin.model.history;

import io.github.benchplugin.model.io.AtomicFiles;
import io.github.benchplugin.model.io.ResultFileException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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

    /** Most threads that parse records at once. */
    static final int READERS = 4;

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

    /**
     * Checks, before anything is read, that the directory is there and is a history (bench:history,
     * which reads it and never creates it).
     */
    public void checkReadable() throws ResultFileException {
        checkUsable();
        if (!Files.isDirectory(dir)) {
            throw new ResultFileException("bench.history " + dir + " does not exist; name the directory that"
                    + " bench:run -Dbench.history=... wrote");
        }
    }

    /**
     * Checks, before anything is measured or read, that every record is small enough to be read
     * (bench:run with bench.failOnChange reads the history after measuring).
     */
    public void checkRecordSizes() throws IOException, ResultFileException {
        if (Files.isDirectory(dir)) {
            checkSizes(records());
        }
    }

    private List<Path> records() throws IOException {
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
            }).sorted().toList();
        }
    }

    private static void checkSizes(List<Path> files) throws IOException, ResultFileException {
        for (Path file : files) {
            long size = Files.size(file);
            if (size > RunRecordReader.MAX_RECORD_BYTES) {
                throw new ResultFileException("history record " + file + " is " + size + " bytes, more than the "
                        + RunRecordReader.MAX_RECORD_BYTES + " a record may have (a record of 40,000 cells is about "
                        + "6 MB); it is not one this plugin wrote: move it out of the history directory");
            }
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
        AtomicFiles.write(file, new RunRecordWriter().write(record));
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
     * damaged record stops the read with an error naming it. Records are parsed on up to
     * {@link #READERS} threads, a few files ahead of the sink, and handed over in order.
     */
    public void read(RecordSink sink) throws IOException, ResultFileException {
        checkReadable();
        List<Path> files = records();
        checkSizes(files);
        int threads = Math.min(READERS, Runtime.getRuntime().availableProcessors());
        if (threads < 2 || files.size() < 2) {
            RunRecordReader reader = new RunRecordReader();
            for (Path file : files) {
                sink.accept(reader.read(file));
            }
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "bench-history-reader");
            thread.setDaemon(true);
            return thread;
        });
        ThreadLocal<RunRecordReader> readers = ThreadLocal.withInitial(RunRecordReader::new);
        Deque<Future<RunRecord>> ahead = new ArrayDeque<>();
        int next = 0;
        try {
            while (next < files.size() || !ahead.isEmpty()) {
                // at most 2 records per thread ahead of the sink: memory stays a few records
                while (next < files.size() && ahead.size() < 2 * threads) {
                    Path file = files.get(next++);
                    ahead.add(pool.submit(() -> readers.get().read(file)));
                }
                sink.accept(ahead.poll().get());
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ResultFileException damaged) {
                throw damaged;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading " + dir, e);
        } finally {
            pool.shutdownNow();
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
