package io.github.benchplugin.engine.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * bench.floor: where the harness floor (an empty benchmark with the run's settings, what
 * ZERO_MEASUREMENT compares cells with) is measured. It costs a few seconds per runtime and round,
 * and changes nothing for cells far above it, so by default it is measured only where a cell
 * could be near it (FloorDemand in bench-model says where).
 */
public enum FloorSetting {
    /** Rows first; the floor only on runtimes where some cell could be indistinguishable from it. */
    AUTO("auto"),
    /** On every runtime in every round, before the rows. */
    ALWAYS("true"),
    /** Never: no ZERO_MEASUREMENT decision that needs a floor is made. */
    NEVER("false");

    private final String text;

    FloorSetting(String text) {
        this.text = text;
    }

    /** The value as the user writes it, and as results.json records it. */
    public String text() {
        return text;
    }

    /** @param value bench.floor as given; null or blank is the default, {@link #AUTO} */
    public static FloorSetting parse(String value) {
        if (value == null || value.isBlank()) {
            return AUTO;
        }
        String wanted = value.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.text.equals(wanted)).findFirst()
                .orElseThrow(() -> new BadInputException("bench.floor '" + value + "' is not allowed; use "
                        + Arrays.stream(values()).map(FloorSetting::text).collect(Collectors.joining(", "))
                        + " (auto: measure the harness floor only on runtimes where a cell could be near it)"));
    }
}
