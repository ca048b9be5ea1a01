package io.github.benchplugin.engine.gate;

import io.github.benchplugin.model.history.RunRecord;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.gate.GateCheck;

import java.util.List;
import java.util.Optional;

/**
 * What every gate decided about one result, and nothing written yet: {@link Publication} writes it (the history
 * record, the step summary, the exports) in one fixed order whether a gate passed or failed.
 */
public final class GateDecision {

    private final BenchResult result;
    private final GateOutcome outcome;
    private final RunRecord record;
    private final List<String> reasons;
    private final List<GateCheck> checks;

    /**
     * @param result  the result the gates judged
     * @param outcome the comparison and history gates; null when none applies (bench.verifyIsolation)
     * @param record  this run's history record, to be appended; null without bench.history
     * @param reasons why the run fails, one sentence per reason (cells, isolation, and the gates' failure)
     * @param checks  every check of every gate that is set, per row and runtime (bench.export=junit)
     */
    GateDecision(BenchResult result, GateOutcome outcome, RunRecord record, List<String> reasons,
                 List<GateCheck> checks) {
        this.result = result;
        this.outcome = outcome;
        this.record = record;
        this.reasons = List.copyOf(reasons);
        this.checks = List.copyOf(checks);
    }

    BenchResult result() {
        return result;
    }

    /** The comparison and history gates, when any applied. */
    Optional<GateOutcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** This run's history record, not yet appended. */
    Optional<RunRecord> record() {
        return Optional.ofNullable(record);
    }

    /** Why the run fails, one sentence per reason; empty when it passes. */
    public List<String> reasons() {
        return reasons;
    }

    /** Every check of every gate that is set, per row and runtime. */
    public List<GateCheck> checks() {
        return checks;
    }
}
