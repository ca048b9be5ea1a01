package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Cell;
import io.github.benchplugin.model.Row;
import io.github.benchplugin.model.Warning;
import io.github.benchplugin.model.WarningCode;
import io.github.benchplugin.stats.ScoreUnits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * ZERO_MEASUREMENT: a score no slower than doing nothing, the sign of dead-code elimination or
 * constant folding. Two tests: below {@link #MIN_NANOS_PER_OP} (about one CPU cycle) after
 * converting any unit to ns/op, or within {@link #EMPTY_FACTOR} of a method whose name says it
 * is empty ({@link #isEmptyReference}), measured on the same runtime and mode.
 */
final class ZeroMeasurementAnalyser implements Analyser {

    /** About one clock cycle at 2 GHz: no real work with a consumed result fits under it. */
    static final double MIN_NANOS_PER_OP = 0.5;
    /** Within 10% of an empty method's time counts as indistinguishable from it. */
    static final double EMPTY_FACTOR = 1.10;

    private static final List<String> EMPTY_NAME_PREFIXES = List.of("empty", "noop", "nop", "blank");

    private static final String ADVICE = "Dead code or constant folding? Consume results with a Blackhole or"
            + " return them, and read inputs from @State fields rather than constants.";

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<CellFinding> findings = new ArrayList<>();
        for (Row row : result.rows()) {
            if (isEmptyReference(row)) {
                continue; // an empty method is expected to measure nothing
            }
            for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
                String detail = detail(row, e.getKey(), e.getValue(), result.rows());
                if (detail != null) {
                    findings.add(new CellFinding(row, e.getKey(), detail));
                }
            }
        }
        return CellFinding.perRow(WarningCode.ZERO_MEASUREMENT, findings,
                "measures (almost) nothing", ADVICE);
    }

    private static String detail(Row row, String runtime, Cell cell, List<Row> rows) {
        if (!cell.isOk()) {
            return null;
        }
        OptionalDouble nanos = ScoreUnits.nanosPerOp(cell.score(), row.unit());
        if (nanos.isEmpty()) {
            return null;
        }
        if (nanos.getAsDouble() < MIN_NANOS_PER_OP) {
            return String.format(Locale.ROOT, "%.3g ns/op, below %.1f ns/op", nanos.getAsDouble(), MIN_NANOS_PER_OP);
        }
        for (Row reference : rows) {
            if (!isEmptyReference(reference) || !reference.mode().equals(row.mode())) {
                continue;
            }
            Cell empty = reference.cells().get(runtime);
            OptionalDouble emptyNanos = empty != null && empty.isOk()
                    ? ScoreUnits.nanosPerOp(empty.score(), reference.unit()) : OptionalDouble.empty();
            if (emptyNanos.isPresent() && nanos.getAsDouble() <= emptyNanos.getAsDouble() * EMPTY_FACTOR) {
                return String.format(Locale.ROOT, "%.3g ns/op, no slower than the empty method %s (%.3g ns/op)",
                        nanos.getAsDouble(), reference.methodName(), emptyNanos.getAsDouble());
            }
        }
        return null;
    }

    /** A method named empty*, noop*, nop* or blank*: taken as the cost of an empty body. */
    static boolean isEmptyReference(Row row) {
        String name = row.methodName().toLowerCase(Locale.ROOT);
        return EMPTY_NAME_PREFIXES.stream().anyMatch(name::startsWith);
    }
}
