package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.RunLog;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * What a host JVM prints on its standard output and error: the JVM's own warnings, the output JMH
 * forwards from its forks, and whatever the benchmark prints. It is data, never control (the host's
 * events come on its {@link HostLink}): kept per cell, bounded, shown in the log only with -X, and
 * its last lines go with a failed cell's reason, apart from it.
 * <p>
 * Bounded because a benchmark may print without end: of each cell's output the first and the last
 * {@link #KEEP} bytes are kept; a line is cut at {@link #LINE_CHARS} characters for the log and the
 * failure tail, so that a 10 MB line costs neither memory nor a flooded log.
 */
final class HostOutput {

    /** Bytes kept of the start of a cell's output, and as many of its end. */
    static final int KEEP = 32 * 1024;
    /** A line's characters shown in the log and in a failure's tail. */
    static final int LINE_CHARS = 300;
    /** Lines of output that go with a failed cell. */
    static final int TAIL_LINES = 20;
    /** How long the output must have been quiet for a cell's end to be settled, and the longest wait for it. */
    private static final long QUIET_NANOS = 20_000_000L;
    private static final long SETTLE_MAX_NANOS = 200_000_000L;
    /** Lines kept of a host's whole output: why a host that never ran a cell died. */
    private static final int HOST_LINES = 40;

    private final RunLog log;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private long lineLength;
    private final Deque<String> hostLines = new ArrayDeque<>();
    private Deque<String> cellLines;
    private Kept cell;
    private volatile long lastBytesAt = System.nanoTime() - QUIET_NANOS;

    HostOutput(RunLog log) {
        this.log = log;
    }

    /** Reads the host's output until it ends (the drain thread of a host). */
    void drain(InputStream from) {
        byte[] buffer = new byte[8192];
        try (from) {
            int n;
            while ((n = from.read(buffer)) != -1) {
                write(buffer, n);
            }
        } catch (IOException ignored) {
            // the host was killed: its output ends here
        } finally {
            synchronized (this) {
                endLine();
            }
        }
    }

    /**
     * Waits (a moment at most) until the host's output has been quiet for {@link #QUIET_NANOS}: the
     * host flushes its output before it sends the event that ends a cell, so the cell's last words
     * (a teardown's) are its own and not the next cell's. A host that printed nothing lately costs
     * no wait. (The pipe's available() cannot tell: it waits for the lock of the drain's read.)
     */
    void settle() {
        long deadline = System.nanoTime() + SETTLE_MAX_NANOS;
        try {
            while (System.nanoTime() - lastBytesAt < QUIET_NANOS && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    synchronized void write(byte[] bytes, int length) {
        lastBytesAt = System.nanoTime();
        if (cell != null) {
            cell.add(bytes, length);
        }
        for (int i = 0; i < length; i++) {
            byte b = bytes[i];
            if (b == '\n') {
                endLine();
            } else {
                lineLength++;
                if (line.size() < LINE_CHARS * 4) { // UTF-8: at most 4 bytes a character
                    line.write(b);
                }
            }
        }
    }

    /** A cell starts: what comes from now on is its output. */
    synchronized void cellStarted() {
        endLine();
        cell = new Kept();
        cellLines = new ArrayDeque<>();
    }

    /** The cell has ended: its output, and the host's output is its own again. */
    synchronized Captured cellEnded() {
        endLine();
        Captured captured = cell == null ? Captured.NONE : new Captured(cell.bytes(), cell.total, List.copyOf(cellLines));
        cell = null;
        cellLines = null;
        return captured;
    }

    /** The host's last lines, for a host that died before it ran a cell. */
    synchronized List<String> recentLines() {
        endLine();
        return List.copyOf(hostLines);
    }

    private void endLine() {
        if (lineLength == 0 && line.size() == 0) {
            return;
        }
        String text = readable(line.toString(StandardCharsets.UTF_8));
        if (text.length() > LINE_CHARS) {
            text = text.substring(0, LINE_CHARS);
        }
        if (lineLength > text.length()) {
            text += " [... " + (lineLength - text.length()) + " more bytes on this line]";
        }
        line.reset();
        lineLength = 0;
        log.debug("  | " + text);
        keep(hostLines, text, HOST_LINES);
        if (cellLines != null) {
            keep(cellLines, text, TAIL_LINES);
        }
    }

    private static void keep(Deque<String> lines, String text, int capacity) {
        if (lines.size() == capacity) {
            lines.removeFirst();
        }
        lines.addLast(text);
    }

    /** Control characters (a terminal's escape sequences, binary bytes) shown as '?'. */
    private static String readable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> out.appendCodePoint(c == '\t' || !Character.isISOControl(c) ? c : '?'));
        return out.toString();
    }

    /** One cell's output as kept: its first and last bytes, how many there were, and its last lines. */
    record Captured(byte[] kept, long total, List<String> lastLines) {

        static final Captured NONE = new Captured(new byte[0], 0, List.of());

        /**
         * Appends it to the cell's file (a row's rounds go into one file, each under its heading);
         * nothing is written for a cell that printed nothing.
         */
        void appendTo(Path file, String heading) throws IOException {
            if (total == 0) {
                return;
            }
            Files.createDirectories(file.getParent());
            byte[] head = ("== " + heading + " ==\n").getBytes(StandardCharsets.UTF_8);
            Files.write(file, head, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            Files.write(file, kept, StandardOpenOption.APPEND);
            Files.write(file, "\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        }
    }

    /** The first {@link #KEEP} bytes and a ring of the last {@link #KEEP}, whatever comes in between. */
    private static final class Kept {
        private final ByteArrayOutputStream head = new ByteArrayOutputStream();
        private final byte[] tail = new byte[KEEP];
        private int tailStart;
        private int tailSize;
        private long total;

        void add(byte[] bytes, int length) {
            for (int i = 0; i < length; i++) {
                total++;
                if (head.size() < KEEP) {
                    head.write(bytes[i]);
                } else {
                    tail[(tailStart + tailSize) % KEEP] = bytes[i];
                    if (tailSize < KEEP) {
                        tailSize++;
                    } else {
                        tailStart = (tailStart + 1) % KEEP;
                    }
                }
            }
        }

        byte[] bytes() {
            ByteArrayOutputStream out = new ByteArrayOutputStream(head.size() + tailSize + 64);
            out.writeBytes(head.toByteArray());
            long skipped = total - head.size() - tailSize;
            if (skipped > 0) {
                out.writeBytes(("\n[... " + skipped + " bytes left out ...]\n").getBytes(StandardCharsets.UTF_8));
            }
            for (int i = 0; i < tailSize; i++) {
                out.write(tail[(tailStart + i) % KEEP]);
            }
            return out.toByteArray();
        }
    }
}
