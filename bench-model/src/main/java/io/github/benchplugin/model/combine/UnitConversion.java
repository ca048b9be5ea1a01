package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.stats.ScoreUnits;

import java.util.OptionalDouble;

/**
 * The factor that turns scores of one JMH unit into another of the same kind: 1000 from us/op to
 * ns/op, 0.001 from ops/ms to ops/us. Merged inputs may have run with different bench.timeUnit;
 * a row must never hold ns/op next to us/op.
 */
final class UnitConversion {

    private UnitConversion() {
    }

    /** Empty when the units are not two time-per-operation or two operations-per-time units JMH knows. */
    static OptionalDouble factor(String from, String to) {
        if (from.equals(to)) {
            return OptionalDouble.of(1);
        }
        boolean fromRate = isRate(from);
        if (fromRate != isRate(to)) {
            return OptionalDouble.empty();
        }
        // nanosPerOp(1, "us/op") = 1000 ns in one us; nanosPerOp(1, "ops/ms") = 1e6 ns in one ms.
        OptionalDouble fromNanos = ScoreUnits.nanosPerOp(1, from);
        OptionalDouble toNanos = ScoreUnits.nanosPerOp(1, to);
        if (fromNanos.isEmpty() || toNanos.isEmpty()) {
            return OptionalDouble.empty();
        }
        double ratio = fromNanos.getAsDouble() / toNanos.getAsDouble();
        return OptionalDouble.of(fromRate ? 1 / ratio : ratio);
    }

    private static boolean isRate(String unit) {
        return unit.trim().toLowerCase(java.util.Locale.ROOT).startsWith("ops/");
    }
}
