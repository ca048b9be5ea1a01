package io.github.benchplugin.gate;

import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.runhistory.HistoryRecorder;
import io.github.benchplugin.io.ResultFileException;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.history.ChangeGate;
import io.github.benchplugin.regression.GateCheck;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The end of bench:run and bench:merge: appends the run to bench.history, then applies
 * bench.failOnRegression, bench.failOnAllocRegression and bench.failOnChange after the results are
 * written (a failing build still leaves the full table to look at), appends the table and the
 * gates' outcome to the GitHub step summary when there is one, then gives the failure naming every
 * regression at once, so one CI round shows them all. Improvements never fail a build.
 */
public final class RegressionCheck {

    private RegressionCheck() {
    }

    /** The failure message when a gate failed; each door turns it into its own failure (a build, an exit code). */
    public static Optional<String> check(BenchResult result, HistoryOptions history, Path outputDirectory, RunLog log)
            throws IOException {
        return evaluate(result, history, outputDirectory, log).failure();
    }

    /**
     * What the gates said.
     *
     * @param failure the failure message when a gate failed
     * @param checks  every check of every gate that is set, per row and runtime (bench.export=junit)
     */
    public record Judged(Optional<String> failure, List<GateCheck> checks) {
        public Judged {
            checks = List.copyOf(checks);
        }
    }

    /** {@link #check}, with every check the gates made. */
    public static Judged evaluate(BenchResult result, HistoryOptions history, Path outputDirectory, RunLog log)
            throws IOException {
        ChangeGate changes = history.recorder() == null ? null : record(result, history, log);
        GateOutcome outcome = GateOutcome.of(result, history.threshold(), history.allocThreshold(), changes,
                history.requirements());
        for (GateOutcome.Line line : outcome.lines()) {
            switch (line.status()) {
                case PASSED -> log.info(line.text());
                // Warned, not failed: the gate protected nothing, and a CI log must show it where warnings go.
                case WARNING -> log.warn(line.text());
                // The failure message repeats it as the build's error.
                case FAILED -> log.info(line.text());
            }
        }
        StepSummary.fromEnvironment().ifPresent(summary -> summary.append(result, outcome, outputDirectory, log));
        return new Judged(outcome.failed() ? Optional.of(outcome.failureMessage(outputDirectory)) : Optional.empty(),
                outcome.checks(result));
    }

    /** Appends the run to the history and reads the change points it starts or continues. */
    private static ChangeGate record(BenchResult result, HistoryOptions history, RunLog log) throws IOException {
        try {
            HistoryRecorder.Appended appended = history.recorder().append(result, history.projectDirectory());
            log.info("Recorded this run in the history: " + appended.file() + " (commit "
                    + appended.record().commit().shortId() + ", branch " + appended.record().commit().branch() + ")");
            return history.recorder().gate(appended.record());
        } catch (ResultFileException e) {
            throw new BadInputException("bench.history: " + e.getMessage());
        }
    }
}
