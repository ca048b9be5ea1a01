package io.github.benchplugin.model.result;

/**
 * Something a careful engineer would point out about the numbers.
 *
 * @param code      what kind of finding it is
 * @param message   what was seen and what to do about it
 * @param benchmark the benchmark concerned as people read it (with params when they matter), or null for the
 *                  whole run; the contract's field in results.json
 * @param runtime   the runtime id concerned, or null for all
 * @param row       the one row the warning is about, or null (a run-wide warning, a runtime, several rows); how
 *                  the reports link it to its row
 */
public record Warning(WarningCode code, String message, String benchmark, String runtime, RowKey row) {

    /** A warning about the run, a runtime, or something named in words rather than one row. */
    public static Warning of(WarningCode code, String message, String benchmark, String runtime) {
        return new Warning(code, message, benchmark, runtime, null);
    }

    /** A warning about one row (on one runtime, or on all when {@code runtime} is null). */
    public static Warning forRow(WarningCode code, String message, Row row, String runtime) {
        return new Warning(code, message, row.label(), runtime, row.key());
    }
}
