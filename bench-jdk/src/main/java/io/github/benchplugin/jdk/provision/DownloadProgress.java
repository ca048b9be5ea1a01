package io.github.benchplugin.jdk.provision;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Log lines for a download: size, percent and time left, at most one every few seconds so a fast
 * download prints two lines and a slow one shows it is alive.
 */
final class DownloadProgress {

    private static final long INTERVAL_NANOS = 3_000_000_000L;

    private final String what;
    private final Consumer<String> log;
    private final LongSupplier nanoTime;
    private long total = -1;
    private long started;
    private long lastLine;

    DownloadProgress(String what, Consumer<String> log, LongSupplier nanoTime) {
        this.what = what;
        this.log = log;
        this.nanoTime = nanoTime;
    }

    void start(long totalBytes) {
        total = totalBytes;
        started = nanoTime.getAsLong();
        lastLine = started;
        log.accept("Downloading " + what + (total > 0 ? " (" + size(total) + ")" : ""));
    }

    void advance(long done) {
        long now = nanoTime.getAsLong();
        if (now - lastLine < INTERVAL_NANOS) {
            return;
        }
        lastLine = now;
        log.accept("  " + line(done, now - started));
    }

    void finish(long done) {
        double seconds = (nanoTime.getAsLong() - started) / 1e9;
        log.accept("  " + size(done) + " in " + String.format(Locale.ROOT, "%.1f s", seconds));
    }

    /** {@code 120 MB of 200 MB (60%), about 8s left}; without a known total, just the bytes. */
    String line(long done, long elapsedNanos) {
        if (total <= 0) {
            return size(done);
        }
        int percent = (int) Math.min(100, done * 100 / total);
        String left = "";
        if (done > 0 && elapsedNanos > 0) {
            long remainingSeconds = Math.round((double) elapsedNanos / done * (total - done) / 1e9);
            left = ", about " + (remainingSeconds >= 60 ? remainingSeconds / 60 + "m " + remainingSeconds % 60 + "s"
                    : remainingSeconds + "s") + " left";
        }
        return size(done) + " of " + size(total) + " (" + percent + "%)" + left;
    }

    static String size(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return (bytes >> 20) + " MB";
        }
        if (bytes >= 1L << 10) {
            return (bytes >> 10) + " KB";
        }
        return bytes + " B";
    }
}
