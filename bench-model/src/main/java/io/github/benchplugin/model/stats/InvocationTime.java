package io.github.benchplugin.model.stats;

import java.util.OptionalDouble;

/**
 * Time per call of the benchmark method, in nanoseconds. JMH divides a call's time by the
 * method's {@code @OperationsPerInvocation} N, so a score is per operation; the harness floor is
 * the cost of one call. To compare the two, a time score is multiplied by N and a rate divided
 * by N (then inverted): both give the nanoseconds one call took.
 */
final class InvocationTime {

    private InvocationTime() {
    }

    /** Nanoseconds per call, or empty when the unit is neither a time nor a rate per operation. */
    public static OptionalDouble nanos(double score, String unit, int opsPerInvocation) {
        OptionalDouble perOp = ScoreUnits.nanosPerOp(score, unit);
        return perOp.isPresent() ? OptionalDouble.of(perOp.getAsDouble() * opsPerInvocation) : perOp;
    }
}
