package io.github.benchplugin.engine.catalog;

import io.github.benchplugin.engine.catalog.ClassFileScan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * A SHA-256 over the compiled code a run measures, so that a resumed run does not mix numbers
 * of old and new code. Covers every .class file's path (relative to its output directory) and
 * content, plus JMH's generated META-INF/BenchmarkList (what JMH runs can change with it).
 * Timestamps are ignored on purpose: recompiling unchanged sources gives the same hash.
 * It is fed by {@link ClassFileScan}, which reads each of those files once for all its checks.
 */
public final class ClassesFingerprint {

    private static final String BENCHMARK_LIST = "META-INF/BenchmarkList";

    private final MessageDigest digest = sha256();

    /** "sha256:..." over the given directories in order; a directory that does not exist counts as empty. */
    public static String of(List<Path> outputDirectories) throws IOException {
        return ClassFileScan.of(outputDirectories).fingerprint();
    }

    /** Whether a file (path relative to its output directory, '/'-separated) belongs in the hash. */
    public static boolean covers(String relativePath) {
        return relativePath.endsWith(".class") || relativePath.equals(BENCHMARK_LIST);
    }

    /** Starts the next output directory: the index keeps main's and test's classes apart. */
    public void directory(int index) {
        update("dir " + index + "\n");
    }

    /** Adds one file; files must come in a stable order (sorted by relative path). */
    public void file(String relativePath, byte[] content) {
        update(relativePath + "\n" + content.length + "\n");
        digest.update(content);
    }

    public String value() {
        return "sha256:" + HexFormat.of().formatHex(digest.digest());
    }

    private void update(String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
