package io.github.benchplugin.model.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file through a temporary sibling and a rename, so that an interrupted run leaves
 * either the old complete file or the new complete file, never a truncated one.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes the content of a file to a stream; the stream is closed by the caller. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path file, byte[] content) throws IOException {
        write(file, out -> out.write(content));
    }

    /** Streams the content into place: a large file never has to fit in memory twice. */
    public static void write(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: its files are readable by the owner only (0600), and the
        // reports must stay readable by whoever reads target/ (CI artifact upload, web servers).
        Path tmp = dir.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + "."
                + System.nanoTime() + ".tmp");
        try {
            try (OutputStream out = new BufferedOutputStream(
                    Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static void writeString(Path file, String content) throws IOException {
        write(file, content.getBytes(StandardCharsets.UTF_8));
    }
}
