package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Row;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Files of schemaVersion 2 and older wrote {@code same} for "no difference shown": not what
 * {@code same} means now (shown within bench.margin). Read back, their {@code same} is
 * {@code undecided}, for time, allocation and every compared metric, in every comparison of a row.
 */
final class LegacyVerdicts {

    /** The first schemaVersion whose {@code same} is earned. */
    static final int EARNED_SAME_SINCE = 3;

    private LegacyVerdicts() {
    }

    static BenchResult upgrade(BenchResult result) {
        if (result == null || result.schemaVersion() >= EARNED_SAME_SINCE) {
            return result;
        }
        List<Row> rows = result.rows().stream().map(LegacyVerdicts::upgrade).toList();
        return result.withRows(rows);
    }

    private static Row upgrade(Row row) {
        return row.withComparisons(upgrade(row.comparisons()), upgrade(row.baselineRatio()))
                .withPrevious(upgrade(row.previous()))
                .withProfileComparisons(upgrade(row.profileComparisons()))
                .withVariantComparisons(upgrade(row.variantComparisons()));
    }

    private static Map<String, Comparison> upgrade(Map<String, Comparison> comparisons) {
        Map<String, Comparison> result = new LinkedHashMap<>();
        comparisons.forEach((id, c) -> result.put(id, c == null ? null : c.withLegacySameUndecided()));
        return result;
    }
}
