package io.github.benchplugin.gate;

import io.github.benchplugin.regression.AllocRegression;
import io.github.benchplugin.regression.AllocRegressionGate;
import io.github.benchplugin.regression.GateCheck;
import io.github.benchplugin.regression.GateChecks;
import io.github.benchplugin.regression.NoAllocRegressionGate;
import io.github.benchplugin.regression.NoRegressionGate;
import io.github.benchplugin.regression.Regression;
import io.github.benchplugin.regression.RegressionGate;
import io.github.benchplugin.regression.Threshold;
import io.github.benchplugin.model.AllocVerdict;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Comparison;
import io.github.benchplugin.model.Verdict;
import io.github.benchplugin.model.RowKey;
import io.github.benchplugin.history.ChangeGate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What the gates (bench.failOnRegression, bench.failOnAllocRegression, bench.failOnChange) found in one result: the
 * build log, the failure message and the GitHub step summary all say it from here.
 *
 * @param timeThreshold  bench.failOnRegression, or null when not set
 * @param allocThreshold bench.failOnAllocRegression, or null when not set
 * @param slower         rows significantly slower by more than timeThreshold
 * @param allocating     rows allocating more by more than allocThreshold
 * @param changes        bench.failOnChange on the history, or null when not set
 * @param requirements   bench.requireNoRegression and bench.requireNoAllocRegression (their thresholds may be null)
 * @param notShown       bench.requireNoRegression's outcome, or null when not set
 * @param allocNotShown  bench.requireNoAllocRegression's outcome, or null when not set
 */
record GateOutcome(Threshold timeThreshold, Threshold allocThreshold, List<Regression> slower,
                   List<AllocRegression> allocating, ChangeGate changes, HistoryOptions.Requirements requirements,
                   NoRegressionGate.Outcome<NoRegressionGate.Unproven> notShown,
                   NoRegressionGate.Outcome<NoAllocRegressionGate.Unproven> allocNotShown) {

    GateOutcome(Threshold timeThreshold, Threshold allocThreshold, List<Regression> slower,
                List<AllocRegression> allocating, ChangeGate changes) {
        this(timeThreshold, allocThreshold, slower, allocating, changes, HistoryOptions.Requirements.NONE, null, null);
    }

    static GateOutcome of(BenchResult result, Threshold timeThreshold, Threshold allocThreshold, ChangeGate changes) {
        return of(result, timeThreshold, allocThreshold, changes, HistoryOptions.Requirements.NONE);
    }

    static GateOutcome of(BenchResult result, Threshold timeThreshold, Threshold allocThreshold, ChangeGate changes,
                          HistoryOptions.Requirements requirements) {
        Threshold noRegression = requirements.noRegression();
        Threshold noAllocRegression = requirements.noAllocRegression();
        return new GateOutcome(timeThreshold, allocThreshold,
                timeThreshold == null ? List.of() : RegressionGate.find(result, timeThreshold),
                allocThreshold == null ? List.of() : AllocRegressionGate.find(result, allocThreshold), changes,
                requirements,
                noRegression == null ? null : NoRegressionGate.check(result, noRegression),
                noAllocRegression == null ? null : NoAllocRegressionGate.check(result, noAllocRegression));
    }

    boolean failed() {
        return !slower.isEmpty() || !allocating.isEmpty() || (changes != null && changes.failed())
                || (notShown != null && !notShown.passed()) || (allocNotShown != null && !allocNotShown.passed());
    }

    boolean anyGate() {
        return timeThreshold != null || allocThreshold != null || changes != null || notShown != null
                || allocNotShown != null;
    }

    /** One line per gate that is set: "bench.failOnRegression=5%: passed" or how many rows failed it. */
    List<String> verdictLines() {
        List<String> lines = new ArrayList<>();
        if (timeThreshold != null) {
            lines.add("bench.failOnRegression=" + timeThreshold + ": " + (slower.isEmpty()
                    ? "passed, no significant slowdown larger than " + timeThreshold
                    : "FAILED, " + slower.size() + " row(s) significantly slower by more than " + timeThreshold));
        }
        if (allocThreshold != null) {
            lines.add("bench.failOnAllocRegression=" + allocThreshold + ": " + (allocating.isEmpty()
                    ? "passed, no row allocates more by more than " + allocThreshold
                    : "FAILED, " + allocating.size() + " row(s) allocate more by more than " + allocThreshold));
        }
        if (notShown != null) {
            Threshold t = requirements.noRegression();
            lines.add("bench.requireNoRegression=" + t + ": " + (notShown.passed()
                    ? "passed, every compared row (" + notShown.compared() + ") shown not slower by more than " + t
                    : "FAILED, " + notShown.failing().size() + " of " + notShown.compared()
                    + " compared row(s) not shown within " + t + " (slower beyond it, undecided at it, or unknown)"));
        }
        if (allocNotShown != null) {
            Threshold t = requirements.noAllocRegression();
            lines.add("bench.requireNoAllocRegression=" + t + ": " + (allocNotShown.passed()
                    ? "passed, every compared row (" + allocNotShown.compared() + ") shown not to allocate more by more"
                    + " than " + t
                    : "FAILED, " + allocNotShown.failing().size() + " of " + allocNotShown.compared()
                    + " compared row(s) not shown to allocate at most " + t + " more"));
        }
        if (changes != null) {
            lines.add(changes.verdictLine());
        }
        return lines;
    }

    /**
     * Every check of every gate that is set, a check per row and runtime (what bench.export=junit prints): the
     * failures with the interval they were judged on, what passed, and what no gate could judge.
     */
    List<GateCheck> checks(BenchResult result) {
        List<GateCheck> checks = new ArrayList<>();
        if (timeThreshold != null) {
            checks.addAll(checks(result, "bench.failOnRegression=" + timeThreshold, slower,
                    r -> new GateChecks.Failure(r.row(), r.runtimeId(), r.describe()),
                    c -> c.shownVerdict() != Verdict.UNKNOWN, GateChecks.Figure.TIME));
        }
        if (allocThreshold != null) {
            checks.addAll(checks(result, "bench.failOnAllocRegression=" + allocThreshold, allocating,
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
        slower.forEach(r -> rows.add("slower: " + r.describe()));
        allocating.forEach(r -> rows.add("allocates more: " + r.describe()));
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
        slower.forEach(r -> rows.add(r.row()));
        allocating.forEach(r -> rows.add(r.row()));
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
        verdictLines().stream().filter(l -> l.contains("FAILED")).forEach(l -> text.append(l).append("; "));
        text.append("results are in ").append(outputDirectory).append(':');
        failingRows().forEach(r -> text.append(System.lineSeparator()).append("  ").append(r));
        return text.toString();
    }
}
