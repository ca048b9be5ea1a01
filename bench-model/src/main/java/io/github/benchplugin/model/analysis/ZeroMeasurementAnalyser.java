package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.FloorCheck;
import io.github.benchplugin.model.stats.RatioEstimator;
import io.github.benchplugin.model.stats.RowFloors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static io.github.benchplugin.model.format.NumberFormats.three;

/**
 * ZERO_MEASUREMENT: a cell that measures nothing of its own, named on the runtime where it
 * happens. Each cell is tested against its runtime's harness floor ({@link FloorCheck}, per call
 * of the method), and rows are checked across runtimes ({@link RowFloors}). A runtime without a
 * floor (older files, bench.floor=false, or bench.floor=auto where no cell came near it) is not
 * tested: no guessing from names or fixed thresholds.
 *
 * <p>Two findings, each with its own words and advice, because "at the floor" is not "dead code":
 * <ul>
 *   <li><em>at the floor</em>: the cell costs no more than an empty benchmark. That is below what
 *   the harness resolves on this runtime, so its speed is unknown; the remedy is more work per call.
 *   It may be removed work too, but nothing here shows it;</li>
 *   <li><em>removed by this runtime's JIT</em>: the cell is near its floor while there is evidence
 *   that the work exists: another runtime does the same benchmark far above its own floor, or the
 *   bench.baseline method does its work far above this runtime's floor. The remedy is to keep the
 *   result alive.</li>
 * </ul>
 *
 * <p>Where the forks are too few for the test, or too spread for it (a cell clear of its floor by
 * the fastest iteration, yet not significantly above it: the machine was busy while the cell or the
 * floor ran), the cells near their floor are listed in one warning per runtime and reason that
 * says it cannot tell, instead of a verdict either way. A folded constant measured through a busy
 * spell is thus never passed over in silence.
 */
final class ZeroMeasurementAnalyser implements Analyser {

    /** For work a JIT removed: make its result observable. */
    private static final String KEEP_RESULT_ADVICE = "Return the result from the benchmark method or pass it to a"
            + " Blackhole, and read inputs from non-final @State fields rather than constants, so the JIT can neither"
            + " drop the work nor compute it in advance.";

    /** For work too small to resolve: make each call cost more. */
    private static final String MORE_WORK_ADVICE = "Give each call more work (loop over more data, or use a larger"
            + " @Param; @OperationsPerInvocation keeps the score per operation) until it stands clear of the floor."
            + " If it should already cost more, check that its result is returned or passed to a Blackhole.";

    /** Rows named in one "cannot tell" warning before the rest are only counted. */
    static final int LISTED_ROWS = 5;

    @Override
    public List<Warning> analyse(BenchResult result) {
        Map<String, HarnessFloor> floors = RowFloors.floorsOf(result.runtimes());
        if (floors.isEmpty()) {
            return List.of();
        }
        BaselineEvidence baselines = new BaselineEvidence(result.rows(), floors);
        List<Warning> warnings = new ArrayList<>();
        Map<UndecidedGroup, List<Undecided>> undecided = new LinkedHashMap<>();
        // Row by row, not TableCell's flat scan: each row's floors (RowFloors.of) are worked out once for all its cells.
        for (Row row : result.rows()) {
            RowFloors rowFloors = RowFloors.of(row, floors);
            for (String runtime : row.cells().keySet()) {
                // RowFloors decides whether the cell measured no work (the verdicts ask it too); this
                // analyser only words the finding, and adds the baseline method as evidence of removed work.
                Optional<RowFloors.NoWork> noWork = rowFloors.noWork(runtime);
                Optional<FloorCheck> check = rowFloors.check(runtime);
                if (noWork.isPresent() && noWork.get() instanceof RowFloors.RemovedWork removed) {
                    warnings.add(removedWork(row, removed));
                } else if (noWork.isPresent()) {
                    FloorCheck atFloor = noWork.get().check();
                    Optional<BaselineEvidence.Found> baseline = baselines.doingWork(row, runtime, atFloor);
                    warnings.add(baseline.isPresent() ? removedBesideBaseline(row, runtime, atFloor, baseline.get())
                            : atFloor(row, runtime, atFloor));
                } else if (check.isPresent() && isUndecidedNearFloor(check.get())) {
                    undecided.computeIfAbsent(new UndecidedGroup(runtime, check.get().outcome()), g -> new ArrayList<>())
                            .add(new Undecided(row, check.get()));
                }
            }
        }
        undecided.forEach((group, cells) -> warnings.add(cannotTell(group, cells)));
        return warnings;
    }

    /**
     * With too few forks to test, or forks too spread for it, the cells worth a second look: under
     * twice the floor, where both a folded constant and the smallest real work lie.
     */
    private static final double UNDECIDED_FACTOR = 2.0;

    private static boolean isUndecidedNearFloor(FloorCheck check) {
        boolean untested = check.outcome() == FloorCheck.Outcome.TOO_FEW_FORKS
                || check.outcome() == FloorCheck.Outcome.UNCLEAR;
        return untested && check.timesFloor() < UNDECIDED_FACTOR;
    }

