package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.Cell;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the raw data of the cells a reader read lies in their results.raw.json.gz, so that a writer can
 * copy a cell's compressed raw data from there instead of formatting and compressing its numbers again
 * (issue 55: at 10,000 rows x 4 runtimes that was a third of a merge's time). A cell is copied only
 * when its raw data is still exactly what was read (the same values, metrics and warm-up forks): a
 * merge that converted its unit, or recomputed a metric, writes it anew. Cells are recognised by their
 * first fork's values, which the model passes on from the reader without copying them.
 *
 * <p>One instance is shared by the reader of a merge's inputs ({@link ResultJsonReader#recordingRawSources})
 * and the writer of its output ({@link ResultJsonWriter#copyingFrom}); the writer runs after every read.
 */
public final class RawSources {

    /** A side file as it was when read: copying from it needs it unchanged. */
    record SideFile(Path path, long size, FileTime modified, Object fileKey) {

        static SideFile of(Path path) throws IOException {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            return new SideFile(path, attributes.size(), attributes.lastModifiedTime(), attributes.fileKey());
        }

        /** The same size, time and file (a file written anew by rename, as ours are, is another file). */
        boolean unchanged() {
            try {
                return equals(of(path));
            } catch (IOException e) {
                return false;
            }
        }
    }

    /** One cell's raw data: a whole gzip member of {@code file}. */
    record Source(SideFile file, long offset, long length, RawDataFile.RawCell raw) {
    }

    private final Map<Object, Source> byFirstFork = new IdentityHashMap<>();
    private long copied;
    private long written;

    void add(RawDataFile.RawCell raw, SideFile file, GzipMembersInput.Member member) {
        if (!raw.forkSamples().isEmpty()) {
            byFirstFork.put(raw.forkSamples().get(0), new Source(file, member.fileOffset(), member.compressedLength(), raw));
        }
    }

    /** Where {@code cell}'s raw data can be copied from as it is; null when it must be written anew. */
    Source of(Cell cell) {
        List<List<Double>> forks = cell.forkSamples();
        if (forks.isEmpty()) {
            return null;
        }
        Source source = byFirstFork.get(forks.get(0));
        return source != null && source.raw().writesAs(cell) ? source : null;
    }

    void counted(boolean wasCopied) {
        if (wasCopied) {
            copied++;
        } else {
            written++;
        }
    }

    /** Cells whose raw data the last write copied from a file that was read. */
    public long copiedCells() {
        return copied;
    }

    /** Cells whose raw data the last write formatted and compressed anew. */
    public long writtenCells() {
        return written;
    }

    /** The open side files of one write: opened when first copied from, each checked unchanged once. */
    final class Copies implements AutoCloseable {
        private final Map<SideFile, FileChannel> open = new LinkedHashMap<>();

        Copies() {
            copied = 0;
            written = 0;
        }

        /** The file to copy {@code source} from; null when it changed since it was read. */
        FileChannel channel(Source source) throws IOException {
            if (open.containsKey(source.file())) {
                return open.get(source.file());
            }
            FileChannel channel = source.file().unchanged()
                    ? FileChannel.open(source.file().path(), StandardOpenOption.READ) : null;
            open.put(source.file(), channel);
            return channel;
        }

        @Override
        public void close() throws IOException {
            IOException first = null;
            for (FileChannel channel : open.values()) {
                if (channel == null) {
                    continue;
                }
                try {
                    channel.close();
                } catch (IOException e) {
                    first = first == null ? e : first;
                }
            }
            if (first != null) {
                throw first;
            }
        }
    }
}
