package io.github.benchplugin.host;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Every iteration of a cell's measured forks, warm-up and measurement, as JMH reported it to the
 * host: JMH's JSON keeps only the measurement iterations, and no times. One line per event, written
 * as it happens (a fork killed by its timeout leaves what it had):
 * <pre>
 * fork 0.2143           a measured fork's first iteration starts, seconds after the fork started
 * w 0.7150 1234.5       a warm-up iteration ended: seconds since the fork started, JMH's score
 * m 1.2161 310.2        a measurement iteration ended
 * </pre>
 * Warm-up forks (-wf) are not measured and not written. A fork keeps at most
 * {@link #MAX_ITERATIONS_PER_FORK} iterations, so that a cell's record stays small whatever
 * iteration counts a benchmark asks for.
 */
public final class IterationLog implements Closeable {

    /** Iterations kept per fork; later ones are measured by JMH as always, only not recorded. */
    public static final int MAX_ITERATIONS_PER_FORK = 250;

    /** One measured fork's iterations, in order. */
    public static final class Fork {
        /** Seconds from the fork's start to its first iteration's start. */
        public final double startSeconds;
        /** How many of the first {@link #endSeconds} entries are warm-up iterations. */
        public final int warmupIterations;
        /** Seconds from the fork's start to each iteration's end. */
        public final List<Double> endSeconds;
        /** JMH's score of each iteration, in the benchmark's unit. */
        public final List<Double> scores;

        public Fork(double startSeconds, int warmupIterations, List<Double> endSeconds, List<Double> scores) {
            this.startSeconds = startSeconds;
            this.warmupIterations = warmupIterations;
            this.endSeconds = Collections.unmodifiableList(new ArrayList<Double>(endSeconds));
            this.scores = Collections.unmodifiableList(new ArrayList<Double>(scores));
        }
    }

    private final Writer out;
    private int inFork;

    private IterationLog(Writer out) {
        this.out = out;
    }

    public static IterationLog create(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return new IterationLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    }

    /** A measured fork's first iteration starts. */
    public synchronized void fork(double startSeconds) throws IOException {
        inFork = 0;
        line(String.format(Locale.ROOT, "fork %.4f", startSeconds));
    }

    /** An iteration of the current fork ended; dropped past the bound, or before any fork began. */
    public synchronized void iteration(boolean warmup, double endSeconds, double score) throws IOException {
        if (inFork >= MAX_ITERATIONS_PER_FORK) {
            return;
        }
        inFork++;
        line(String.format(Locale.ROOT, "%s %.4f %s", warmup ? "w" : "m", endSeconds, Double.toString(score)));
    }

    private void line(String text) throws IOException {
        out.write(text);
        out.write('\n');
        out.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /**
     * The forks of a file, in order; an absent file has none. A line that does not parse (a fork
     * killed while writing it) ends the reading: what came before it stands.
     */
    public static List<Fork> read(Path file) throws IOException {
        List<Fork> forks = new ArrayList<Fork>();
        if (!Files.isRegularFile(file)) {
            return forks;
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            ForkBuilder current = null;
            String line;
            while ((line = in.readLine()) != null) {
                String[] parts = line.trim().split(" ");
                try {
                    if (parts.length == 2 && parts[0].equals("fork")) {
                        if (current != null) {
                            forks.add(current.build());
                        }
                        current = new ForkBuilder(Double.parseDouble(parts[1]));
                    } else if (parts.length == 3 && current != null && (parts[0].equals("w") || parts[0].equals("m"))) {
                        current.add(parts[0].equals("w"), Double.parseDouble(parts[1]), Double.parseDouble(parts[2]));
                    } else {
                        break;
                    }
                } catch (NumberFormatException e) {
                    break;
                }
            }
            if (current != null) {
                forks.add(current.build());
            }
        }
        return forks;
    }

    private static final class ForkBuilder {
        private final double start;
        private int warmup;
        private final List<Double> ends = new ArrayList<Double>();
        private final List<Double> scores = new ArrayList<Double>();

        ForkBuilder(double start) {
            this.start = start;
        }

        void add(boolean isWarmup, double end, double score) {
            // A warm-up iteration after a measurement one cannot come from JMH; the count stays a prefix.
            if (isWarmup && warmup == ends.size()) {
                warmup++;
            }
            ends.add(end);
            scores.add(score);
        }

        Fork build() {
            return new Fork(start, warmup, ends, scores);
        }
    }
}
