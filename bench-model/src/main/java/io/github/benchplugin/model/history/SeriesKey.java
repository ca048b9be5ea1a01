package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.RowKey;

/**
 * What makes one trend: a row on one runtime id, in one unit, on one machine type. A run on
 * another machine type starts another series, so a change of machine is never reported as a
 * change of code; another unit (bench.timeUnit changed) too.
 *
 * @param machineType {@link io.github.benchplugin.model.result.Machine#typeKey()}, "unknown" when not recorded
 */
public record SeriesKey(RowKey row, String runtime, String unit, String machineType) {

    /** "org.x.B.m {n=10} avgt on 17". */
    public String label() {
        return row.benchmark() + (row.params().isEmpty() ? "" : " " + row.params()) + " " + row.mode() + " on " + runtime;
    }
}
