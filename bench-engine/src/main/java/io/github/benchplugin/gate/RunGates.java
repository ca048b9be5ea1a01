package io.github.benchplugin.gate;

import io.github.benchplugin.run.RunLog;
import io.github.benchplugin.run.RunOutcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a run, the same for every door: the results are written before any of these fails
 * the run, and every gate is evaluated (the regression gates also write the CI step summary)
 * before the run fails naming all the reasons at once, so one CI round shows a failed cell and a
 * regression together.
 *
 * @param strictIsolation bench.strictIsolation
 * @param failOnError     bench.failOnError
 * @param verifyIsolation bench.verifyIsolation: its results compare placements, so no regression gate applies and
 *                        nothing is recorded in bench.history
 * @param history         bench.compareTo and the regression thresholds
 */
public record RunGates(boolean strictIsolation, boolean failOnError, boolean verifyIsolation, HistoryOptions history) {

    /** The same gates for one project of a reactor: its history record reads that project's commit. */
    public RunGates forProject(Path projectDirectory) {
        return new RunGates(strictIsolation, failOnError, verifyIsolation, history.withProjectDirectory(projectDirectory));
    }

    /** Why the run fails, one sentence per reason; empty when it passes. */
    public List<String> reasons(RunOutcome outcome, Path out, RunLog log) throws IOException {
        List<String> reasons = new ArrayList<>();
        if (strictIsolation && !outcome.unisolated().isEmpty()) {
            reasons.add("bench.strictIsolation=true but runtime(s) " + outcome.unisolated()
                    + " ran unisolated (UNISOLATED); the results are written to " + out
                    + ". Install or configure the missing JDKs, or drop bench.inProcess / bench.fallback=in-process.");
        }
        if (!outcome.failures().isEmpty() && failOnError) {
            reasons.add(outcome.failures().size() + " benchmark cell(s) failed (results of the"
                    + " others are in " + out + "): " + String.join("; ", outcome.failures())
                    + ". Set bench.failOnError=false to keep the build green.");
        }
        if (!verifyIsolation) {
            RegressionCheck.check(outcome.result(), history, out, log).ifPresent(reasons::add);
        } else if (history != null && history.recorder() != null) {
            // Its columns are placements of one JDK (isolated, shared JVM): a point of no trend of the code.
            log.info("bench.verifyIsolation: this run is not recorded in bench.history " + history.recorder().directory().path()
                    + " and bench.failOnChange does not apply: it measures isolation, not the code");
        }
        return reasons;
    }
}
