package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Warning;
import io.github.benchplugin.model.WarningCode;
import io.github.benchplugin.stats.ForkSamples;
import io.github.benchplugin.stats.WithinForkTrend;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * NOT_CONVERGED: measured iterations still trend inside their forks, i.e. warmup was too short
 * (or something else changes steadily: heap growth, a cache filling).
 */
final class NotConvergedAnalyser implements Analyser {

    /** Significance of the pooled within-fork slope; strict, since iterations are somewhat correlated. */
    static final double MAX_P = 0.001;
    /** Drift over the measured iterations that matters next to the 3% minimum effect of comparisons. */
    static final double MIN_DRIFT = 0.02;

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> findings = new ArrayList<>();
        for (Row row : result.rows()) {
            for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
                if (!e.getValue().isOk()) {
                    continue;
                }
                Cell cell = e.getValue();
                // Without fork grouping the flat samples are one fork: a trend is still a trend.
                Optional<WithinForkTrend> trend = WithinForkTrend.of(ForkSamples.of(cell));
                if (trend.isPresent() && trend.get().pValue() < MAX_P && Math.abs(trend.get().drift()) >= MIN_DRIFT) {
                    findings.add(new CellFinding(row, e.getKey(), String.format(Locale.ROOT,
                            "scores move %+.1f%% from first to last measured iteration (slope p < %s)",
                            trend.get().drift() * 100, MAX_P)));
                }
            }
        }
        return CellFinding.perRow(WarningCode.NOT_CONVERGED, findings, "scores still drifting within forks",
                "Warmup was not long enough: use more warmup (bench.warmupIterations or bench.warmupTime).");
    }
}
