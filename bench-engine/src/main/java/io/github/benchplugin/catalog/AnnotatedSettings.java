package io.github.benchplugin.catalog;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Optional;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * What a benchmark's own annotations (@Fork, @Warmup, @Measurement, on the method or its class)
 * set, as JMH's BenchmarkList records them; null where they leave JMH's default. A bench.* setting
 * overrides them; under bench.job=jmh they are what runs, so the plan's time (the progress
 * estimate and the default bench.timeout) must come from them, not from JMH's defaults.
 */
public record AnnotatedSettings(Integer forks, Integer warmupIterations, Duration warmupTime, Integer iterations,
                                Duration time) {

    public static final AnnotatedSettings NONE = new AnnotatedSettings(null, null, null, null, null);

    static AnnotatedSettings of(BenchmarkListEntry entry) {
        return new AnnotatedSettings(entry.getForks().orElse(null), entry.getWarmupIterations().orElse(null),
                duration(entry.getWarmupTime()), entry.getMeasurementIterations().orElse(null),
                duration(entry.getMeasurementTime()));
    }

    private static Duration duration(Optional<TimeValue> time) {
        return time.hasValue() ? Duration.ofNanos(time.get().convertTo(TimeUnit.NANOSECONDS)) : null;
    }
}
