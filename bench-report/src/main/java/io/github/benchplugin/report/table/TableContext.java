package io.github.benchplugin.report.table;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.ColumnPairs;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The facts about a whole result that decide which columns a table has and what they are compared with. */
public final class TableContext {

    final BenchResult result;
    public final RuntimeInfo baseline;
    /** The unit every row shares (then in the score headers), or null when rows differ (then a Unit column). */
    final String sharedUnit;
    final Set<String> baselineMethods;
    /** column id -> the column its profile ratio is taken against (bench.compareProfiles); empty otherwise. */
    final Map<String, RuntimeInfo> profileBases;
    /** column id -> the column on the first variant its variant ratio is taken against; empty without variants. */
    final Map<String, RuntimeInfo> variantBases;
    private final ColumnPairs pairs;

    public TableContext(BenchResult result) {
        this.result = result;
        this.baseline = result.baselineRuntime();
        Set<String> units = new LinkedHashSet<>();
        result.rows().forEach(r -> units.add(Objects.toString(r.unit(), "")));
        this.sharedUnit = units.size() == 1 ? units.iterator().next() : null;
        Set<String> methods = new LinkedHashSet<>();
        result.rows().forEach(r -> r.baselineRatio().values().forEach(c -> {
            if (c != null && c.against() != null) {
                methods.add(c.against());
            }
        }));
        this.baselineMethods = methods;
        this.pairs = ColumnPairs.of(result.runtimes());
        // Profile ratios exist only when the run compared profiles (bench.compareProfiles).
        this.profileBases = anyRow(r -> !r.profileComparisons().isEmpty()) ? pairs.profileBases() : Map.of();
        this.variantBases = pairs.variantBases();
    }

    /** True for the column others of its profile are compared with (the baseline, without profiles). */
    boolean isBaseline(RuntimeInfo runtime) {
        RuntimeInfo base = baseOf(runtime);
        return base != null && base.id().equals(runtime.id());
    }

    /**
     * Whether the column's header says "baseline": a runtime base on the first variant. The runtime
     * bases of the other variants (17/1.1, the base of 25/1.1) are compared with that variant's
     * baseline column themselves, so the word would name the wrong column.
     */
    boolean headsAsBaseline(RuntimeInfo runtime) {
        return isBaseline(runtime) && !variantBases.containsKey(runtime.id());
    }

    RuntimeInfo baseOf(RuntimeInfo runtime) {
        return baseline == null ? null : pairs.runtimeBaseOrSelf(runtime);
    }

    boolean anyRow(java.util.function.Predicate<Row> test) {
        return result.rows().stream().anyMatch(test);
    }
}
