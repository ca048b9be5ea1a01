package io.github.benchplugin.maven;

import io.github.benchplugin.engine.history.HistoryRecorder;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.trend.ChangeGate;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The end of bench:run and bench:merge: appends the run to bench.history, then applies
 * bench.failOnRegression, bench.failOnAllocRegression and bench.failOnChange after the results are written (a failing build still leaves the full
 * table to look at), appends the table and the gates' outcome to the GitHub step summary when
 * there is one, then fails naming every regression at once, so one CI round shows them all.
 * Improvements never fail a build.
 */
final class RegressionCheck {

    private RegressionCheck() {
    }

    static void enforce(BenchResult result, HistoryOptions history, Path projectDirectory, Path outputDirectory, Log log)
            throws MojoFailureException, IOException, ResultFileException {
        ChangeGate changes = null;
        if (history.recorder() != null) {
            HistoryRecorder.Appended appended = history.recorder().append(result, projectDirectory);
            log.info("Recorded this run in the history: " + appended.file() + " (commit "
                    + appended.record().commit().shortId() + ", branch " + appended.record().commit().branch() + ")");
            changes = history.recorder().gate(appended.record());
        }
        GateOutcome outcome = GateOutcome.of(result, history.threshold(), history.allocThreshold(), changes);
        outcome.verdictLines().forEach(log::info);
        StepSummary.fromEnvironment().ifPresent(summary -> summary.append(result, outcome, outputDirectory, log));
        if (outcome.failed()) {
            throw new MojoFailureException(outcome.failureMessage(outputDirectory));
        }
    }
}
