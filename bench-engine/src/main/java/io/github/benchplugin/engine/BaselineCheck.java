package io.github.benchplugin.engine;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.model.stats.ComparisonCalculator;

import java.util.List;
import java.util.stream.Collectors;

/** Checks bench.baseline against the selected benchmarks before anything is measured. */
final class BaselineCheck {

    private BaselineCheck() {
    }

    /** The fully qualified baseline method, or null when bench.baseline is not set. */
    static String resolve(String baseline, List<BenchmarkMethod> methods) {
        if (baseline == null || baseline.isBlank()) {
            return null;
        }
        List<String> names = methods.stream().map(BenchmarkMethod::name).toList();
        try {
            return ComparisonCalculator.resolveBaseline(baseline.trim(), names).orElseThrow(() -> new BadInputException(
                    "bench.baseline '" + baseline + "' matches no selected benchmark; use Class.method, e.g. "
                            + names.stream().limit(3).map(n -> n.substring(n.lastIndexOf('.', n.lastIndexOf('.') - 1) + 1))
                            .collect(Collectors.joining(", "))));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("bench.baseline '" + baseline + "': " + e.getMessage());
        }
    }
}
