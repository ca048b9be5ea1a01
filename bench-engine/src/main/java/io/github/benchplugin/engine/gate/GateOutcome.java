package io.github.benchplugin.engine.gate;

import io.github.benchplugin.model.previousrun.AllocRegression;
import io.github.benchplugin.model.gate.AllocRegressionGate;
import io.github.benchplugin.model.gate.GateCheck;
import io.github.benchplugin.model.gate.GateChecks;
import io.github.benchplugin.model.gate.GateCoverage;
import io.github.benchplugin.model.gate.GateJudgement;
import io.github.benchplugin.model.gate.NoAllocRegressionGate;
import io.github.benchplugin.model.gate.NoRegressionGate;
import io.github.benchplugin.model.previousrun.Regression;
import io.github.benchplugin.model.gate.RegressionGate;
import io.github.benchplugin.model.gate.Threshold;
import io.github.benchplugin.model.result.AllocVerdict;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.gate.ChangeGate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What the gates (bench.failOnRegression, bench.failOnAllocRegression, bench.requireNo..., bench.failOnChange) found
 * in one result: the build log, the failure message, the GitHub step summary and junit.xml all say it from here.
 * Each gate's line starts with its property and value and says how many comparisons it judged and how many it
 * could not; a gate that judged none never says "passed" (a bench.failOn... gate warns, a bench.requireNo... gate
 * fails).
 *
 * @param timeThreshold  bench.failOnRegression, or null when not set
 * @param allocThreshold bench.failOnAllocRegression, or null when not set
 * @param slower         rows significantly slower by more than timeThreshold, and what that gate judged
 * @param allocating     rows allocating more by more than allocThreshold, and what that gate judged
 * @param changes        bench.failOnChange on the history, or null when not set
 * @param requirements   bench.requireNoRegression and bench.requireNoAllocRegression (their thresholds may be null)
 * @param notShown       bench.requireNoRegression's outcome, or null when not set
 * @param allocNotShown  bench.requireNoAllocRegression's outcome, or null when not set
 * @param methodRatios   whether the result has bench.baseline method ratios (which no gate judges: said when a gate
 *                       judged nothing)
 */
