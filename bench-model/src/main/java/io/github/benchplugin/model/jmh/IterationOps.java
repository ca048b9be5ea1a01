package io.github.benchplugin.model.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How many operations each measured iteration did, fork by fork, worked out from what JMH's JSON
 * says: the iteration's score, the nominal iteration time ({@code measurementTime}, e.g. "1 s") and
 * the thread count. JMH does not write the count itself. A timed iteration ends at the first
 * operation after its time is up, so the figure is close (within one operation per thread), not exact.
 *
 * <p>Throughput is operations per time unit summed over threads: ops = score x time. Average and
 * sample time are time per operation of each thread: ops = threads x time / score. Single-shot
 * iterations are not timed: no figure.
 */
final class IterationOps {

    /** Seconds per unit as JMH writes units in scores ("ns/op", "ops/us") and times ("10 s", "1 min"). */
    private static final Map<String, Double> SECONDS = Map.of(
            "ns", 1e-9, "us", 1e-6, "ms", 1e-3, "s", 1.0, "min", 60.0, "hr", 3600.0, "day", 86400.0);

    private IterationOps() {
    }

    /**
     * @param mode            JMH's short mode name
     * @param unit            the primary score's unit
     * @param measurementTime JMH's "measurementTime" ("1 s"), or null
     * @param threads         JMH's "threads"
     * @param scores          the primary score of each iteration, by fork
     * @return operations per iteration in the same shape as {@code scores}; empty when they cannot be known
     */
    static Optional<List<List<Double>>> of(String mode, String unit, String measurementTime, int threads,
                                           List<List<Double>> scores) {
        Optional<Double> seconds = seconds(measurementTime);
        boolean throughput = mode.equals("thrpt");
        boolean perOperation = mode.equals("avgt") || mode.equals("sample");
        Optional<Double> unitSeconds = scoreTimeUnit(unit, throughput);
        if (seconds.isEmpty() || unitSeconds.isEmpty() || threads < 1 || !(throughput || perOperation)) {
            return Optional.empty();
        }
        double time = seconds.get() / unitSeconds.get(); // the iteration time in the score's time unit
        List<List<Double>> ops = new ArrayList<>();
        for (List<Double> fork : scores) {
            List<Double> forkOps = new ArrayList<>();
            for (double score : fork) {
                forkOps.add(throughput ? score * time : threads * time / score);
            }
            ops.add(forkOps);
        }
        return Optional.of(ops);
    }

    /** "ops/ms" -> ms for throughput, "ns/op" -> ns for the others. */
    private static Optional<Double> scoreTimeUnit(String unit, boolean throughput) {
        String[] parts = unit == null ? new String[0] : unit.split("/");
        if (parts.length != 2) {
            return Optional.empty();
        }
        return Optional.ofNullable(SECONDS.get(throughput ? parts[1] : parts[0]));
    }

    /** "10 s", "200 ms" -> seconds. */
    private static Optional<Double> seconds(String time) {
        if (time == null) {
            return Optional.empty();
        }
        String[] parts = time.trim().split("\\s+");
        if (parts.length != 2 || !SECONDS.containsKey(parts[1].toLowerCase(Locale.ROOT))) {
            return Optional.empty();
        }
        try {
            double amount = Double.parseDouble(parts[0]);
            return amount > 0 ? Optional.of(amount * SECONDS.get(parts[1].toLowerCase(Locale.ROOT))) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