    private static Warning removedWork(Row row, RowFloors.RemovedWork removed) {
        String message = "removed by " + removed.runtime() + "'s JIT, while " + removed.keptBy()
                + " does the work [" + row.mode() + "]: " + removed.detail() + ". " + KEEP_RESULT_ADVICE;
        return Warning.forRow(WarningCode.ZERO_MEASUREMENT, message, row, removed.runtime());
    }

    private static Warning removedBesideBaseline(Row row, String runtime, FloorCheck check,
                                                 BaselineEvidence.Found baseline) {
        String message = String.format(Locale.ROOT,
                "removed by %s's JIT, while the bench.baseline method does its work [%s]: on %s, %s ns per call,"
                        + " no more than the %s ns of an empty benchmark (%s), while %s takes %s ns, %sx that floor:"
                        + " this method's work was probably removed"
                        + " (a result never used, or a constant folded), unless it really does next to nothing, so its"
                        + " ratio against %s is not a speed-up. %s",
                runtime, row.mode(), runtime, three(check.cellNanos()), three(check.floorNanos()), evidence(check),
                baseline.method(), three(baseline.check().cellNanos()),
                three(baseline.check().timesFloor()), baseline.method(), KEEP_RESULT_ADVICE);
        return Warning.forRow(WarningCode.ZERO_MEASUREMENT, message, row, runtime);
    }

    private static Warning atFloor(Row row, String runtime, FloorCheck check) {
        String message = String.format(Locale.ROOT,
                "no more than an empty benchmark [%s]: on %s, %s ns per call against %s ns for an empty benchmark"
                        + " (%s): below what this harness resolves here, so how fast it is stays unknown. %s",
                row.mode(), runtime, three(check.cellNanos()), three(check.floorNanos()), evidence(check),
                MORE_WORK_ADVICE);
        return Warning.forRow(WarningCode.ZERO_MEASUREMENT, message, row, runtime);
    }

    /** Why a cell is at its floor: its fastest iteration against the floor's ({@link FloorCheck}'s measure). */
    private static String evidence(FloorCheck check) {
        return String.format(Locale.ROOT, "its fastest iteration in %d forks %.2fx the floor's fastest in %d, within"
                        + " the %.2fx this harness does not resolve", check.cellForks(), check.fastestRatio(),
                check.floorForks(), FloorCheck.NEAR_FACTOR);
    }

    private static Warning cannotTell(UndecidedGroup group, List<Undecided> cells) {
        String runtime = group.runtime();
        FloorCheck first = cells.get(0).check();
        List<String> listed = cells.stream().limit(LISTED_ROWS)
                .map(u -> u.row().label() + " (" + three(u.check().cellNanos()) + " ns per call)").toList();
        String more = cells.size() > LISTED_ROWS ? " and " + (cells.size() - LISTED_ROWS) + " more" : "";
        String message = String.format(Locale.ROOT,
                "cannot tell whether %d %s on %s %s above the harness floor (%s ns per call): %s. Near the floor: %s%s."
                        + " %s",
                cells.size(), cells.size() == 1 ? "cell" : "cells", runtime, cells.size() == 1 ? "is" : "are",
                three(first.floorNanos()), whyNot(group.outcome(), cells), String.join(", ", listed), more,
                advice(group.outcome()));
        return cells.size() == 1 ? Warning.forRow(WarningCode.ZERO_MEASUREMENT, message, cells.get(0).row(), runtime)
                : Warning.of(WarningCode.ZERO_MEASUREMENT, message, null, runtime);
    }

    /** Why no test could decide: too few forks, or forks too spread (the machine busy during the cells or the floor). */
    private static String whyNot(FloorCheck.Outcome outcome, List<Undecided> cells) {
        if (outcome == FloorCheck.Outcome.UNCLEAR) {
            double fastest = cells.stream().mapToDouble(u -> u.check().fastestRatio()).min().orElseThrow();
            return String.format(Locale.ROOT, "the fastest iteration is %.2fx the floor's fastest, past the %.2fx this"
                    + " harness does not resolve, yet the forks are too spread to show any cost above it (the machine"
                    + " was busy while the %s or the floor ran)", fastest, FloorCheck.NEAR_FACTOR,
                    cells.size() == 1 ? "cell" : "cells");
        }
        int forks = cells.stream().mapToInt(u -> Math.min(u.check().cellForks(), u.check().floorForks())).min()
                .orElse(0);
        return String.format(Locale.ROOT, "with %d fork%s on the cell or the floor there is no fork-to-fork spread"
                + " to test against", forks, forks == 1 ? "" : "s");
    }

    private static String advice(FloorCheck.Outcome outcome) {
        return outcome == FloorCheck.Outcome.UNCLEAR
                ? "Run them again on a quieter machine, or with more forks (bench.forks), to find out."
                : forkAdvice(RatioEstimator.RECOMMENDED_FORKS);
    }

    private static String forkAdvice(int forks) {
        return "Use >= " + forks + " forks (bench.forks) to find out.";
    }

    private record Undecided(Row row, FloorCheck check) {
    }

    /** One "cannot tell" warning per runtime and reason. */
    private record UndecidedGroup(String runtime, FloorCheck.Outcome outcome) {
    }
}
