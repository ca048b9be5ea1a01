package io.github.benchplugin.engine.gate;


import io.github.benchplugin.engine.run.RunOutcome;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.model.gate.GateChecks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every gate of a run, the same for every door: {@link #decide} judges the written results and writes nothing;
 * publish.Publication then writes what they decided (gate lines, history record, step summary, exports, then the
 * scratch files cleared) in one order, and the run fails naming all the reasons at once, so one CI round shows a
 * failed cell and a regression together.
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

    /** What every gate decides about the run; nothing is written. */
    public GateDecision decide(RunOutcome outcome, Path out) throws IOException {
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
        List<GateCheck> checks = new ArrayList<>(failOnError ? cellChecks(outcome.result()) : List.of());
        if (verifyIsolation) {
            List<String> notes = history != null && history.recorder() != null
                    // Its columns are placements of one JDK (isolated, shared JVM): a point of no trend of the code.
                    ? List.of("bench.verifyIsolation: this run is not recorded in bench.history "
                    + history.recorder().directory().path() + " and bench.failOnChange does not apply: it measures"
                    + " isolation, not the code")
                    : List.of();
            return new GateDecision(outcome.result(), null, null, reasons, checks, notes);
        }
        GateDecision gates = RegressionCheck.decide(outcome.result(), history, out);
        reasons.addAll(gates.reasons());
        checks.addAll(gates.checks());
        return new GateDecision(outcome.result(), gates.outcome().orElse(null), gates.record().orElse(null), reasons,
                checks, List.of());
    }

    /** bench.failOnError's check of every cell: a failed cell fails it, a skipped one (bench.shard) is skipped. */
    private static List<GateCheck> cellChecks(BenchResult result) {
        List<GateChecks.Failure> failed = new ArrayList<>();
        for (Row row : result.rows()) {
            row.cells().forEach((id, cell) -> {
                if (cell.status() == CellStatus.FAILED) {
                    failed.add(new GateChecks.Failure(row.key(), id, "failed: " + cell.message()));
                }
            });
        }
        return new GateChecks("bench.failOnError=true").failing(failed).overCells(result, (row, runtime) -> {
            Cell cell = row.cells().get(runtime.id());
            return cell != null && cell.isOk() ? new GateChecks.Unfailed(GateCheck.Status.PASSED, "measured")
                    : new GateChecks.Unfailed(GateCheck.Status.SKIPPED, cell == null || cell.message() == null
                    ? "not measured" : "not measured: " + cell.message());
        });
    }
}
