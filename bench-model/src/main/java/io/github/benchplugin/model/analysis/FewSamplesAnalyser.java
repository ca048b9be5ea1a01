package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * FEW_SAMPLES: too few forks for a verdict, or too few iterations per fork to judge a fork.
 * The run settings usually cause it everywhere at once; then it is one run-wide warning.
 */
final class FewSamplesAnalyser implements Analyser {

    /** Iterations per fork below which a fork's mean is a guess and drift cannot be seen. */
    static final int MIN_ITERATIONS = 3;

    private static final String ADVICE = "Comparisons need >= " + RatioEstimator.MIN_FORKS
            + " forks per cell to give a verdict; use >= " + RatioEstimator.RECOMMENDED_FORKS
            + " forks (bench.forks) and >= " + MIN_ITERATIONS + " iterations (bench.iterations),"
            + " or bench.job=default.";

    @Override
    public List<Warning> analyse(BenchResult result) {
        Map<String, List<CellFinding>> byDetail = new LinkedHashMap<>();
        int okCells = 0;
        for (TableCell at : TableCell.measured(result)) {
            okCells++;
            String detail = detail(at.cell());
            if (detail != null) {
                byDetail.computeIfAbsent(detail, d -> new ArrayList<>()).add(new CellFinding(at.row(), at.runtime(), detail));
            }
        }
        List<Warning> warnings = new ArrayList<>();
        List<CellFinding> scattered = new ArrayList<>();
        for (Map.Entry<String, List<CellFinding>> e : byDetail.entrySet()) {
            if (e.getValue().size() == okCells && okCells > 1) {
                warnings.add(Warning.of(WarningCode.FEW_SAMPLES, "every measurement has " + e.getKey()
                        + ": no verdict can be drawn. " + ADVICE, null, null));
            } else {
                scattered.addAll(e.getValue());
            }
        }
        warnings.addAll(CellFinding.perRow(WarningCode.FEW_SAMPLES, scattered, "too few samples", ADVICE));
        return warnings;
    }

    /** What is missing in this cell, or null when it has enough. */
    static String detail(Cell cell) {
        List<List<Double>> forks = cell.forkSamples().isEmpty() && !cell.samples().isEmpty()
                ? List.of(cell.samples()) : cell.forkSamples();
        if (forks.size() < RatioEstimator.MIN_FORKS) {
            return forks.size() + " fork" + (forks.size() == 1 ? "" : "s");
        }
        int fewest = forks.stream().mapToInt(List::size).min().orElse(0);
        if (fewest < MIN_ITERATIONS) {
            return fewest + " iteration" + (fewest == 1 ? "" : "s") + " per fork";
        }
        return null;
    }
}
