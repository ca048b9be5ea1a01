package io.github.benchplugin.engine.config;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.SecondaryMetricNames;
import io.github.benchplugin.report.table.MetricSelection;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * bench.metrics as bench:run and bench:merge take it: parsed once where it enters (a malformed list
 * is bad input before anything is measured or read), and checked against the metrics a result has
 * once there is one (JMH's secondary metrics are only known from its results: @AuxCounters fields
 * and profiler outputs are not listed anywhere before a benchmark runs).
 */
public final class MetricsOption {

    private MetricsOption() {
    }

    /** @throws BadInputException for an empty entry, or "all" beside names */
    public static MetricSelection parse(String value) {
        try {
            return MetricSelection.parse(value);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The message naming the selected metrics no cell of {@code result} has, and those it has; empty when all exist. */
    public static Optional<String> unknownNames(MetricSelection selection, BenchResult result) {
        Set<String> available = SecondaryMetricNames.of(result);
        List<String> unknown = selection.unknown(available);
        return unknown.isEmpty() ? Optional.empty() : Optional.of(selection.unknownMessage(available));
    }

    /** For inputs that exist already (bench:merge): an unknown name is bad input. */
    public static void requireKnown(MetricSelection selection, BenchResult result) {
        unknownNames(selection, result).ifPresent(message -> {
            throw new BadInputException(message);
        });
    }
}
