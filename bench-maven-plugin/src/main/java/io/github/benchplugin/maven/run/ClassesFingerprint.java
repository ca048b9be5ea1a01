package io.github.benchplugin.maven.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * A SHA-256 over the compiled code a run measures, so that a resumed run does not mix numbers
 * of old and new code. Hashes every .class file's path (relative to its output directory) and
 * content, plus JMH's generated META-INF/BenchmarkList (what JMH runs can change with it).
 * Timestamps are ignored on purpose: recompiling unchanged sources gives the same hash.
 */
public final class ClassesFingerprint {

    private ClassesFingerprint() {
    }

    /** "sha256:..." over the given directories in order; a directory that does not exist counts as empty. */
    public static String of(List<Path> outputDirectories) throws IOException {
        MessageDigest digest = sha256();
        for (int i = 0; i < outputDirectories.size(); i++) {
            Path root = outputDirectories.get(i);
            // the index keeps main's and test's classes apart: moving a class between them is a change
            update(digest, "dir " + i + "\n");
            for (Path file : filesOf(root)) {
                update(digest, root.relativize(file).toString().replace('\\', '/') + "\n" + Files.size(file) + "\n");
                try (InputStream in = Files.newInputStream(file)) {
                    byte[] buffer = new byte[8192];
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        digest.update(buffer, 0, n);
                    }
                }
            }
        }
        return "sha256:" + HexFormat.of().formatHex(digest.digest());
    }

    private static List<Path> filesOf(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> files = new ArrayList<>(walk
                    .filter(Files::isRegularFile)
                    .filter(p -> p.toString().endsWith(".class") || root.relativize(p).toString().replace('\\', '/')
                            .equals("META-INF/BenchmarkList"))
                    .toList());
            // a stable order, independent of the file system's listing order
            files.sort((a, b) -> root.relativize(a).toString().replace('\\', '/')
                    .compareTo(root.relativize(b).toString().replace('\\', '/')));
            return files;
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void update(MessageDigest digest, String text) {
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
