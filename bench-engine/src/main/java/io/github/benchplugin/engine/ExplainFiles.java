package io.github.benchplugin.engine;

import io.github.benchplugin.catalog.BenchmarkRow;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where bench.explain's files go under the output directory: explain/&lt;row&gt;/&lt;runtime id&gt;.jfr
 * (the contract's name, the row as {@link RowFolder} names it), the JFR settings it records with
 * (explain/explain.jfc, kept so a reader can see them) and the extra forks' JMH JSON
 * (explain/work/), apart from the measured cells' so it can never be pooled into a score.
 */
final class ExplainFiles {

    static final String DIRECTORY = "explain";
    private static final String SETTINGS = "explain.jfc";

    private final Path outputDirectory;

    ExplainFiles(Path outputDirectory) {
        this.outputDirectory = outputDirectory;
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

    Path work(String runtimeId) {
        return root().resolve("work").resolve(runtimeId);
    }

    /** Writes the settings file; the JVM reads it when the fork starts. */
    void writeSettings() throws IOException {
        Files.createDirectories(root());
        try (InputStream in = ExplainFiles.class.getResourceAsStream("/io/github/benchplugin/explain/explain.jfc")) {
            if (in == null) {
                throw new IOException("explain.jfc is missing from bench-engine's jar");
            }
            Files.copy(in, settings(), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
