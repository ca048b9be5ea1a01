package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warmup;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * UNSTEADY_FORKS: on one runtime, some forks of a row reached a steady state and others never did
 * (class {@code none}). The forks of one cell run the same code on the same JDK: when they
 * disagree, the score mixes peak and non-peak forks and the time to steady state covers only some
 * of them. One warning per row, naming each runtime where it happens.
 */
final class UnsteadyForksAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> findings = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            Warmup warmup = at.cell().warmup();
            if (warmup == null) {
                continue;
            }
            long never = warmup.neverSteady();
            long classified = warmup.classified();
            if (never > 0 && never < classified) {
                findings.add(new CellFinding(at.row(), at.runtime(), String.format(Locale.ROOT,
                        "%d of %d forks never reached a steady state", never, classified)));
            }
        }
        return CellFinding.perRow(WarningCode.UNSTEADY_FORKS, findings, "forks disagree on reaching a steady state",
                "Each fork's class is in results.json (cells.<runtime>.warmup), its iterations in results.raw.json.gz and in the HTML report's"
                        + " warm-up chart; longer forks (bench.iterations) show whether the others settle later.");
    }
}
