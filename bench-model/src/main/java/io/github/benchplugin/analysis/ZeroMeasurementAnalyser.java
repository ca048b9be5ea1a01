package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.HarnessFloor;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Warning;
import io.github.benchplugin.model.WarningCode;
import io.github.benchplugin.stats.FloorCheck;
import io.github.benchplugin.stats.RatioEstimator;
import io.github.benchplugin.stats.RowFloors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static io.github.benchplugin.stats.SignificantDigits.three;

/**
 * ZERO_MEASUREMENT: a cell that measures nothing of its own, named on the runtime where it
 * happens. Each cell is tested against its runtime's harness floor ({@link FloorCheck}, per call
 * of the method), and rows are checked across runtimes ({@link RowFloors}): a runtime at its
 * floor while another is far above its own removed the work. A runtime without a floor (older
 * files) is not tested: no guessing from names or fixed thresholds.
 *
 * <p>Where the forks are too few for the test, the cells near their floor are listed in one
 * warning per runtime that says it cannot tell, instead of a verdict either way.
 */
final class ZeroMeasurementAnalyser implements Analyser {

    private static final String ADVICE = "Return the result from the benchmark method or pass it to a Blackhole,"
            + " and read inputs from non-final @State fields rather than constants, so the JIT can neither drop"
            + " the work nor compute it in advance.";

    /** Rows named in one "cannot tell" warning before the rest are only counted. */
    static final int LISTED_ROWS = 5;

    @Override
    public List<Warning> analyse(BenchResult result) {
        Map<String, HarnessFloor> floors = RowFloors.floorsOf(result.runtimes());
        if (floors.isEmpty()) {
            return List.of();
        }
        List<Warning> warnings = new ArrayList<>();
        Map<String, List<Undecided>> undecided = new LinkedHashMap<>();
        for (Row row : result.rows()) {
            RowFloors rowFloors = RowFloors.of(row, floors);
            for (String runtime : row.cells().keySet()) {
                Optional<RowFloors.RemovedWork> removed = rowFloors.removedWork(runtime);
                Optional<FloorCheck> check = rowFloors.check(runtime);
                if (removed.isPresent()) {
                    warnings.add(removedWork(row, removed.get()));
                } else if (check.isPresent() && check.get().outcome() == FloorCheck.Outcome.AT_FLOOR) {
                    warnings.add(atFloor(row, runtime, check.get()));
                } else if (check.isPresent() && isUndecidedNearFloor(check.get())) {
                    undecided.computeIfAbsent(runtime, r -> new ArrayList<>()).add(new Undecided(row, check.get()));
                }
            }
        }
        undecided.forEach((runtime, cells) -> warnings.add(cannotTell(runtime, cells)));
        return warnings;
    }

    /**
     * With too few forks to test, the cells worth a second look: under twice the floor, where
     * both a folded constant and the smallest real work lie.
     */
    private static final double UNDECIDED_FACTOR = 2.0;

    private static boolean isUndecidedNearFloor(FloorCheck check) {
        return check.outcome() == FloorCheck.Outcome.TOO_FEW_FORKS && check.timesFloor() < UNDECIDED_FACTOR;
    }

    private static Warning removedWork(Row row, RowFloors.RemovedWork removed) {
        String message = "near the harness floor on " + removed.runtime() + " while " + removed.keptBy()
                + " does the work [" + row.mode() + "]: " + removed.detail() + ". " + ADVICE;
        return Warning.of(WarningCode.ZERO_MEASUREMENT, message, RowLabel.of(row), removed.runtime());
    }

    private static Warning atFloor(Row row, String runtime, FloorCheck check) {
        String message = String.format(Locale.ROOT,
                "not significantly above the harness floor [%s]: on %s, %s ns per call against %s ns for an empty"
                        + " benchmark (one-sided Welch t on %d vs %d fork means, p = %s). Dead code or constant"
                        + " folding. %s",
                row.mode(), runtime, three(check.cellNanos()), three(check.floorNanos()), check.cellForks(),
                check.floorForks(), three(check.pValue()), ADVICE);
        return Warning.of(WarningCode.ZERO_MEASUREMENT, message, RowLabel.of(row), runtime);
    }

    private static Warning cannotTell(String runtime, List<Undecided> cells) {
        FloorCheck first = cells.get(0).check();
        int forks = cells.stream().mapToInt(u -> Math.min(u.check().cellForks(), u.check().floorForks())).min()
                .orElse(0);
        List<String> listed = cells.stream().limit(LISTED_ROWS)
                .map(u -> RowLabel.of(u.row()) + " (" + three(u.check().cellNanos()) + " ns per call)").toList();
        String more = cells.size() > LISTED_ROWS ? " and " + (cells.size() - LISTED_ROWS) + " more" : "";
        String message = String.format(Locale.ROOT,
                "cannot tell whether %d %s on %s %s above the harness floor (%s ns per call): with %d fork%s on the"
                        + " cell or the floor there is no fork-to-fork spread to test against. Near the floor: %s%s."
                        + " %s",
                cells.size(), cells.size() == 1 ? "cell" : "cells", runtime, cells.size() == 1 ? "is" : "are",
                three(first.floorNanos()), forks, forks == 1 ? "" : "s", String.join(", ", listed), more,
                forkAdvice(RatioEstimator.RECOMMENDED_FORKS));
        String benchmark = cells.size() == 1 ? RowLabel.of(cells.get(0).row()) : null;
        return Warning.of(WarningCode.ZERO_MEASUREMENT, message, benchmark, runtime);
    }

    private static String forkAdvice(int forks) {
        return "Use >= " + forks + " forks (bench.forks) to find out.";
    }

    private record Undecided(Row row, FloorCheck check) {
    }
}
