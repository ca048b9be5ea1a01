package io.github.benchplugin.engine.gate;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.gate.ChangeGate;
import io.github.benchplugin.model.history.RunRecord;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.engine.run.RunLog;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The comparison and history gates of bench:run and bench:merge (bench.failOnRegression,
 * bench.failOnAllocRegression, bench.requireNo..., bench.failOnChange), decided on the written results (a
 * failing build still leaves the full table to look at). Deciding writes nothing: the history is read, this
 * run's record is made but not appended; {@link Publication} writes what was decided. Improvements never
 * fail a build, and the failure names every regression at once, so one CI round shows them all.
 */
public final class RegressionCheck {

    private RegressionCheck() {
    }

    /**
     * The gates' decision on a result.
     *
     * @param outputDirectory where the results are, for the failure message
     * @throws BadInputException when the history cannot be read
     */
    public static GateDecision decide(BenchResult result, HistoryOptions history, Path outputDirectory)
            throws IOException {
        RunRecord record = history.recorder() == null ? null
                : history.recorder().record(result, history.projectDirectory());
        ChangeGate changes = record == null ? null : changeGate(history, record);
        GateOutcome outcome = GateOutcome.of(result, history.threshold(), history.allocThreshold(), changes,
                history.requirements());
        return new GateDecision(result, outcome, record,
                outcome.failed() ? List.of(outcome.failureMessage(outputDirectory)) : List.of(), outcome.checks(result));
    }

    /** The failure message when a gate failed, after writing what the gates decided (tests, simple callers). */
    public static Optional<String> check(BenchResult result, HistoryOptions history, Path outputDirectory, RunLog log)
            throws IOException {
        GateDecision decision = decide(result, history, outputDirectory);
        new Publication(history, Exports.NONE).publish(decision, outputDirectory, log);
        return decision.reasons().stream().findFirst();
    }

    /** bench.failOnChange on the history ending with this run's record (appended or not). */
    private static ChangeGate changeGate(HistoryOptions history, RunRecord record) throws IOException {
        try {
            return history.recorder().gate(record);
        } catch (ResultFileException e) {
            throw new BadInputException("bench.history: " + e.getMessage());
        }
    }
}
