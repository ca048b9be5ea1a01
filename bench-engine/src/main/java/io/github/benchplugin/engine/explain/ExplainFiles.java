package io.github.benchplugin.engine.explain;

import io.github.benchplugin.engine.plan.RowFolder;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.BadInputException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where bench.explain's files go under the output directory: explain/&lt;row&gt;/&lt;runtime id&gt;.jfr
 * (the contract's name, the row as {@link RowFolder} names it), the JFR settings it records with
 * (explain/explain.jfc, kept so a reader can see them) and the extra forks' JMH JSON
 * (explain/work/), apart from the measured cells' so it can never be pooled into a score; explain/work/
 * is scratch, removed with the run's other scratch files when the run ends.
 *
 * <p>JFR's {@code -XX:StartFlightRecording=filename=...,settings=...} separates its options with
 * commas: a path with a comma is cut there ("The .jfc option/setting 'x/a.jfr' doesn't exist").
 * Quoting the path works on 17 and 25 (checked here), but not checked on every release a column may
 * run (8u, 11, 21), so instead, when the output directory has a comma, the fork
 * records into a comma-free working directory (a new temporary directory), and {@link #collect}
 * moves the recording to its place when the fork is done: plain paths work on every release.
 */
final class ExplainFiles {

    static final String DIRECTORY = "explain";
    private static final String SETTINGS = "explain.jfc";

    private final Path outputDirectory;
    /** Where the forks write, when the output directory cannot be named in JFR's flag; null otherwise. */
    private Path working;

    ExplainFiles(Path outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    /** True when the output directory cannot be named in JFR's flag: the forks then record elsewhere. */
    boolean needsWorkingDirectory() {
        return outputDirectory.toAbsolutePath().toString().indexOf(',') >= 0;
    }

    /** The recording's path as the fork's JFR flag names it: {@link #recording}, or its comma-free stand-in. */
    Path forkRecording(BenchmarkRow row, String runtimeId) {
        return working == null ? recording(row, runtimeId) : working.resolve(RowFolder.of(row)).resolve(runtimeId + ".jfr");
    }

    /** The settings file as the fork's JFR flag names it. */
    Path forkSettings() {
        return working == null ? settings() : working.resolve(SETTINGS);
    }

    /** After the fork: the recording it wrote into the working directory goes to {@link #recording}. */
    void collect(BenchmarkRow row, String runtimeId) throws IOException {
        Path written = forkRecording(row, runtimeId);
        Path target = recording(row, runtimeId);
        if (!written.equals(target) && Files.isRegularFile(written)) {
            Files.createDirectories(target.getParent());
            Files.move(written, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Removes the working directory (its settings file and empty row folders), if there is one. */
    void removeWorkingDirectory() throws IOException {
        if (working == null) {
            return;
        }
        try (java.util.stream.Stream<Path> files = Files.walk(working)) {
            for (Path p : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        }
        working = null;
    }

    Path outputDirectory() {
        return outputDirectory;
    }

    Path root() {
        return outputDirectory.resolve(DIRECTORY);
    }

    Path recording(BenchmarkRow row, String runtimeId) {
        return root().resolve(RowFolder.of(row)).resolve(runtimeId + ".jfr");
    }

    /** The recording's path as results.json names it: relative to the output directory, '/' separated. */
    String shown(Path recording) {
        return outputDirectory.relativize(recording).toString().replace('\\', '/');
    }

    Path settings() {
        return root().resolve(SETTINGS);
    }

    /** The recorded forks' JMH JSON, per runtime: scratch, removed when the run ends (Explainer#workFolder). */
    Path work(String runtimeId) {
        return workRoot().resolve(runtimeId);
    }

    Path workRoot() {
        return root().resolve("work");
    }

    /**
     * Writes the settings file; the JVM reads it when the fork starts. With a comma in the output
     * directory, it first makes the comma-free working directory the forks record into.
     *
     * @throws BadInputException when no comma-free working directory can be made (java.io.tmpdir has a comma too)
     */
    void writeSettings() throws IOException {
        Files.createDirectories(root());
        copySettings(settings());
        if (needsWorkingDirectory() && working == null) {
            Path temporary = Files.createTempDirectory("bench-explain-");
            if (temporary.toAbsolutePath().toString().indexOf(',') >= 0) {
                Files.delete(temporary);
                throw new BadInputException("bench.explain: the output directory " + outputDirectory + " has a comma, which JFR's"
                        + " -XX:StartFlightRecording cannot take, and so has the temporary directory " + temporary.getParent()
                        + " the recordings would go to instead; use an output directory (bench.outputDirectory) or a"
                        + " java.io.tmpdir without a comma");
            }
            working = temporary;
            copySettings(forkSettings());
        }
    }

    private static void copySettings(Path target) throws IOException {
        try (InputStream in = ExplainFiles.class.getResourceAsStream("/io/github/benchplugin/engine/explain/explain.jfc")) {
            if (in == null) {
                throw new IOException("explain.jfc is missing from bench-engine's jar");
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
