package io.github.benchplugin.model.result;

/** The warning codes of the contract; more may be added, none renamed. */
public enum WarningCode {
    UNISOLATED, ZERO_MEASUREMENT, HIGH_ERROR, NOT_CONVERGED, MULTIMODAL, FEW_SAMPLES,
    ENVIRONMENT, MIXED_HOSTS, FAILED, RUNTIME_MISMATCH,
    // bench.compareTo: rows or runtimes missing from the earlier run; the earlier runtime differs (JDK, host).
    NOT_COMPARED, PREVIOUS_MISMATCH,
    // More benchmark threads (bench.threads, @Threads, @GroupThreads) than the machine has processors.
    OVERSUBSCRIBED,
    // Some forks of a row reached a steady state and others on the same runtime never did.
    UNSTEADY_FORKS,
    // The machine changed speed during the run: some rounds' forks slower on nearly every cell.
    MACHINE_DRIFT
}
