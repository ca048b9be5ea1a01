package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;

/**
 * OVERSUBSCRIBED: a cell ran more benchmark threads than the machine has processors. The threads
 * then take turns on the cores, so the score depends on how the OS scheduler slices time as much
 * as on the code, and it is not comparable with a run on a machine with more cores.
 */
final class OversubscribedAnalyser implements Analyser {

    private static final String ADVICE = "Threads beyond the processor count time-share the cores: the score measures "
            + "the scheduler as much as the code. Lower bench.threads (or @Threads) to at most the processor count, "
            + "or measure on a machine with more processors.";

    @Override
    public List<Warning> analyse(BenchResult result) {
        int cpus = result.environment() == null ? 0 : result.environment().cpus();
        if (cpus <= 0) {
            return List.of(); // an older or hand-made results.json without the processor count
        }
        List<CellFinding> findings = new ArrayList<>();
        for (TableCell at : TableCell.every(result)) {
            Integer threads = at.cell().threads();
            if (threads != null && threads > cpus) {
                findings.add(new CellFinding(at.row(), at.runtime(), threads + " threads on " + cpus + " processors"));
            }
        }
        return CellFinding.perRow(WarningCode.OVERSUBSCRIBED, findings, "more threads than processors", ADVICE);
    }
}
