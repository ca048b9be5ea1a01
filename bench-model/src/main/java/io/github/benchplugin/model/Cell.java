package io.github.benchplugin.model;

import java.util.List;

/**
 * One benchmark row measured on one runtime.
 *
 * @param status          ok, failed or skipped
 * @param score           JMH's score (mean over every iteration of every fork); null when not ok
 * @param error           half-width of JMH's 99.9% confidence interval; NaN-free (null when JMH had none)
 * @param ciLow           lower bound of JMH's score confidence interval; null when unknown
 * @param ciHigh          upper bound of JMH's score confidence interval; null when unknown
 * @param samples         every measured iteration of every fork, flattened in fork order
 * @param forkSamples     the same samples grouped by fork: the fork is the unit of replication
 * @param allocBytesPerOp gc.alloc.rate.norm in bytes per operation; null when not measured
 * @param message         why, when failed or skipped; null otherwise
 */
public record Cell(
        CellStatus status,
        Double score,
        Double error,
        Double ciLow,
        Double ciHigh,
        List<Double> samples,
        List<List<Double>> forkSamples,
        Double allocBytesPerOp,
        String message) {

    public Cell {
        samples = samples == null ? List.of() : List.copyOf(samples);
        forkSamples = forkSamples == null ? List.of() : forkSamples.stream().map(List::copyOf).toList();
    }

    public static Cell failed(String message) {
        return new Cell(CellStatus.FAILED, null, null, null, null, List.of(), List.of(), null, message);
    }

    public static Cell skipped(String message) {
        return new Cell(CellStatus.SKIPPED, null, null, null, null, List.of(), List.of(), null, message);
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isOk() {
        return status == CellStatus.OK && score != null;
    }
}
