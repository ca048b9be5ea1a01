package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.ClusterSplit;
import io.github.benchplugin.model.stats.ForkSamples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * MULTIMODAL: the numbers fall into two separated groups, so their mean describes neither.
 * Two places are checked with {@link ClusterSplit}: the fork means (forks settling into
 * different JIT or layout states; needs {@link #MIN_FORKS} forks and 2 in each group), and
 * the iterations relative to their own fork's mean (a state change inside forks), so that
 * ordinary fork-to-fork offsets do not count there.
 */
final class MultimodalAnalyser implements Analyser {

    static final int MIN_FORKS = 4;
    static final int MIN_SAMPLES = 10;

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> findings = new ArrayList<>();
        for (TableCell at : TableCell.measured(result)) {
            detail(at.cell(), at.row().unit()).ifPresent(d -> findings.add(new CellFinding(at.row(), at.runtime(), d)));
        }
        return CellFinding.perRow(WarningCode.MULTIMODAL, findings, "two separated groups of scores",
                "A mean over two states describes neither: use more forks (bench.forks) so each state is"
                        + " weighted fairly, look at the per-fork numbers in jmh/<runtime>.json, and look for"
                        + " the cause (JIT decisions, GC, alignment) with a profiler.");
    }

    private static Optional<String> detail(Cell cell, String unit) {
        ForkSamples forks = ForkSamples.of(cell);
        double[] means = forks.means();
        if (means.length >= MIN_FORKS) {
            Optional<ClusterSplit> split = ClusterSplit.find(means, 2);
            if (split.isPresent()) {
                ClusterSplit s = split.get();
                return Optional.of(String.format(Locale.ROOT, "fork means: %d forks around %.4g and %d around %.4g %s",
                        s.lowCount(), s.lowMean(), s.highCount(), s.highMean(), unit));
            }
        }
        double[] relative = relativeToForkMeans(forks, means);
        if (relative.length < MIN_SAMPLES) {
            return Optional.empty();
        }
        return ClusterSplit.find(relative, Math.max(3, relative.length / 10)).map(s -> String.format(Locale.ROOT,
                "iterations within forks: %d around %+.0f%% and %d around %+.0f%% of their fork's mean",
                s.lowCount(), (s.lowMean() - 1) * 100, s.highCount(), (s.highMean() - 1) * 100));
    }

    /** Every sample divided by its fork's mean; forks whose mean is not positive are left out. */
    private static double[] relativeToForkMeans(ForkSamples forks, double[] means) {
        double[] relative = new double[forks.sampleCount()];
        int n = 0;
        for (int f = 0; f < forks.count(); f++) {
            if (means[f] > 0) {
                for (double v : forks.fork(f)) {
                    relative[n++] = v / means[f];
                }
            }
        }
        return Arrays.copyOf(relative, n);
    }
}
