package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.model.gate.GateChecks;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Verdict;
import io.github.benchplugin.model.stats.RatioEstimator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Objects;

/**
 * bench.failOnChange: the newest run fails the build when, in a series it belongs to, it starts
 * or continues a change point that is a slowdown larger than the threshold. "Continues": the
 * newest run lies after the series' last change point, so a slowdown keeps failing until a later
 * change point (the fix) ends it; accepting it means raising the threshold or starting a new
 * history.
 *
 * <p>A series shorter than the change-point test needs falls back to bench.compareTo's semantics:
 * its newest run is compared with the run before it ({@link PreviousRunSlowdown}), and the verdict
 * line says how many series were gated that way.
 *
 * @param threshold   the smallest slowdown that fails
 * @param failing     the change points that fail the build
 * @param checked     series the newest run belongs to
 * @param tooShort    of those, series shorter than the detector needs
 * @param shortest    the length the detector needs
 * @param previousFailing   short series whose newest run is slower than the run before it by more than the threshold
 * @param comparedWithPrevious short series compared with the run before (those with at least 2 runs)
 * @param gated       the series of the newest run the gate judged (by change points or against the run before)
 * @param ungated     the series of the newest run too short to judge, with no run before to compare with
 */
public record ChangeGate(Threshold threshold, List<ChangePoint> failing, int checked, int tooShort, int shortest,
                         List<PreviousRunSlowdown> previousFailing, int comparedWithPrevious, List<SeriesKey> gated,
                         List<SeriesKey> ungated) {

    public ChangeGate {
        gated = List.copyOf(gated);
        ungated = List.copyOf(ungated);
    }

    /** The gate without the fallback for short series (they are counted, not gated). */
    public static ChangeGate evaluate(List<TrendSeries> series, RunRecord newest, ChangeAnalysis analysis,
                                      Threshold threshold) {
        return evaluate(series, newest, analysis, threshold, null);
    }

    /**
     * @param previous the run before the newest in each of its series, read with the history; null:
     *                 short series are not compared with it
     */
    public static ChangeGate evaluate(List<TrendSeries> series, RunRecord newest, ChangeAnalysis analysis,
                                      Threshold threshold, PreviousRuns previous) {
        int shortest = analysis.shortestSeries();
        List<ChangePoint> failing = new ArrayList<>();
        List<PreviousRunSlowdown> previousFailing = new ArrayList<>();
        int checked = 0;
        int tooShort = 0;
        int compared = 0;
        List<SeriesKey> gated = new ArrayList<>();
        List<SeriesKey> ungated = new ArrayList<>();
        RatioEstimator estimator = new RatioEstimator();
        for (TrendSeries s : series) {
            TrendPoint last = s.points().get(s.points().size() - 1);
            if (!last.recordedAt().equals(newest.recordedAt()) || !last.commit().equals(newest.commit())) {
                continue; // a row the newest run did not measure, or another machine type
            }
            checked++;
            if (s.points().size() < shortest) {
                tooShort++;
                PreviousRuns.Previous before = previous == null ? null : previous.of(s.key());
                RecordedCell now = previous == null ? null : previous.newest(s.key());
                if (before != null && now != null && s.points().size() >= 2) {
                    compared++;
                    gated.add(s.key());
                    PreviousRunSlowdown slower = slowerThanBefore(estimator, s, before, now, newest.commit(), threshold);
                    if (slower != null) {
                        previousFailing.add(slower);
                    }
                } else {
                    ungated.add(s.key());
                }
                continue;
            }
            gated.add(s.key());
            List<ChangePoint> changes = analysis.changes(s);
            if (!changes.isEmpty()) {
                ChangePoint latest = changes.get(changes.size() - 1);
                if (latest.slowdown() > 1 + threshold.fraction()) {
                    failing.add(latest);
                }
            }
        }
        return new ChangeGate(threshold, List.copyOf(failing), checked, tooShort, shortest,
                List.copyOf(previousFailing), compared, gated, ungated);
    }

    /** Whether {@code record} is the newest run (the same recording time and commit). */
    /** Whether {@code record} is the newest run itself (read back from the history, or the one being judged). */
    public static boolean isNewest(RunRecord record, RunRecord newest) {
        return Objects.equals(record.recordedAt(), newest.recordedAt()) && record.commit().equals(newest.commit());
    }

    /** The newest run against the one before it, as bench.compareTo compares; null unless slower by more than the threshold. */
    private static PreviousRunSlowdown slowerThanBefore(RatioEstimator estimator, TrendSeries series,
                                                        PreviousRuns.Previous before, RecordedCell now,
                                                        CommitInfo commit, Threshold threshold) {
        Mode mode;
        try {
            mode = Mode.fromShortName(series.key().row().mode());
        } catch (IllegalArgumentException e) {
            return null;
        }
        Comparison c = estimator.compare(cell(before.cell()), cell(now), mode, "previous:" + series.key().runtime());
        if (c.shownVerdict() != Verdict.SLOWER || !(c.ratio() > 0) || c.ciLow() == null || !(c.ciLow() > 0)) {
            return null;
        }
        boolean higherIsBetter = mode.higherIsBetter();
        double slowdown = higherIsBetter ? 1 / c.ratio() : c.ratio();
        if (!(slowdown > 1 + threshold.fraction())) {
            return null;
        }
        double low = higherIsBetter ? 1 / c.ciHigh() : c.ciLow();
        double high = higherIsBetter ? 1 / c.ciLow() : c.ciHigh();
        return new PreviousRunSlowdown(series.key(), series.points().size(), before.commit(), commit, c, slowdown, low,
                high);
    }

    /** A recorded cell as a result cell: each fork mean one fork, as RatioEstimator takes fork means as its units. */
    private static Cell cell(RecordedCell recorded) {
        List<List<Double>> forks = recorded.forkMeans().stream().map(List::of).toList();
        return Cell.builder(CellStatus.OK).score(recorded.mean()).samples(recorded.forkMeans()).forkSamples(forks)
                .allocBytesPerOp(recorded.allocBytesPerOp()).build();
    }

    public boolean failed() {
        return !failing.isEmpty() || !previousFailing.isEmpty();
    }

    /**
     * One check per row and runtime of {@code result} (the newest run): failed where it starts or continues
     * a slowdown, passed where its series was judged, skipped where the history is too short to judge it
     * or holds no series of it (a cell that did not measure).
     */
    public List<GateCheck> checks(BenchResult result) {
        List<GateChecks.Failure> found = new ArrayList<>();
        failing.forEach(c -> found.add(new GateChecks.Failure(new RowKey(c.benchmark(), c.mode(), c.params()),
                c.runtime(), describe(c))));
        previousFailing.forEach(p -> found.add(new GateChecks.Failure(p.key().row(), p.key().runtime(),
                p.describe(shortest))));
        Set<List<Object>> judged = new HashSet<>();
        gated.forEach(k -> judged.add(List.of(k.row(), k.runtime())));
        Set<List<Object>> tooShortToJudge = new HashSet<>();
        ungated.forEach(k -> tooShortToJudge.add(List.of(k.row(), k.runtime())));
        return new GateChecks("bench.failOnChange=" + threshold).failing(found).overCells(result, (row, runtime) -> {
            List<Object> key = List.of(row.key(), runtime.id());
            if (judged.contains(key)) {
                return new GateChecks.Unfailed(GateCheck.Status.PASSED,
                        "no change point slower by more than " + threshold);
            }
            return new GateChecks.Unfailed(GateCheck.Status.SKIPPED, tooShortToJudge.contains(key)
                    ? "not judged yet: the history has fewer than the " + shortest
                    + " runs the change-point test needs, and no earlier run to compare with"
                    : "not judged: this run recorded no series for it in the history");
        });
    }

    /** Series the gate judged: long enough for the change-point test, or compared with the run before. */
    public int judged() {
        return checked - tooShort + comparedWithPrevious;
    }

    /**
     * "bench.failOnChange=5%: passed, ...", "FAILED, ..." or, when no series could be judged yet (a new history),
     * "WARNING, nothing was gated", with a note when history is too short.
     */
    public String verdictLine() {
        String head = "bench.failOnChange=" + threshold + ": ";
        String verdict;
        if (failed()) {
            verdict = "FAILED, " + (failing.size() + previousFailing.size()) + " row(s) slower by more than " + threshold
                    + (previousFailing.isEmpty() ? " since a change point"
                    : failing.isEmpty() ? " than the previous run" : " since a change point or than the previous run");
        } else if (judged() == 0) {
            verdict = "WARNING, nothing was gated: judged 0 of the " + checked + " series of this run";
        } else {
            verdict = "passed, no change point slower by more than " + threshold + " in the " + judged()
                    + " judged of the " + checked + " series of this run";
        }
        if (tooShort > 0) {
            verdict += "; " + tooShort + " of " + checked + " series have fewer than the " + shortest
                    + " runs the change-point test needs" + (comparedWithPrevious == 0
                    ? ", and are not gated yet (no earlier run to compare with)"
                    : ": " + comparedWithPrevious + " of them compared with the previous run instead, as bench.compareTo"
                    + " would" + (comparedWithPrevious < tooShort ? ", the others have no earlier run" : ""));
        }
        return head + verdict;
    }

    /** "org.x.B.m avgt on 17: 3.02x slower since abc1234567..def7654321 (1200 -> 3624 ns/op, 99% [2.8–3.3], run 4 of 6)". */
    public static String describe(ChangePoint c) {
        return c.label() + ": " + NumberFormats.ratio(c.slowdown()) + "x slower since " + c.commitRange() + " ("
                + NumberFormats.score(c.before()) + " -> " + NumberFormats.score(c.after()) + " " + c.unit() + ", ratio "
                + NumberFormats.ratioWithInterval(c.ratio(), c.ciLow(), c.ciHigh()) + " at 99%, run " + (c.run() + 1)
                + " of " + c.runs() + ")";
    }
}
