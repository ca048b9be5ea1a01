package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * The harness floor of one runtime: what an empty benchmark method costs there, measured with
 * the run's settings. It is the smallest score any benchmark can have on that runtime (the
 * harness's own loop, timer and call), so a cell that is not significantly above it measures
 * nothing of its own: dead code or a constant folded by the JIT.
 *
 * @param mode      JMH short mode name the floor was measured in; null when unknown (then it is
 *                  taken as measured in the steady-state loop shared by thrpt and avgt)
 * @param score     JMH's score of the empty benchmark, in {@code unit}
 * @param error     half-width of JMH's 99.9% interval; null when JMH had none
 * @param unit      score unit ("ns/op", or "ops/us" for thrpt)
 * @param forkMeans mean of each fork's measured iterations, in {@code unit}: the fork is the
 *                  unit of replication, and the floor test compares fork means
 * @param forkSamples each fork's measured iterations, in {@code unit}, as a cell's: the floor test
 *                  takes the fastest of them; empty in files written before 2026-12-06
 */
public record HarnessFloor(String mode, Double score, Double error, String unit, List<Double> forkMeans,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) List<List<Double>> forkSamples) {

    public HarnessFloor {
        forkMeans = forkMeans == null ? List.of() : List.copyOf(forkMeans);
        forkSamples = forkSamples == null ? List.of() : forkSamples.stream().map(List::copyOf).toList();
    }

    /** A floor known only by its fork means (older files, tests of the fork-level rules). */
    public HarnessFloor(String mode, Double score, Double error, String unit, List<Double> forkMeans) {
        this(mode, score, error, unit, forkMeans, List.of());
    }

    /**
     * Whether a row in {@code rowMode} may be compared with this floor. thrpt and avgt run the
     * same measurement loop (only the reported figure is inverted), so one floor serves both;
     * sample mode times each call with the timer and ss times one cold call, so each needs a
     * floor measured in its own mode. Comparing across those would flag real work.
     */
    public boolean appliesTo(String rowMode) {
        return appliesTo(mode, rowMode);
    }

    /** As {@link #appliesTo(String)}, for a floor measured (or still to be measured) in {@code floorMode}. */
    public static boolean appliesTo(String floorMode, String rowMode) {
        return family(floorMode).equals(family(rowMode));
    }

    private static String family(String mode) {
        if (mode == null || mode.equals("thrpt") || mode.equals("avgt")) {
            return "steady";
        }
        return mode;
    }
}
