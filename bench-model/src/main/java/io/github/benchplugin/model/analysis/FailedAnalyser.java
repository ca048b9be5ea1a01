package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * FAILED: a cell whose benchmark did not finish. When every row failed on a runtime for the
 * same reason (the JDK would not start, say) that is one warning, not one per row.
 */
final class FailedAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<Warning> warnings = new ArrayList<>();
        List<CellFinding> findings = new ArrayList<>();
        // Column by column, not TableCell's row-major scan: a runtime on which every row failed alike is one warning.
        for (RuntimeInfo runtime : result.runtimes()) {
            String common = commonFailure(result.rows(), runtime.id());
            if (common != null) {
                warnings.add(Warning.of(WarningCode.FAILED, "every benchmark failed on " + runtime.id() + ": "
                        + common + ". Its column has no numbers; fix the cause and run again.", null, runtime.id()));
                continue;
            }
            for (Row row : result.rows()) {
                Cell cell = row.cells().get(runtime.id());
                if (cell != null && cell.status() == CellStatus.FAILED) {
                    findings.add(new CellFinding(row, runtime.id(), messageOf(cell)));
                }
            }
        }
        warnings.addAll(CellFinding.perRow(WarningCode.FAILED, findings, "benchmark failed",
                "The failed cells have no numbers and no verdict; see the message, fix, and run again."));
        return warnings;
    }

    /** The one message every row failed with on this runtime, when there are at least two rows. */
    private static String commonFailure(List<Row> rows, String runtime) {
        if (rows.size() < 2) {
            return null;
        }
        String message = null;
        for (Row row : rows) {
            Cell cell = row.cells().get(runtime);
            if (cell == null || cell.status() != CellStatus.FAILED) {
                return null;
            }
            if (message != null && !Objects.equals(message, messageOf(cell))) {
                return null;
            }
            message = messageOf(cell);
        }
        return message;
    }

    private static String messageOf(Cell cell) {
        return cell.message() == null || cell.message().isBlank() ? "no reason recorded" : cell.message();
    }
}
