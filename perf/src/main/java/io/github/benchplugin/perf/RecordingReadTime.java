package io.github.benchplugin.perf;

import io.github.benchplugin.engine.explain.RecordingReader;
import io.github.benchplugin.model.result.Evidence;
import jdk.jfr.consumer.RecordingFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * How long bench.explain takes to read one recording into its evidence, as the run does it (the
 * same {@link RecordingReader#read} call, in a JVM that has not read a recording yet): the first
 * read pays for loading JFR's reader, the later ones show the read itself. issue 20 asks for under
 * 2 s for a 10-second fork. Usage: {@code RecordingReadTime <file.jfr>... [--repeat N] [--warmup 1s]};
 * scripts/explain-read-time.sh makes the recordings and runs it.
 */
public final class RecordingReadTime {

    private RecordingReadTime() {
    }

    public static void main(String[] args) throws Exception {
        int repeat = 5;
        Duration warmup = Duration.ofSeconds(1);
        java.util.List<Path> files = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Duration.ofMillis(Long.parseLong(args[++i].replace("ms", "")));
                default -> files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            System.err.println("usage: RecordingReadTime <file.jfr>... [--repeat N] [--warmup <ms>]");
            System.exit(2);
        }
        System.out.printf(Locale.ROOT, "java %s, %s%n", System.getProperty("java.version"), System.getProperty("java.vm.name"));
        for (Path file : files) {
            long start = System.nanoTime();
            Evidence first = RecordingReader.read(file, file.getFileName().toString(), warmup);
            double firstMs = (System.nanoTime() - start) / 1e6;
            double[] later = new double[repeat];
            for (int r = 0; r < repeat; r++) {
                long t = System.nanoTime();
                RecordingReader.read(file, file.getFileName().toString(), warmup);
                later[r] = (System.nanoTime() - t) / 1e6;
            }
            Arrays.sort(later);
            long events = 0;
            Duration span = Duration.ZERO;
            try (RecordingFile recording = new RecordingFile(file)) {
                java.time.Instant from = null;
                java.time.Instant to = null;
                while (recording.hasMoreEvents()) {
                    var event = recording.readEvent();
                    events++;
                    from = from == null || event.getStartTime().isBefore(from) ? event.getStartTime() : from;
                    to = to == null || event.getEndTime().isAfter(to) ? event.getEndTime() : to;
                }
                if (from != null) {
                    span = Duration.between(from, to);
                }
            }
            System.out.printf(Locale.ROOT, "%s: %,d bytes, %,d events over %.1f s, %,d worker samples; first read"
                            + " %.0f ms (JFR's reader loaded by it), then median %.0f ms, min %.0f ms, max %.0f ms"
                            + " of %d%n", file, Files.size(file), events, span.toMillis() / 1000.0, first.samples(),
                    firstMs, later.length == 0 ? Double.NaN : later[later.length / 2],
                    later.length == 0 ? Double.NaN : later[0], later.length == 0 ? Double.NaN : later[later.length - 1],
                    repeat);
        }
    }
}
