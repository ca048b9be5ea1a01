package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.result.RowKey;

/**
 * One gate's word on one row and runtime: what bench.export=junit prints as one test case, so a CI
 * test-report view lists every check a gate made, not only the failures the build log names.
 *
 * @param gate      the gate as the user set it: "bench.failOnRegression=5%"
 * @param row       the row (benchmark, mode, params)
 * @param runtimeId the column
 * @param status    passed, failed, or skipped (nothing the gate could judge)
 * @param message   why: the failure with its interval, what passed, or why nothing was judged
 */
public record GateCheck(String gate, RowKey row, String runtimeId, Status status, String message) {

    /** A test case's outcome. */
    public enum Status {
        PASSED,
        FAILED,
        SKIPPED
    }
}
