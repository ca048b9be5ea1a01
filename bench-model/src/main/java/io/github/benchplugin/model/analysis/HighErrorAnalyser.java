package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** HIGH_ERROR: JMH's error (99.9% half-width) is a large share of the score. */
final class HighErrorAnalyser implements Analyser {

    /** Relative error above which the score's last digits are noise. */
    static final double MAX_RELATIVE_ERROR = 0.10;

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> findings = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            Cell cell = at.cell();
            if (cell.error() == null || !(cell.score() > 0)) {
                continue;
            }
            double relative = cell.error() / cell.score();
            if (relative > MAX_RELATIVE_ERROR) {
                findings.add(new CellFinding(at.row(), at.runtime(), String.format(Locale.ROOT,
                        "\u00b1%.0f%% of the score", relative * 100)));
            }
        }
        return CellFinding.perRow(WarningCode.HIGH_ERROR, findings,
                String.format(Locale.ROOT, "JMH error above %.0f%% of the score", MAX_RELATIVE_ERROR * 100),
                "The score is imprecise: use more forks (bench.forks) or iterations (bench.iterations),"
                        + " or a quieter machine; on a shared machine, bench.duet=true measures the compared sides at the"
                        + " same moment.");
    }
}
