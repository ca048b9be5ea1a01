package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.JobSettings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What the user's bench.* settings override of the measured benchmarks' own annotations, said once
 * per run before measuring: one line per setting, naming the benchmark methods whose annotation it
 * replaces ("bench.threads=4 overrides @Threads(2) on org.acme.LockBench.contended"). JMH's options
 * win over the annotations without a word, and a benchmark written for 2 contending threads
 * measured with 4 measures something else: results.json's "threads" was the only trace.
 *
 * <p>Only a property the user set is said ({@link JobSettings#userSet}), and only where its value
 * differs from the annotation. The presets of bench.job set forks, warmup and measurement for every
 * benchmark by design (bench.job=jmh keeps the annotations): a line per annotated benchmark on every
 * run would be the normal case, and noise that hides the lines that matter.
 */
final class AnnotationOverrides {

    /** Methods named per annotated value; a longer list ends with how many more there are. */
    static final int NAMED = 10;

    /** JMH's {@code Threads.MAX} and {@code Threads.HALF_MAX}, as @Threads and the BenchmarkList hold them. */
    private static final int MAX_THREADS = -1;
    private static final int HALF_MAX_THREADS = -2;

    /** bench.timeUnit's words as {@link java.util.concurrent.TimeUnit} names them, as the catalog has @OutputTimeUnit. */
    private static final Map<String, String> TIME_UNITS = Map.of("ns", "NANOSECONDS", "us", "MICROSECONDS",
            "ms", "MILLISECONDS", "s", "SECONDS", "m", "MINUTES", "h", "HOURS");

    private AnnotationOverrides() {
    }

    /** The lines to log, in {@link JobSettings#ANNOTATION_OVERRIDES} order; none when nothing is overridden. */
    static List<String> of(JobSettings job, List<BenchmarkRow> rows) {
        Set<BenchmarkMethod> methods = new LinkedHashSet<>();
        rows.forEach(r -> methods.add(r.method()));
        List<Setting<?>> settings = List.of(
                new Setting<>("bench.forks", job.forks(), m -> m.annotated().forks(), v -> "@Fork(" + v + ")"),
                new Setting<>("bench.warmupIterations", job.warmupIterations(), m -> m.annotated().warmupIterations(),
                        v -> "@Warmup(iterations = " + v + ")"),
                new Setting<>("bench.warmupTime", job.warmupTime(), m -> m.annotated().warmupTime(),
                        v -> "@Warmup(time = " + duration(v) + ")", AnnotationOverrides::duration),
                new Setting<>("bench.iterations", job.iterations(), m -> m.annotated().iterations(),
                        v -> "@Measurement(iterations = " + v + ")"),
                new Setting<>("bench.time", job.time(), m -> m.annotated().time(),
                        v -> "@Measurement(time = " + duration(v) + ")", AnnotationOverrides::duration),
                new Setting<>("bench.mode", job.mode() == null ? null : Set.copyOf(BenchmarkMethod.requestedModes(job.mode())),
                        AnnotationOverrides::annotatedModes, v -> "@BenchmarkMode(" + String.join(", ", v) + ")",
                        v -> job.mode()),
                new Setting<>("bench.timeUnit", job.timeUnit() == null ? null : TIME_UNITS.get(job.timeUnit()),
                        m -> m.annotated().timeUnit(), v -> "@OutputTimeUnit(" + v + ")", v -> job.timeUnit()),
                new Setting<>("bench.threads", job.threads() == null ? null : threads(job.threads()),
                        m -> m.annotated().threads(), v -> "@Threads(" + threadsText(v) + ")", v -> job.threads()));
        List<String> lines = new ArrayList<>();
        for (Setting<?> setting : settings) {
            if (job.userSet().contains(setting.property())) {
                setting.line(methods).ifPresent(lines::add);
            }
        }
        return lines;
    }

    /**
     * One bench.* setting against the annotation it replaces.
     *
     * @param value      the value the run uses, comparable with {@code annotated}'s; null when not set
     * @param annotated  a method's annotated value; null when it has none
     * @param annotation how the annotation is written ("@Threads(2)")
     * @param given      how the setting is written after "bench.x="
     */
    private record Setting<T>(String property, T value, Function<BenchmarkMethod, T> annotated,
                              Function<T, String> annotation, Function<T, String> given) {

        Setting(String property, T value, Function<BenchmarkMethod, T> annotated, Function<T, String> annotation) {
            this(property, value, annotated, annotation, String::valueOf);
        }

        /** The methods whose annotation holds another value, grouped by that value in run order; empty when none. */
        Optional<String> line(Set<BenchmarkMethod> methods) {
            if (value == null) {
                return Optional.empty();
            }
            Map<String, List<String>> byAnnotation = new LinkedHashMap<>();
            for (BenchmarkMethod m : methods) {
                T own = annotated.apply(m);
                if (own != null && !Objects.equals(own, value)) {
                    byAnnotation.computeIfAbsent(annotation.apply(own), a -> new ArrayList<>()).add(m.name());
                }
            }
            if (byAnnotation.isEmpty()) {
                return Optional.empty();
            }
            List<String> parts = new ArrayList<>();
            byAnnotation.forEach((text, names) -> parts.add(text + " on " + named(names)));
            return Optional.of(property + "=" + given.apply(value) + " overrides " + String.join("; ", parts));
        }
    }

    private static String named(List<String> names) {
        if (names.size() <= NAMED) {
            return String.join(", ", names);
        }
        return String.join(", ", names.subList(0, NAMED)) + " and " + (names.size() - NAMED) + " more";
    }

    /** bench.threads as @Threads holds it: "max" is {@code Threads.MAX}. */
    private static Integer threads(String value) {
        return value.equals("max") ? MAX_THREADS : Integer.valueOf(value);
    }

    private static String threadsText(int threads) {
        return switch (threads) {
            case MAX_THREADS -> "Threads.MAX";
            case HALF_MAX_THREADS -> "Threads.HALF_MAX";
            default -> Integer.toString(threads);
        };
    }

    /**
     * The method's own modes where they must come from @BenchmarkMode; null where they may be JMH's
     * default: the BenchmarkList gives a benchmark without the annotation Throughput, which cannot
     * be told from {@code @BenchmarkMode(Mode.Throughput)} and is not called an annotation.
     */
    private static Set<String> annotatedModes(BenchmarkMethod method) {
        return method.modes().equals(List.of("thrpt")) ? null : new LinkedHashSet<>(method.modes());
    }

    /** As durations are written in bench.* settings and in annotations: "2s", "500ms", "100us". */
    static String duration(Duration d) {
        long nanos = d.toNanos();
        if (nanos % 1_000_000_000L == 0) {
            return nanos / 1_000_000_000L + "s";
        }
        if (nanos % 1_000_000L == 0) {
            return nanos / 1_000_000L + "ms";
        }
        return nanos % 1_000L == 0 ? nanos / 1_000L + "us" : nanos + "ns";
    }
}
