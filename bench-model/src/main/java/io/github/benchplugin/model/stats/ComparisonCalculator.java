package io.github.benchplugin.model.stats;

import io.github.benchplugin.model.result.ColumnPairs;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Fills the comparisons of every row: each runtime against the baseline runtime, and, when
 * bench.baseline names a method, every other method of its class against that method on the
 * same runtime. Rows are returned in the same order, with fresh comparison maps.
 *
 * <p>With runtime profiles (bench.profiles) a column is compared with the first column of the
 * same profile: 25 under G1 against 17 under G1, never against 17 under ZGC, since a ratio
 * across flag sets would mix two questions. Profiles are compared with each other only when
 * asked ({@code compareProfiles}): each column against the same JDK entry under the first
 * profile, stored in {@link Row#profileComparisons()}. With bench.variants every column is also
 * compared with the same runtime and profile on the first variant ({@link Row#variantComparisons()}):
 * always, since that comparison is why variants are run.
 *
 * <p>Two runtimes of which one removed the work ({@link RowFloors}: it sits at its harness floor
 * while the other is far above its own) get verdict {@code unknown}: their ratio is not a speed.
 * The same holds between a method and the bench.baseline method on one runtime.
 */
public final class ComparisonCalculator {

    private final RatioEstimator estimator;

    public ComparisonCalculator() {
        this(new RatioEstimator());
    }

    /** @param estimator e.g. {@link PrecisionTarget#estimator()} for a run with bench.targetError */
    public ComparisonCalculator(RatioEstimator estimator) {
        this.estimator = estimator;
    }

    /**
     * @param baselineMethod bench.baseline as the user wrote it, or null; must match a benchmark
     *                       (check with {@link #resolveBaseline}) or no baseline ratios are given
     * @throws IllegalArgumentException when baselineMethod is malformed or matches several benchmarks
     */
    public List<Row> withComparisons(List<Row> rows, List<RuntimeInfo> runtimes, String baselineMethod) {
        return withComparisons(rows, runtimes, baselineMethod, false);
    }

    /** As above; {@code compareProfiles} also fills {@link Row#profileComparisons()}. */
    public List<Row> withComparisons(List<Row> rows, List<RuntimeInfo> runtimes, String baselineMethod,
                                     boolean compareProfiles) {
        ColumnPairs pairs = ColumnPairs.of(runtimes);
        Map<String, RuntimeInfo> baseByRuntime = pairs.runtimeBases();
        Map<String, RuntimeInfo> baseByProfile = compareProfiles ? pairs.profileBases() : Map.of();
        Optional<String> baseMethod = baselineMethod == null ? Optional.empty()
                : resolveBaseline(baselineMethod, rows.stream().map(Row::benchmark).distinct().toList());
        Map<String, HarnessFloor> floors = RowFloors.floorsOf(runtimes);
        // The baseline method's rows, found once: a scan of every row for every row is quadratic.
        List<Row> baseRows = baseMethod.map(m -> rows.stream().filter(r -> r.benchmark().equals(m)).toList())
                .orElse(List.of());
        // And their floor checks, once each: every other method of the class is compared with them.
        Map<RowKey, RowFloors> baseFloors = new HashMap<>();
        baseRows.forEach(r -> baseFloors.put(r.key(), RowFloors.of(r, floors)));
        List<Row> out = new ArrayList<>(rows.size());
        for (Row row : rows) {
            RowFloors rowFloors = RowFloors.of(row, floors);
            Map<String, Comparison> byRuntime = against(row, baseByRuntime, runtimes, rowFloors);
            Map<String, Comparison> byMethod = baseMethod
                    .map(m -> againstMethod(row, m, baseRows, rowFloors, baseFloors)).orElse(Map.of());
            Map<String, Comparison> byProfile = against(row, baseByProfile, runtimes, rowFloors);
            Map<String, Comparison> byVariant = against(row, pairs.variantBases(), runtimes, rowFloors);
            out.add(row.withComparisons(byRuntime, byMethod).withProfileComparisons(byProfile)
                    .withVariantComparisons(byVariant));
        }
        return out;
    }

    /** See {@link BaselineMethod#resolve}: empty when nothing matches, IllegalArgumentException when ambiguous. */
    public static Optional<String> resolveBaseline(String spec, Collection<String> benchmarkNames) {
        return BaselineMethod.resolve(spec, benchmarkNames);
    }

    /** Each column with a partner in {@code bases} (column id -> the column it is compared with). */
    private Map<String, Comparison> against(Row row, Map<String, RuntimeInfo> bases, List<RuntimeInfo> runtimes,
                                            RowFloors rowFloors) {
        Map<String, Comparison> result = new LinkedHashMap<>();
        for (RuntimeInfo runtime : runtimes) {
            RuntimeInfo base = bases.get(runtime.id());
            Cell cell = row.cells().get(runtime.id());
            if (base == null || cell == null) {
                continue;
            }
            Comparison c = estimator.compare(row.cells().get(base.id()), base, cell, runtime, row.jmhMode(), base.id());
            result.put(runtime.id(), rowFloors.overrule(c, base.id(), runtime.id()));
        }
        return result;
    }

    /**
     * @param baseRows the rows of the baseline method, one per mode and parameter set
     * @param rowFloors  the floor checks of {@code row}'s cells
     * @param baseFloors the floor checks of the baseline method's rows, by row
     */
    private Map<String, Comparison> againstMethod(Row row, String baseMethod, List<Row> baseRows, RowFloors rowFloors,
                                                  Map<RowKey, RowFloors> baseFloors) {
        if (row.benchmark().equals(baseMethod) || !row.className().equals(Row.classOf(baseMethod))) {
            return Map.of();
        }
        Row baseRow = baselineRow(row, baseRows);
        if (baseRow == null) {
            return Map.of();
        }
        RowFloors baseRowFloors = baseFloors.get(baseRow.key());
        Map<String, Comparison> result = new LinkedHashMap<>();
        for (Map.Entry<String, Cell> e : row.cells().entrySet()) {
            String runtime = e.getKey();
            Comparison c = estimator.compare(baseRow.cells().get(runtime), e.getValue(), row.jmhMode(), baseMethod);
            // A method whose work the JIT removed is not "faster" than the baseline method.
            result.put(runtime, RowFloors.overrule(c, "methods", baseRow.methodName(),
                    baseRowFloors.measuresNoWork(runtime), row.methodName(), rowFloors.measuresNoWork(runtime)));
        }
        return result;
    }

    /**
     * The baseline method's row for the same mode and params; when the baseline method does not
     * use the class's @Param state (its row has fewer params), the row whose params are a subset.
     * {@link SteeringComparisons} asks the same question from the other side: which rows a
     * baseline row serves. Null when there is none.
     */
    public static Row baselineRow(Row row, List<Row> baseRows) {
        return baselineRow(row, baseRows, Row::mode, Row::params);
    }

    /**
     * The same rule for any kind of row with a mode and params: the engine's plan asks it of the rows it
     * is about to measure (bench.duet pairs each method with this baseline row), so that the pairs it
     * measures are the comparisons the table makes.
     */
    public static <R> R baselineRow(R row, List<R> baseRows, Function<R, String> mode,
                                    Function<R, Map<String, String>> params) {
        R subset = null;
        for (R candidate : baseRows) {
            if (!mode.apply(candidate).equals(mode.apply(row))) {
                continue;
            }
            if (params.apply(candidate).equals(params.apply(row))) {
                return candidate;
            }
            boolean isSubset = params.apply(row).entrySet().containsAll(params.apply(candidate).entrySet());
            if (isSubset && (subset == null || params.apply(candidate).size() > params.apply(subset).size())) {
                subset = candidate;
            }
        }
        return subset;
    }
}
