package io.github.benchplugin.maven;

import io.github.benchplugin.model.BenchResult;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The end of bench:run and bench:merge: applies bench.failOnRegression and
 * bench.failOnAllocRegression after the results are written (a failing build still leaves the full
 * table to look at), appends the table and the gates' outcome to the GitHub step summary when
 * there is one, then fails naming every regression at once, so one CI round shows them all.
 * Improvements never fail a build.
 */
final class RegressionCheck {

    private RegressionCheck() {
    }

    static void enforce(BenchResult result, HistoryOptions history, Path outputDirectory, Log log)
            throws MojoFailureException, IOException {
        GateOutcome outcome = GateOutcome.of(result, history.threshold(), history.allocThreshold());
        outcome.verdictLines().forEach(log::info);
        StepSummary.fromEnvironment().ifPresent(summary -> summary.append(result, outcome, outputDirectory, log));
        if (outcome.failed()) {
            throw new MojoFailureException(outcome.failureMessage(outputDirectory));
        }
    }
}
