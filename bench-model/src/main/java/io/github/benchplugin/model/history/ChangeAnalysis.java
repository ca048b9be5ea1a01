package io.github.benchplugin.model.history;

import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.stats.ChangePointDetector;
import io.github.benchplugin.model.stats.PooledTTest;

import java.util.ArrayList;
import java.util.List;

/** Finds the change points of every series of a history and describes them. */
public final class ChangeAnalysis {

    private final ChangePointDetector detector;

    public ChangeAnalysis(ChangePointDetector detector) {
        this.detector = detector;
    }

    /** Fewest runs a series needs before it can have a change point. */
    public int shortestSeries() {
        return detector.shortestSeries();
    }

    /** The change points of one series, oldest first. */
    public List<ChangePoint> changes(TrendSeries series) {
        double[] means = series.means();
        List<Integer> found = detector.detect(means);
        double[] logs = new double[means.length];
        for (int i = 0; i < means.length; i++) {
            logs[i] = Math.log(means[i]);
        }
        List<ChangePoint> changes = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            int from = i == 0 ? 0 : found.get(i - 1);
            int at = found.get(i);
            int to = i == found.size() - 1 ? means.length : found.get(i + 1);
            changes.add(describe(series, logs, from, at, to));
        }
        return changes;
    }

    /** Every change point of every series, series by series. */
    public List<ChangePoint> changes(List<TrendSeries> series) {
        List<ChangePoint> all = new ArrayList<>();
        series.forEach(s -> all.addAll(changes(s)));
        return all;
    }

    private static ChangePoint describe(TrendSeries series, double[] logs, int from, int at, int to) {
        PooledTTest test = PooledTTest.of(logs, from, at, to);
        // The levels of the clipped sides, as the test sees them: after / before is then the ratio shown.
        double before = Math.exp(PooledTTest.clippedMean(logs, from, at));
        double after = Math.exp(PooledTTest.clippedMean(logs, at, to));
        SeriesKey key = series.key();
        boolean higherIsBetter = higherIsBetter(key.row().mode());
        double slowdown = higherIsBetter ? 1 / test.ratio() : test.ratio();
        return new ChangePoint(key.row().benchmark(), key.row().params(), key.row().mode(), key.runtime(),
                series.machine(), key.unit(), series.points().get(at).commit().id(),
                series.points().get(at - 1).commit().id(), at, logs.length, before, after, test.ratio(),
                test.ratioLow(), test.ratioHigh(), test.pValue(), slowdown > 1 ? "slower" : "faster", slowdown);
    }

    private static boolean higherIsBetter(String mode) {
        try {
            return Mode.fromShortName(mode).higherIsBetter();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
