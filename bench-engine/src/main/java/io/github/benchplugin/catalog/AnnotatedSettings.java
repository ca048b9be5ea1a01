package io.github.benchplugin.catalog;

import java.time.Duration;
import java.util.Map;

/**
 * What a benchmark's own annotations (@Fork, @Warmup, @Measurement, on the method or its class)
 * set, as JMH's BenchmarkList records them; null where they leave JMH's default. A bench.* setting
 * overrides them; under bench.job=jmh they are what runs, so the plan's time (the progress
 * estimate and the default bench.timeout) must come from them, not from JMH's defaults.
 */
public record AnnotatedSettings(Integer forks, Integer warmupIterations, Duration warmupTime, Integer iterations,
                                Duration time) {

    public static final AnnotatedSettings NONE = new AnnotatedSettings(null, null, null, null, null);

    /** From a benchmark as {@link io.github.benchplugin.host.CatalogReader} describes it. */
    static AnnotatedSettings of(Map<String, Object> benchmark) {
        return new AnnotatedSettings((Integer) benchmark.get("forks"), (Integer) benchmark.get("warmupIterations"),
                duration(benchmark.get("warmupNanos")), (Integer) benchmark.get("iterations"),
                duration(benchmark.get("measurementNanos")));
    }

    private static Duration duration(Object nanos) {
        return nanos == null ? null : Duration.ofNanos((Long) nanos);
    }
}
