package io.github.benchplugin.engine.publish;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.engine.history.HistoryRecorder;
import io.github.benchplugin.engine.run.RunLog;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The one stage that writes what the gates decided, in this order, whether a gate passed or failed:
 * <ol>
 *   <li>the gates' lines in the log (a gate that judged nothing as a warning);</li>
 *   <li>this run appended to bench.history (not for bench.verifyIsolation: it measures placements, not the
 *       code);</li>
 *   <li>the GitHub step summary, when GITHUB_STEP_SUMMARY names a file;</li>
 *   <li>bench.export's files, whose JUnit report is the gates' checks.</li>
 * </ol>
 * The results files (results.json and the reports) are written before the gates decide, as cells finish;
 * the run's scratch folders are cleared by the engine when the run ends.
 */
public final class Publication {

    private final HistoryOptions history;
    private final Exports exports;

    public Publication(HistoryOptions history, Exports exports) {
        this.history = history;
        this.exports = exports;
    }

    public void publish(GateDecision decision, Path outputDirectory, RunLog log) throws IOException {
        decision.outcome().ifPresent(outcome -> logLines(outcome, log));
        if (decision.record().isPresent()) {
            append(decision, log);
        }
        decision.outcome().ifPresent(outcome -> StepSummary.fromEnvironment()
                .ifPresent(summary -> summary.append(decision.result(), outcome, outputDirectory, log)));
        exports.write(decision.result(), decision.checks(), outputDirectory, log);
    }

    private static void logLines(GateOutcome outcome, RunLog log) {
        for (GateOutcome.Line line : outcome.lines()) {
            switch (line.status()) {
                case PASSED -> log.info(line.text());
                // Warned, not failed: the gate protected nothing, and a CI log must show it where warnings go.
                case WARNING -> log.warn(line.text());
                // The build's error repeats it with every failing row.
                case FAILED -> log.info(line.text());
            }
        }
    }

    private void append(GateDecision decision, RunLog log) throws IOException {
        try {
            HistoryRecorder.Appended appended = history.recorder().append(decision.record().orElseThrow());
            log.info("Recorded this run in the history: " + appended.file() + " (commit "
                    + appended.record().commit().shortId() + ", branch " + appended.record().commit().branch() + ")");
        } catch (ResultFileException e) {
            throw new BadInputException("bench.history: " + e.getMessage());
        }
    }
}
