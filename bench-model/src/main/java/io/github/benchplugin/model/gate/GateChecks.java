package io.github.benchplugin.model.gate;

import io.github.benchplugin.model.format.NumberFormats;
import io.github.benchplugin.model.result.AllocComparison;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Turns a gate's failures into a check per row and runtime ({@link GateCheck}): the gates themselves
 * only name what fails, and a test-report view also wants what passed and what could not be judged.
 * Every row of the result gets one check per column, in table order, for each gate.
 */
public final class GateChecks {

    /** A failure of a gate, keyed the way the checks are. */
    public record Failure(RowKey row, String runtimeId, String message) {
    }

    private final String gate;
    private final Map<Key, List<String>> failures = new LinkedHashMap<>();

    private record Key(RowKey row, String runtimeId) {
    }

    /** @param gate the gate as the user set it: "bench.failOnRegression=5%" */
    public GateChecks(String gate) {
        this.gate = gate;
    }

    /** Adds the gate's failures; several for one row and runtime (both references) are joined. */
    public GateChecks failing(List<Failure> found) {
        found.forEach(f -> failures.computeIfAbsent(new Key(f.row(), f.runtimeId()), k -> new ArrayList<>())
                .add(f.message()));
        return this;
    }

    /**
     * The checks of a gate that judges comparisons (against the baseline runtime, the first variant and the earlier run):
     * a row and runtime fails when the gate named it, passes when the gate judged one of its comparisons,
     * and is skipped otherwise (the baseline column without bench.compareTo, a failed cell, a verdict the
     * gate does not judge), saying why.
     *
     * @param judged the comparisons the gate looks at
     */
    public List<GateCheck> overComparisons(BenchResult result, Predicate<Comparison> judged, Figure figure) {
        return overCells(result, (row, runtime) -> unfailed(row, runtime, judged, figure));
    }

    /** What a check says of a row and runtime the gate did not name as failing. */
    public record Unfailed(GateCheck.Status status, String message) {
    }

    /**
     * The checks of a gate with a rule of its own: {@code unfailed} says passed or skipped, and why, for
     * every row and runtime the gate did not name as failing.
     */
    public List<GateCheck> overCells(BenchResult result, BiFunction<Row, RuntimeInfo, Unfailed> unfailed) {
        List<GateCheck> checks = new ArrayList<>();
        for (Row row : result.rows()) {
            for (RuntimeInfo runtime : result.runtimes()) {
                List<String> failed = failures.get(new Key(row.key(), runtime.id()));
                Unfailed outcome = failed != null ? new Unfailed(GateCheck.Status.FAILED, String.join("; ", failed))
                        : unfailed.apply(row, runtime);
                checks.add(new GateCheck(gate, row.key(), runtime.id(), outcome.status(), outcome.message()));
            }
        }
        return checks;
    }

    /** What a passed check says of a comparison: the figure its gate reads. */
    public enum Figure {
        /** "ratio 0.42 [0.40–0.44] against 17: faster". */
        TIME {
            @Override
            public String describe(Comparison c) {
                return (c.ratio() == null ? "no ratio" : "ratio " + NumberFormats.ratioWithInterval(c.ratio(), c.ciLow(),
                        c.ciHigh())) + " against " + c.against() + ": " + c.shownVerdict().json();
            }
        },
        /** "allocation ratio 1.00 (forks 0.98–1.02) against 17: same". */
        ALLOCATION {
            @Override
            public String describe(Comparison c) {
                AllocComparison alloc = c.alloc();
                if (alloc == null || alloc.ratio() == null) {
                    return "no allocation ratio against " + c.against();
                }
                int decimals = NumberFormats.ratioDecimals(alloc.ratio());
                String forks = alloc.low() == null || alloc.high() == null ? ""
                        : " (forks " + NumberFormats.ratioBound(alloc.low(), decimals) + "–"
                        + NumberFormats.ratioBound(alloc.high(), decimals) + ")";
                return "allocation ratio " + NumberFormats.ratio(alloc.ratio()) + forks + " against " + c.against()
                        + ": " + c.shownAllocVerdict().json();
            }
        };

        public abstract String describe(Comparison c);
    }

    private static Unfailed unfailed(Row row, RuntimeInfo runtime, Predicate<Comparison> judged, Figure figure) {
        List<Comparison> compared = new ArrayList<>();
        for (Regression.Reference reference : Regression.Reference.values()) {
            Comparison c = reference.of(row).get(runtime.id());
            if (c != null) {
                compared.add(c);
            }
        }
        List<String> passed = compared.stream().filter(judged).map(figure::describe).toList();
        return passed.isEmpty() ? new Unfailed(GateCheck.Status.SKIPPED, whyNotJudged(row, runtime, compared))
                : new Unfailed(GateCheck.Status.PASSED, String.join("; ", passed));
    }

    private static String whyNotJudged(Row row, RuntimeInfo runtime, List<Comparison> compared) {
        Cell cell = row.cells().get(runtime.id());
        if (cell == null || !cell.isOk()) {
            String why = cell == null ? "not measured" : cell.status().json();
            return "not compared: the cell is " + why + (cell == null || cell.message() == null ? ""
                    : " (" + cell.message() + ")");
        }
        if (compared.isEmpty()) {
            return runtime.baseline()
                    ? "not compared: the baseline runtime, and no earlier run (bench.compareTo) to compare it with"
                    : "not compared: no comparison for this runtime";
        }
        String notes = String.join("; ", compared.stream().map(Comparison::note).filter(Objects::nonNull).toList());
        return "not compared: no figure this gate judges" + (notes.isEmpty() ? "" : " (" + notes + ")");
    }
}
