package io.github.benchplugin.model.previousrun;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.RowKey;


/**
 * One row on one runtime that allocates more bytes per operation than its reference, by more
 * than the threshold of bench.failOnAllocRegression.
 *
 * @param row        the row (benchmark, mode, params)
 * @param runtimeId  the runtime that allocates more
 * @param reference  what it allocates more than: the baseline runtime or the earlier run
 * @param comparison the comparison whose {@code alloc} says {@code more}
 * @param bytes      bytes per operation now
 * @param referenceBytes bytes per operation of the reference
 */
public record AllocRegression(RowKey row, String runtimeId, Regression.Reference reference, Comparison comparison,
                              double bytes, double referenceBytes) {

    /** "org.x.B.m {n=10} avgt on 25: 2.00x the bytes of 17 (512 B/op, against 256 B/op)". */
    public String describe() {
        String than = reference.than(comparison);
        return row.label() + " " + row.mode() + " on " + runtimeId + ": " + NumberFormats.ratio(comparison.alloc().ratio())
                + "x the bytes of " + than + " (" + NumberFormats.bytes(bytes) + "/op, against "
                + NumberFormats.bytes(referenceBytes) + "/op)";
    }
}
