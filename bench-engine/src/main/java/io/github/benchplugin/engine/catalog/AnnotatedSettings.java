package io.github.benchplugin.engine.catalog;

import java.time.Duration;
import java.util.Map;

/**
 * What a benchmark's own annotations (@Fork, @Warmup, @Measurement, @Threads, @OutputTimeUnit, on
 * the method or its class) set, as JMH's BenchmarkList records them; null where they leave JMH's
 * default. A bench.* setting overrides them, and the run says so when the user set it
 * (engine's AnnotationOverrides); under bench.job=jmh they are what runs, so the plan's time (the
 * progress estimate and the default bench.timeout) must come from them, not from JMH's defaults.
 * (@BenchmarkMode is not here: the list gives every benchmark a mode, JMH's default included.)
 *
 * @param threads  @Threads; -1 for {@code Threads.MAX}, -2 for {@code Threads.HALF_MAX} (JMH 1.33+)
 * @param timeUnit @OutputTimeUnit as {@link java.util.concurrent.TimeUnit}'s name ("NANOSECONDS")
 */
public record AnnotatedSettings(Integer forks, Integer warmupIterations, Duration warmupTime, Integer iterations,
                                Duration time, Integer threads, String timeUnit) {

    public static final AnnotatedSettings NONE = new AnnotatedSettings(null, null, null, null, null, null, null);

    /** From a benchmark as {@link io.github.benchplugin.host.CatalogReader} describes it. */
    static AnnotatedSettings of(Map<String, Object> benchmark) {
        return new AnnotatedSettings((Integer) benchmark.get("forks"), (Integer) benchmark.get("warmupIterations"),
                duration(benchmark.get("warmupNanos")), (Integer) benchmark.get("iterations"),
                duration(benchmark.get("measurementNanos")), (Integer) benchmark.get("threads"),
                (String) benchmark.get("timeUnit"));
    }

    private static Duration duration(Object nanos) {
        return nanos == null ? null : Duration.ofNanos((Long) nanos);
    }
}