record GateOutcome(Threshold timeThreshold, Threshold allocThreshold, GateJudgement<Regression> slower,
                   GateJudgement<AllocRegression> allocating, ChangeGate changes, HistoryOptions.Requirements requirements,
                   NoRegressionGate.Outcome<NoRegressionGate.Unproven> notShown,
                   NoRegressionGate.Outcome<NoAllocRegressionGate.Unproven> allocNotShown, boolean methodRatios) {

    /** How a gate's line reads, and the log level it gets. */
    enum Status {
        PASSED, WARNING, FAILED
    }

    /**
     * One gate's line.
     *
     * @param status passed, a warning (it judged nothing), or failed
     * @param text   "bench.failOnRegression=5%: passed, judged 4 comparison(s), ..."
     */
    record Line(Status status, String text) {
        /** The property and value the line starts with: "bench.failOnRegression=5%". */
        String gate() {
            return text.substring(0, text.indexOf(':'));
        }
    }

    static GateOutcome of(BenchResult result, Threshold timeThreshold, Threshold allocThreshold, ChangeGate changes) {
        return of(result, timeThreshold, allocThreshold, changes, HistoryOptions.Requirements.NONE);
    }

    static GateOutcome of(BenchResult result, Threshold timeThreshold, Threshold allocThreshold, ChangeGate changes,
                          HistoryOptions.Requirements requirements) {
        Threshold noRegression = requirements.noRegression();
        Threshold noAllocRegression = requirements.noAllocRegression();
        GateJudgement<Regression> slower = timeThreshold == null ? none() : RegressionGate.judge(result, timeThreshold);
        GateJudgement<AllocRegression> allocating = allocThreshold == null ? none()
                : AllocRegressionGate.judge(result, allocThreshold);
        return new GateOutcome(timeThreshold, allocThreshold, slower, allocating, changes, requirements,
                noRegression == null ? null : NoRegressionGate.check(result, noRegression),
                noAllocRegression == null ? null : NoAllocRegressionGate.check(result, noAllocRegression),
                result.rows().stream().anyMatch(r -> !r.baselineRatio().isEmpty()));
    }

    private static <F> GateJudgement<F> none() {
        return new GateJudgement<>(List.of(), new GateCoverage(0, java.util.Map.of()));
    }

    boolean failed() {
        return lines().stream().anyMatch(l -> l.status() == Status.FAILED);
    }

    boolean anyGate() {
        return timeThreshold != null || allocThreshold != null || changes != null || notShown != null
                || allocNotShown != null;
    }

    /** One line per gate that is set, as {@link #lines()} has them. */
    List<String> verdictLines() {
        return lines().stream().map(Line::text).toList();
    }

    /** One line per gate that is set: passed, a warning when it judged nothing, or how many rows failed it. */
    List<Line> lines() {
        List<Line> lines = new ArrayList<>();
        if (timeThreshold != null) {
            lines.add(failOnLine("bench.failOnRegression=" + timeThreshold, slower.coverage(),
                    "no significant slowdown larger than " + timeThreshold, slower.failing().size()
                    + " row(s) significantly slower by more than " + timeThreshold, slower.failing().isEmpty()));
        }
        if (allocThreshold != null) {
            lines.add(failOnLine("bench.failOnAllocRegression=" + allocThreshold, allocating.coverage(),
                    "no row allocates more by more than " + allocThreshold, allocating.failing().size()
                    + " row(s) allocate more by more than " + allocThreshold, allocating.failing().isEmpty()));
        }
        if (notShown != null) {
            lines.add(requireLine("bench.requireNoRegression=" + requirements.noRegression(), notShown,
                    "shown not slower by more than " + requirements.noRegression(),
                    "not shown within " + requirements.noRegression() + " (slower beyond it, undecided at it, or unknown)"));
        }
        if (allocNotShown != null) {
            Threshold t = requirements.noAllocRegression();
            lines.add(requireLine("bench.requireNoAllocRegression=" + t, allocNotShown,
                    "shown not to allocate more by more than " + t, "not shown to allocate at most " + t + " more"));
        }
        if (changes != null) {
            lines.add(new Line(changes.failed() ? Status.FAILED : changes.judged() == 0 ? Status.WARNING : Status.PASSED,
                    changes.verdictLine()));
        }
        return lines;
    }

    /** A bench.failOn... gate: failed when a row fails it; a warning, never "passed", when it judged nothing. */
    private Line failOnLine(String gate, GateCoverage coverage, String passedText, String failedText, boolean none) {
        if (!none) {
            return new Line(Status.FAILED, gate + ": FAILED, " + failedText + "; " + coverage.describe());
        }
        if (coverage.judgedNone()) {
            return new Line(Status.WARNING, gate + ": WARNING, nothing was gated: " + coverage.describe() + "; "
                    + nothingJudged(coverage));
        }
        return new Line(Status.PASSED, gate + ": passed, " + passedText + "; " + coverage.describe());
    }

    /** A bench.requireNo... gate: passes only when every compared row is shown within it, and something was compared. */
    private Line requireLine(String gate, NoRegressionGate.Outcome<?> outcome, String shown, String notShownText) {
        if (outcome.compared() == 0) {
            return new Line(Status.FAILED, gate + ": FAILED, nothing was compared, so nothing is shown: "
                    + nothingJudged(outcome.coverage()));
        }
        if (outcome.passed()) {
            return new Line(Status.PASSED, gate + ": passed, every compared row (" + outcome.compared() + ") " + shown
                    + "; " + outcome.coverage().describe());
        }
        return new Line(Status.FAILED, gate + ": FAILED, " + outcome.failing().size() + " of " + outcome.compared()
                + " compared row(s) " + notShownText + "; " + outcome.coverage().describe());
    }

    /** Why a gate had nothing to judge, and what it would judge. */
    private String nothingJudged(GateCoverage coverage) {
        String what = coverage.notJudgedCount() > 0
                ? "no comparison had a figure to judge (set bench.forks to 2 or more, or see the reasons above)"
                : "this result has no comparison a gate judges (a second bench.jdks entry, bench.variants, or"
                + " bench.compareTo gives one)";
        return what + (methodRatios ? "; method ratios against bench.baseline are not gated" : "");
    }

    /**
     * Every check of every gate that is set, a check per row and runtime (what bench.export=junit prints): the
     * failures with the interval they were judged on, what passed, and what no gate could judge.
     */
    List<GateCheck> checks(BenchResult result) {
        List<GateCheck> checks = new ArrayList<>();
        if (timeThreshold != null) {
            checks.addAll(checks(result, "bench.failOnRegression=" + timeThreshold, slower.failing(),
                    r -> new GateChecks.Failure(r.row(), r.runtimeId(), r.describe()),
                    RegressionGate::judgeable, GateChecks.Figure.TIME));
        }
        if (allocThreshold != null) {
            checks.addAll(checks(result, "bench.failOnAllocRegression=" + allocThreshold, allocating.failing(),
                    r -> new GateChecks.Failure(r.row(), r.runtimeId(),
                            r.describe() + "; " + GateChecks.Figure.ALLOCATION.describe(r.comparison())),
                    c -> c.shownAllocVerdict() != AllocVerdict.UNKNOWN, GateChecks.Figure.ALLOCATION));
        }
        if (notShown != null) {
            Threshold t = requirements.noRegression();
            checks.addAll(checks(result, "bench.requireNoRegression=" + t, notShown.failing(),
                    r -> new GateChecks.Failure(r.row(), r.runtimeId(), r.describe(t)),
                    NoRegressionGate::compares, GateChecks.Figure.TIME));
        }
        if (allocNotShown != null) {
            Threshold t = requirements.noAllocRegression();
            checks.addAll(checks(result, "bench.requireNoAllocRegression=" + t, allocNotShown.failing(),
                    r -> new GateChecks.Failure(r.row(), r.runtimeId(), r.describe(t)),
                    NoAllocRegressionGate::compares, GateChecks.Figure.ALLOCATION));
        }
        if (changes != null) {
            checks.addAll(changes.checks(result));
        }
        return checks;
    }

    /** One comparison gate's checks: its failures as found, every other row and runtime judged by {@code judged}. */
    private static <F> List<GateCheck> checks(BenchResult result, String gate, List<F> failing,
                                              Function<F, GateChecks.Failure> failure, Predicate<Comparison> judged,
                                              GateChecks.Figure figure) {
        return new GateChecks(gate).failing(failing.stream().map(failure).toList())
                .overComparisons(result, judged, figure);
    }

    /** Every failing row, one per line. */
    List<String> failingRows() {
        List<String> rows = new ArrayList<>();
        slower.failing().forEach(r -> rows.add("slower: " + r.describe()));
        allocating.failing().forEach(r -> rows.add("allocates more: " + r.describe()));
        if (notShown != null) {
            notShown.failing().forEach(r -> rows.add("not shown within " + requirements.noRegression() + ": "
                    + r.describe(requirements.noRegression())));
        }
        if (allocNotShown != null) {
            allocNotShown.failing().forEach(r -> rows.add("allocation not shown within "
                    + requirements.noAllocRegression() + ": " + r.describe(requirements.noAllocRegression())));
        }
        if (changes != null) {
            changes.failing().forEach(c -> rows.add("change point: " + ChangeGate.describe(c)));
            changes.previousFailing().forEach(c -> rows.add("short history: " + c.describe(changes.shortest())));
        }
        return rows;
    }

    /** The rows that failed a gate (benchmark, mode, params), whatever the runtime. */
    Set<RowKey> failingRowKeys() {
        Set<RowKey> rows = new LinkedHashSet<>();
        slower.failing().forEach(r -> rows.add(r.row()));
        allocating.failing().forEach(r -> rows.add(r.row()));
        if (notShown != null) {
            notShown.failing().forEach(r -> rows.add(r.row()));
        }
        if (allocNotShown != null) {
            allocNotShown.failing().forEach(r -> rows.add(r.row()));
        }
        if (changes != null) {
            changes.failing().forEach(c -> rows.add(new RowKey(c.benchmark(), c.mode(), c.params())));
        }
        return rows;
    }

    /** The build failure: every failing row of both gates at once, so one CI round shows them all. */
    String failureMessage(Path outputDirectory) {
        StringBuilder text = new StringBuilder();
        lines().stream().filter(l -> l.status() == Status.FAILED).forEach(l -> text.append(l.text()).append("; "));
        text.append("results are in ").append(outputDirectory).append(':');
        failingRows().forEach(r -> text.append(System.lineSeparator()).append("  ").append(r));
        return text.toString();
    }
}
