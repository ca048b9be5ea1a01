package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.stats.PrecisionTarget;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Combines the results of separate runs (CI matrix jobs, one per JDK or per shard) into one set
 * of columns and rows.
 * <ul>
 *   <li>Columns keep the order of the inputs; the columns of a glob entry sort by Java version,
 *       then id. {@code baselineRuntime} moves one column to the front.</li>
 *   <li>A runtime id seen again with the same Java version, isolation and profile on a machine of
 *       the same type ({@link Machine#sameTypeAs}) is the same column (shards); otherwise the later
 *       one gets a distinct id ("17_2").</li>
 *   <li>One row on one column found in two inputs is a {@link MergeException} naming both files,
 *       unless the {@link ConflictPolicy} says which wins. A skipped cell ("not measured here")
 *       never conflicts: a measured one replaces it.</li>
 *   <li>A row measured in different units (bench.timeUnit differed) is converted to the unit it
 *       was first seen in.</li>
 *   <li>Every column records the machine it was measured on, so the table can tell which
 *       comparisons cross machines.</li>
 *   <li>Inputs with no row and no column in common are refused ({@link InputOverlap}); a row one input
 *       lacks is a skipped cell saying so ("not in jdk25/results.json"), not one that looks measured away.</li>
 * </ul>
 */
public final class ResultCombiner {

    private final ConflictPolicy onConflict;
    private final String baselineRuntime;

    /**
     * @param onConflict      what to do with a row found twice on one column
     * @param baselineRuntime the column id to put first (bench.baselineRuntime), or null for the first input's
     */
    public ResultCombiner(ConflictPolicy onConflict, String baselineRuntime) {
        this.onConflict = Objects.requireNonNull(onConflict, "onConflict");
        this.baselineRuntime = baselineRuntime == null || baselineRuntime.isBlank() ? null : baselineRuntime.trim();
    }

    /**
     * @param environment the first input's environment, recording {@code precision} when there is one
     * @param runtimes    the combined columns, in order, each with its machine
     * @param rows        rows with cells from every input (not yet compared)
     * @param renamed     for each input, old runtime id -> id in the combined result
     * @param precision   the strictest bench.targetError rule an input was measured under, whose level
     *                    the merged comparisons must keep; null when every input had fixed forks
     */
    public record Combined(Environment environment, List<RuntimeInfo> runtimes, List<Row> rows,
                           List<Map<String, String>> renamed, PrecisionTarget precision) {
    }

    /** A column being built, with where it came from (for its place in the order). */
    private record Column(RuntimeInfo runtime, int group, boolean sortByVersion, int seen) {
    }

    /** A cell placed in the table, with the file it came from (for conflict messages). */
    private record Placed(Cell cell, String source) {
    }

    /** @throws MergeException for a conflict, an unknown baselineRuntime, units that cannot be converted, or incomplete shards */
    public Combined combine(List<MergeInput> inputs) {
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("nothing to merge");
        }
        ShardCheck.check(inputs);
        Map<String, Column> columns = new LinkedHashMap<>();
        Map<RowKey, String> units = new LinkedHashMap<>();
        Map<RowKey, Map<String, Placed>> cells = new LinkedHashMap<>();
        List<Map<String, String>> renamed = new ArrayList<>();
        Map<String, Integer> opsPerInvocation = new LinkedHashMap<>();
        for (MergeInput input : inputs) {
            Map<String, String> ids = new LinkedHashMap<>();
            for (RuntimeInfo runtime : input.result().runtimes()) {
                RuntimeInfo measured = runtime.withMachine(runtime.machineIn(input.result()));
                String id = columnFor(measured, columns);
                columns.putIfAbsent(id, new Column(measured.withId(id), input.group(), input.sortByVersion(),
                        columns.size()));
                ids.put(runtime.id(), id);
            }
            for (Row row : input.result().rows()) {
                if (row.opsPerInvocation() != 1) {
                    opsPerInvocation.put(row.benchmark(), row.opsPerInvocation());
                }
                String unit = units.merge(row.key(), row.unit() == null ? "" : row.unit(),
                        (first, now) -> first.isEmpty() ? now : first);
                double factor = factor(row, unit, input);
                Map<String, Placed> rowCells = cells.computeIfAbsent(row.key(), k -> new LinkedHashMap<>());
                row.cells().forEach((runtime, cell) -> place(rowCells, ids.getOrDefault(runtime, runtime),
                        new Placed(factor == 1 ? cell : cell.scaled(factor), input.source()), row));
            }
            renamed.add(ids);
        }
        InputOverlap.check(inputs, renamed);
        List<RuntimeInfo> runtimes = order(new ArrayList<>(columns.values()));
        RowMerger merger = new RowMerger();
        opsPerInvocation.forEach(merger::opsPerInvocation);
        Map<String, List<String>> sources = sourcesByColumn(inputs, renamed);
        cells.forEach((key, byColumn) -> {
            byColumn.forEach((column, placed) -> merger.addCell(column, key, units.get(key), placed.cell()));
            sources.forEach((column, files) -> {
                if (!byColumn.containsKey(column)) {
                    merger.addCell(column, key, units.get(key), Cell.skipped("not in " + String.join(" or ", files)));
                }
            });
        });
        List<Row> rows = merger.rows(runtimes.stream().map(RuntimeInfo::id).toList());
        PrecisionTarget precision = PrecisionTarget.strictestRecordedIn(inputs.stream().map(i -> i.result().environment())
                .filter(Objects::nonNull).map(Environment::settings).toList()).orElse(null);
        Environment environment = inputs.get(0).result().environment();
        if (precision != null && environment != null) {
            environment = environment.withSettings(precision.recordedSettings());
        }
        return new Combined(environment, runtimes, rows, renamed, precision);
    }

    /** The inputs each merged column came from (several: shards), in input order. */
    private static Map<String, List<String>> sourcesByColumn(List<MergeInput> inputs, List<Map<String, String>> renamed) {
        Map<String, List<String>> sources = new LinkedHashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            for (String column : renamed.get(i).values()) {
                sources.computeIfAbsent(column, k -> new ArrayList<>()).add(inputs.get(i).source());
            }
        }
        return sources;
    }

    private void place(Map<String, Placed> rowCells, String column, Placed incoming, Row row) {
        Placed existing = rowCells.get(column);
        if (existing == null || existing.cell().status() == CellStatus.SKIPPED) {
            rowCells.put(column, incoming);
            return;
        }
        if (incoming.cell().status() == CellStatus.SKIPPED) {
            return;
        }
        switch (onConflict) {
            case FIRST -> { }
            case LAST -> rowCells.put(column, incoming);
            case ERROR -> throw new MergeException(label(row) + " on runtime " + column + " is in both "
                    + existing.source() + " and " + incoming.source() + "; remove one of them from bench.inputs, or"
                    + " set bench.onConflict=first or bench.onConflict=last to keep that input's result");
        }
    }

    /** The factor from this row's unit in this input to the unit of the merged row. */
    private static double factor(Row row, String mergedUnit, MergeInput input) {
        String unit = row.unit() == null ? "" : row.unit();
        if (unit.isEmpty() || mergedUnit.isEmpty() || unit.equals(mergedUnit)) {
            return 1;
        }
        OptionalDouble factor = UnitConversion.factor(unit, mergedUnit);
        if (factor.isEmpty()) {
            throw new MergeException(label(row) + " is in " + unit + " in " + input.source() + " but in " + mergedUnit
                    + " in an earlier input, and " + unit + " cannot be converted to " + mergedUnit
                    + "; merge runs of the same bench.mode and bench.timeUnit");
        }
        return factor.getAsDouble();
    }

    private List<RuntimeInfo> order(List<Column> columns) {
        Comparator<Column> byGroup = Comparator.comparingInt(Column::group);
        List<Column> sorted = new ArrayList<>(columns);
        sorted.sort(byGroup.thenComparing((a, b) -> a.group() == b.group() && a.sortByVersion()
                ? JavaVersionOrder.compare(a.runtime(), b.runtime()) : Integer.compare(a.seen(), b.seen())));
        List<RuntimeInfo> runtimes = new ArrayList<>(sorted.stream().map(Column::runtime).toList());
        if (baselineRuntime != null) {
            RuntimeInfo chosen = runtimes.stream().filter(r -> r.id().equals(baselineRuntime)).findFirst()
                    .orElseThrow(() -> new MergeException("bench.baselineRuntime=" + baselineRuntime
                            + " is not a runtime of the merged inputs; they have "
                            + String.join(", ", runtimes.stream().map(RuntimeInfo::id).toList())));
            runtimes.remove(chosen);
            runtimes.add(0, chosen);
        }
        return runtimes;
    }

    private static String columnFor(RuntimeInfo runtime, Map<String, Column> columns) {
        String id = runtime.id();
        for (int n = 2; columns.containsKey(id) && !sameColumn(columns.get(id).runtime(), runtime); n++) {
            id = runtime.id() + "_" + n;
        }
        return id;
    }

    /** Shards of one JDK on runners of one type are one column, whatever the runners' host names. */
    private static boolean sameColumn(RuntimeInfo a, RuntimeInfo b) {
        return Objects.equals(a.javaVersion(), b.javaVersion())
                && a.isolated() == b.isolated()
                && Objects.equals(a.profile(), b.profile())
                && (a.machine() == null ? b.machine() == null : a.machine().sameTypeAs(b.machine()));
    }

    private static String label(Row row) {
        return row.params().isEmpty() ? row.benchmark() + " " + row.mode()
                : row.benchmark() + " " + row.params() + " " + row.mode();
    }
}
