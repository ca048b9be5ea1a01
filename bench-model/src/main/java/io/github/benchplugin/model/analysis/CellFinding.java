package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One observation about one cell, e.g. "error is 14% of the score" on runtime 21.
 * {@link #perRow} folds the observations of one row into one warning, so that a problem
 * seen on every runtime reads as one line, not one per runtime.
 */
record CellFinding(Row row, String runtime, String detail) {

    /**
     * @param headline what was seen, before the per-runtime details ("error above 10% of the score")
     * @param advice   what to do, appended to every warning
     */
    static List<Warning> perRow(WarningCode code, List<CellFinding> findings, String headline, String advice) {
        // Keyed by the row's key, not the row: a row's hash walks every sample of every cell.
        Map<RowKey, List<CellFinding>> byRow = new LinkedHashMap<>();
        for (CellFinding f : findings) {
            byRow.computeIfAbsent(f.row().key(), r -> new ArrayList<>()).add(f);
        }
        List<Warning> warnings = new ArrayList<>();
        for (List<CellFinding> rowFindings : byRow.values()) {
            Row row = rowFindings.get(0).row();
            List<String> details = rowFindings.stream().map(f -> "on " + f.runtime() + ", " + f.detail()).toList();
            String runtime = rowFindings.size() == 1 ? rowFindings.get(0).runtime() : null;
            String message = headline + " [" + row.mode() + "]: " + String.join("; ", details) + ". " + advice;
            warnings.add(Warning.forRow(code, message, row, runtime));
        }
        return warnings;
    }
}
