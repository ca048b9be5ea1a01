package io.github.benchplugin.model.stats;

import java.util.Locale;
import java.util.OptionalDouble;

/** Converts JMH scores ("12.3 us/op", "4.5 ops/ms") to nanoseconds per operation. */
public final class ScoreUnits {

    private ScoreUnits() {
    }

    /** Nanoseconds per operation, or empty when the unit is not a JMH time or rate unit. */
    public static OptionalDouble nanosPerOp(double score, String unit) {
        if (unit == null || !Double.isFinite(score)) {
            return OptionalDouble.empty();
        }
        String u = unit.trim().toLowerCase(Locale.ROOT);
        if (u.endsWith("/op")) {
            OptionalDouble nanos = nanos(u.substring(0, u.length() - 3));
            return nanos.isPresent() ? OptionalDouble.of(score * nanos.getAsDouble()) : nanos;
        }
        if (u.startsWith("ops/") && score > 0) {
            OptionalDouble nanos = nanos(u.substring(4));
            return nanos.isPresent() ? OptionalDouble.of(nanos.getAsDouble() / score) : nanos;
        }
        return OptionalDouble.empty();
    }

    private static OptionalDouble nanos(String timeUnit) {
        return switch (timeUnit) {
            case "ns" -> OptionalDouble.of(1);
            case "us", "\u00b5s" -> OptionalDouble.of(1e3);
            case "ms" -> OptionalDouble.of(1e6);
            case "s" -> OptionalDouble.of(1e9);
            case "min", "m" -> OptionalDouble.of(60e9);
            case "hr", "h" -> OptionalDouble.of(3600e9);
            case "day", "d" -> OptionalDouble.of(86400e9);
            default -> OptionalDouble.empty();
        };
    }
}
