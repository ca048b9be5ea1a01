package io.github.benchplugin.engine.config;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The bench.job presets. Each sets forks, warmup and measurement; individual bench.* settings
 * override them. The reasoning behind the numbers is in docs/statistics.md.
 */
enum JobPreset {
    /** Smoke test: proves the suite runs; two tiny iterations so a ratio interval exists at all. */
    DRY(1, 0, Duration.ofMillis(100), 2, Duration.ofMillis(100)),
    /** A first answer in seconds: one fork, so no verdict (fork-to-fork variation unknown). */
    SHORT(1, 2, Duration.ofMillis(300), 3, Duration.ofMillis(300)),
    /** Enough forks for a verdict on a noisy 2-core machine, well under a minute per benchmark. */
    DEFAULT(5, 3, Duration.ofMillis(500), 5, Duration.ofMillis(400)),
    /** For release checklists: more forks and longer iterations for tighter intervals. */
    LONG(10, 5, Duration.ofSeconds(1), 10, Duration.ofSeconds(1)),
    /** Use the benchmarks' own @Fork/@Warmup/@Measurement annotations (JMH defaults where absent). */
    JMH(0, 0, null, 0, null);

    private final int forks;
    private final int warmupIterations;
    private final Duration warmupTime;
    private final int iterations;
    private final Duration time;

    JobPreset(int forks, int warmupIterations, Duration warmupTime, int iterations, Duration time) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.iterations = iterations;
        this.time = time;
    }

    public static JobPreset parse(String name) {
        String wanted = name == null || name.isBlank() ? "default" : name.trim();
        for (JobPreset p : values()) {
            if (p.id().equals(wanted.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new BadInputException("bench.job '" + name + "' is not a preset; allowed: "
                + Arrays.stream(values()).map(JobPreset::id).collect(Collectors.joining(", ")));
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * True when the preset's warm-up ends on evidence unless the user says otherwise (bench.warmup, or a
     * warm-up or measurement property): the default preset, whose forks are long enough (3.5 s) for the
     * steady-state rule to find a steady part, and whose validation is in docs/measurements.md. The short
     * and dry presets are too short to classify, long is a release's fixed reference, jmh is the annotations'.
     */
    public boolean warmupAutoByDefault() {
        return this == DEFAULT;
    }

    /** True when the preset leaves forks, warmup and measurement to the benchmark's annotations. */
    public boolean usesAnnotations() {
        return this == JMH;
    }

    public int forks() {
        return forks;
    }

    public int warmupIterations() {
        return warmupIterations;
    }

    public Duration warmupTime() {
        return warmupTime;
    }

    public int iterations() {
        return iterations;
    }

    public Duration time() {
        return time;
    }
}
