package io.github.benchplugin.trend;

import io.github.benchplugin.history.Threshold;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * bench.failOnChange: the newest run fails the build when, in a series it belongs to, it starts
 * or continues a change point that is a slowdown larger than the threshold. "Continues": the
 * newest run lies after the series' last change point, so a slowdown keeps failing until a later
 * change point (the fix) ends it; accepting it means raising the threshold or starting a new
 * history.
 *
 * @param threshold   the smallest slowdown that fails
 * @param failing     the change points that fail the build
 * @param checked     series the newest run belongs to
 * @param tooShort    of those, series shorter than the detector needs
 * @param shortest    the length the detector needs
 */
public record ChangeGate(Threshold threshold, List<ChangePoint> failing, int checked, int tooShort, int shortest) {

    public static ChangeGate evaluate(List<TrendSeries> series, RunRecord newest, ChangeAnalysis analysis,
                                      Threshold threshold) {
        int shortest = analysis.shortestSeries();
        List<ChangePoint> failing = new ArrayList<>();
        int checked = 0;
        int tooShort = 0;
        for (TrendSeries s : series) {
            TrendPoint last = s.points().get(s.points().size() - 1);
            if (!last.recordedAt().equals(newest.recordedAt()) || !last.commit().equals(newest.commit())) {
                continue; // a row the newest run did not measure, or another machine type
            }
            checked++;
            if (s.points().size() < shortest) {
                tooShort++;
                continue;
            }
            List<ChangePoint> changes = analysis.changes(s);
            if (!changes.isEmpty()) {
                ChangePoint latest = changes.get(changes.size() - 1);
                if (latest.slowdown() > 1 + threshold.fraction()) {
                    failing.add(latest);
                }
            }
        }
        return new ChangeGate(threshold, List.copyOf(failing), checked, tooShort, shortest);
    }

    public boolean failed() {
        return !failing.isEmpty();
    }

    /** "bench.failOnChange=5%: passed, ..." or "FAILED, ...", with a note when history is too short. */
    public String verdictLine() {
        String head = "bench.failOnChange=" + threshold + ": ";
        String verdict = failing.isEmpty()
                ? "passed, no change point slower by more than " + threshold + " in the " + checked + " series of this run"
                : "FAILED, " + failing.size() + " row(s) slower by more than " + threshold + " since a change point";
        if (tooShort > 0) {
            verdict += "; " + tooShort + " of " + checked + " series have fewer than the " + shortest
                    + " runs the change-point test needs, and are not gated yet";
        }
        return head + verdict;
    }

    /** "org.x.B.m avgt on 17: 3.02x slower since abc1234567..def7654321 (1200 -> 3624 ns/op, 99% [2.8–3.3], run 4 of 6)". */
    public static String describe(ChangePoint c) {
        return String.format(Locale.ROOT, "%s: %.2fx slower since %s (%.4g -> %.4g %s, ratio %.3f [%.3f–%.3f] at 99%%,"
                        + " run %d of %d)", c.label(), c.slowdown(), c.commitRange(), c.before(), c.after(), c.unit(),
                c.ratio(), c.ciLow(), c.ciHigh(), c.run() + 1, c.runs());
    }
}
