package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarmupClass;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.warmup.ProbeReading;
import io.github.benchplugin.model.stats.ForkSamples;
import io.github.benchplugin.model.stats.WithinForkTrend;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * NOT_CONVERGED: measured iterations still trend inside their forks, i.e. warmup was too short
 * (or something else changes steadily: heap growth, a cache filling). The advice depends on how
 * the warm-up ended: a fixed warm-up can be lengthened; under bench.warmup=auto the drift is in
 * what the steady-state rule kept, so only longer forks (bench.iterations) can show more.
 */
final class NotConvergedAnalyser implements Analyser {

    /** Significance of the pooled within-fork slope; strict, since iterations are somewhat correlated. */
    static final double MAX_P = 0.001;
    /** Drift over the measured iterations that matters next to the 3% minimum effect of comparisons. */
    static final double MIN_DRIFT = 0.02;

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> fixedWarmup = new ArrayList<>();
        List<CellFinding> autoWarmup = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            Cell cell = at.cell();
            Optional<String> neverSteady = neverSteady(cell);
            if (neverSteady.isPresent()) {
                autoWarmup.add(new CellFinding(at.row(), at.runtime(), neverSteady.get()));
                continue;
            }
            // Without fork grouping the flat samples are one fork: a trend is still a trend.
            Optional<WithinForkTrend> trend = WithinForkTrend.of(ForkSamples.of(cell));
            if (trend.isPresent() && trend.get().pValue() < MAX_P && Math.abs(trend.get().drift()) >= MIN_DRIFT) {
                List<CellFinding> findings = isSteadyPartOnly(cell) ? autoWarmup : fixedWarmup;
                findings.add(new CellFinding(at.row(), at.runtime(), String.format(Locale.ROOT,
                        "scores move %+.1f%% from first to last measured iteration (slope p < %s)",
                        trend.get().drift() * 100, MAX_P)));
            }
        }
        List<Warning> warnings = new ArrayList<>(CellFinding.perRow(WarningCode.NOT_CONVERGED, fixedWarmup, HEADLINE,
                "Warmup was not long enough: use more warmup (bench.warmupIterations or bench.warmupTime)."));
        warnings.addAll(CellFinding.perRow(WarningCode.NOT_CONVERGED, autoWarmup, HEADLINE,
                "Under bench.warmup=auto the scored iterations (each fork's steady part, or its second half where"
                        + " it had none) still drift, so more warm-up would not help: longer forks (bench.iterations)"
                        + " show whether the code settles later; code that keeps changing as it runs (a growing cache"
                        + " or heap) never will."));
        return warnings;
    }

    private static final String HEADLINE = "scores still drifting within forks";

    /**
     * Under bench.warmup=auto, a cell none of whose classified forks reached a steady state (every one
     * {@code none}: still drifting, or still changing at its last look, the horizon or past it), or none at
     * its probes' level (the forks judged never settled, issue 50), is not converged whether or not what it
     * was scored from trends: its score is no steady state's. It is scored from every fork then, never from
     * none.
     */
    private static Optional<String> neverSteady(Cell cell) {
        if (!isSteadyPartOnly(cell) || cell.warmup().classified() == 0) {
            return Optional.empty();
        }
        long classified = cell.warmup().classified();
        long none = cell.warmup().neverSteady();
        long unsettled = cell.warmup().forks().stream()
                .filter(f -> f.kind() != null && (f.kind() == WarmupClass.NONE || f.neverSettled())).count();
        if (unsettled < classified) {
            return Optional.empty();
        }
        double longest = cell.warmup().forks().stream().filter(f -> !f.iterations().isEmpty())
                .mapToDouble(f -> f.iterations().get(f.iterations().size() - 1).get(0)).max().orElse(0);
        if (none == classified) {
            return Optional.of(String.format(Locale.ROOT,
                    "no fork reached a steady state (%d of %d forks none, the longest %.1f s): scored from each"
                            + " fork's second half", none, classified, longest));
        }
        return Optional.of(String.format(Locale.ROOT,
                "no fork settled at its probes' level (%d of %d forks none, %d steady only %.1fx or more slower;"
                        + " the longest %.1f s): scored from every fork, each from its steady part or, without one,"
                        + " its second half", none, classified, classified - none, ProbeReading.MATERIAL, longest));
    }

    private static boolean isSteadyPartOnly(Cell cell) {
        return cell.warmup() != null && Boolean.TRUE.equals(cell.warmup().steadyPartOnly());
    }
}
