package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/**
 * Why a measured fork stopped where it did (issue 50, {@code warmup.forks[].stopReason} in results.json),
 * under bench.warmup=auto unless {@link #FIXED}:
 * <ul>
 * <li>{@code horizon}: a probe, at the horizon, where it may stop first;</li>
 * <li>{@code steady}: past its minimum, once its last iterations were steady (a probe past the horizon:
 *     once its last third held no material change);</li>
 * <li>{@code probe-onset}: a later fork, as soon as its probes' onset with its margin allowed;</li>
 * <li>{@code budget}: a later fork after probes with no material onset, at its share of the fixed
 *     preset's time that the probes left;</li>
 * <li>{@code cap}: at its cap (bench.iterations), never steady enough to stop before;</li>
 * <li>{@code fixed}: a fixed warm-up and measurement (bench.warmup=fixed, or a row that keeps them).</li>
 * </ul>
 */
public enum ForkStopReason {
    HORIZON, STEADY, PROBE_ONSET, BUDGET, CAP, FIXED;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @JsonCreator
    public static ForkStopReason fromJson(String value) {
        return value == null ? null : valueOf(value.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
