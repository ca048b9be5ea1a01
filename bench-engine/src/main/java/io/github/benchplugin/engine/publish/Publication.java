package io.github.benchplugin.engine.publish;

import io.github.benchplugin.engine.gate.GateDecision;
import io.github.benchplugin.engine.gate.GateOutcome;
import io.github.benchplugin.engine.gate.HistoryOptions;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.io.ResultFileException;
import io.github.benchplugin.engine.history.HistoryRecorder;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.RunOutcome;
import io.github.benchplugin.engine.gate.RunGates;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The one stage that writes what the gates decided, in this order, whether a gate passed or failed:
 * <ol>
 *   <li>what the gates left out (bench.verifyIsolation is not recorded);</li>
 *   <li>the gates' lines in the log (a gate that judged nothing as a warning);</li>
 *   <li>this run appended to bench.history (not for bench.verifyIsolation: it measures placements, not the
 *       code);</li>
 *   <li>the GitHub step summary, when GITHUB_STEP_SUMMARY names a file;</li>
 *   <li>bench.export's files, whose JUnit report is the gates' checks;</li>
 *   <li>the run's scratch folders cleared ({@link Scratch}: work/, classpath-overlay/, explain/work/ and
 *       resume.json; bench:merge has none), still inside the run lock, so that no next run's files are taken.</li>
 * </ol>
 * The results files (results.json, results.raw.json.gz, the reports, jmh/) are final before the gates decide:
 * the run rewrites them as each cell finishes, so that a run that crashes or is stopped leaves what it
 * measured, and its last write is the final one (bench:merge writes them once, then this stage runs).
 * output/ is cleared when a run starts, not here: it holds what the benchmarks print as they run.
 */
public final class Publication {

    /** The run's scratch files, cleared as the last step (bench:merge has none: {@link #NO_SCRATCH}). */
    @FunctionalInterface
    public interface Scratch {
        void clear();
    }

    public static final Scratch NO_SCRATCH = () -> {
    };

    private final HistoryOptions history;
    private final Exports exports;

    public Publication(HistoryOptions history, Exports exports) {
        this.history = history;
        this.exports = exports;
    }

    /**
     * The end of a run or a merge: every gate decides ({@link RunGates#decide}, nothing written), then this writes
     * what they decided.
     *
     * @return why the run fails, one sentence per reason; empty when it passes
     */
    public static List<String> afterGates(RunGates gates, Exports exports, RunOutcome outcome, Path outputDirectory,
                                          RunLog log) throws IOException {
        return afterGates(gates, exports, outcome, outputDirectory, log, NO_SCRATCH);
    }

    /** @param scratch the run's scratch files, cleared last */
    public static List<String> afterGates(RunGates gates, Exports exports, RunOutcome outcome, Path outputDirectory,
                                          RunLog log, Scratch scratch) throws IOException {
        GateDecision decision = gates.decide(outcome, outputDirectory);
        new Publication(gates.history(), exports).publish(decision, outputDirectory, log, scratch);
        return decision.reasons();
    }

    /** What bench:merge decided, written; it has no scratch files. */
    public void publish(GateDecision decision, Path outputDirectory, RunLog log) throws IOException {
        publish(decision, outputDirectory, log, NO_SCRATCH);
    }

    /**
     * Every step of the class comment, in its order. A step that throws (a history file that cannot be
     * written) stops the rest; the run's own clean-up still clears the scratch files when it ends.
     */
    public void publish(GateDecision decision, Path outputDirectory, RunLog log, Scratch scratch) throws IOException {
        decision.notes().forEach(log::info);
        decision.outcome().ifPresent(outcome -> logLines(outcome, log));
        if (decision.record().isPresent()) {
            append(decision, log);
        }
        decision.outcome().ifPresent(outcome -> StepSummary.fromEnvironment()
                .ifPresent(summary -> summary.append(decision.result(), outcome, outputDirectory, log)));
        exports.write(decision.result(), decision.checks(), outputDirectory, log);
        scratch.clear();
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
