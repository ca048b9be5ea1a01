package io.github.benchplugin.gate;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.engine.RunLog;

import java.util.Optional;

import java.nio.file.Path;

/**
 * The end of bench:run and bench:merge: applies bench.failOnRegression and
 * bench.failOnAllocRegression after the results are written (a failing build still leaves the full
 * table to look at), appends the table and the gates' outcome to the GitHub step summary when
 * there is one, then gives the failure naming every regression at once, so one CI round shows them all.
 * Improvements never fail a build.
 */
public final class RegressionCheck {

    private RegressionCheck() {
    }

    /** The failure message when a gate failed; each door turns it into its own failure (a build, an exit code). */
    public static Optional<String> check(BenchResult result, HistoryOptions history, Path outputDirectory, RunLog log) {
        GateOutcome outcome = GateOutcome.of(result, history.threshold(), history.allocThreshold());
        outcome.verdictLines().forEach(log::info);
        StepSummary.fromEnvironment().ifPresent(summary -> summary.append(result, outcome, outputDirectory, log));
        return outcome.failed() ? Optional.of(outcome.failureMessage(outputDirectory)) : Optional.empty();
    }
}
