package io.github.benchplugin.model.io;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.DoubleList;
import io.github.benchplugin.model.result.CellStatus;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Metric;
import io.github.benchplugin.model.result.MetricComparison;
import io.github.benchplugin.model.result.Mode;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a bound results.json for what statistics, renderers and the merge rely on: present
 * names and ids, runtime ids that are safe as file names (bench:merge copies jmh/&lt;id&gt;.json),
 * finite numbers of a size no benchmark exceeds, a measured score above 0. Jackson only checks types;
 * a file from elsewhere can still hold nulls, NaN, 1e308 or ids like "../x" in the right types.
 */
final class ResultValidator {

    /**
     * No time, rate, count or byte figure of a benchmark comes near it (a year in ns is 3e16), and the
     * statistics square and sum these numbers: at 1e308 a sum overflows and an interval has no meaning.
     */
    static final double LARGEST = 1e100;

    private final String source;

    ResultValidator(String source) {
        this.source = source;
    }

    void validate(BenchResult result) throws ResultFileException {
        Set<String> ids = runtimeIds(result.runtimes());
        for (Row row : result.rows()) {
            validate(row, ids);
        }
        for (Warning warning : result.warnings()) {
            if (warning == null || warning.code() == null || warning.message() == null) {
                throw fail("a warning has no code or message");
            }
            if (warning.row() != null) {
                validate(warning.row());
            }
        }
    }

    private Set<String> runtimeIds(List<RuntimeInfo> runtimes) throws ResultFileException {
        if (runtimes.isEmpty()) {
            throw fail("lists no runtimes");
        }
        Set<String> ids = new HashSet<>();
        for (RuntimeInfo runtime : runtimes) {
            if (runtime == null || runtime.id() == null || runtime.id().isBlank()) {
                throw fail("a runtime has no id");
            }
            if (!isSafeId(runtime.id())) {
                throw fail("runtime id " + MessageText.value(runtime.id())
                        + " is not usable as a column id (names joined by '/', none of them empty, '.' or '..';"
                        + " no '\\', ':' or control characters)");
            }
            if (!ids.add(runtime.id())) {
                throw fail("runtime id " + MessageText.value(runtime.id()) + " is listed twice");
            }
            if (runtime.floor() != null) {
                validate(runtime.floor(), "runtime " + MessageText.value(runtime.id()));
            }
        }
        return ids;
    }

    /** A floor is compared with every cell of its runtime: a damaged one would flag or hide them all. */
    private void validate(HarnessFloor floor, String name) throws ResultFileException {
        if (floor.score() == null || floor.unit() == null || floor.unit().isBlank()) {
            throw fail(name + " has a floor without score or unit");
        }
        requireFinite(name, floor.score(), "floor.score");
        requireFinite(name, floor.error(), "floor.error");
        if (floor.score() < 0) {
            throw fail(name + " has floor.score = " + floor.score() + "; a harness floor is a time or rate, not negative");
        }
        if (floor.mode() != null) {
            try {
                Mode.fromShortName(floor.mode());
            } catch (IllegalArgumentException e) {
                throw fail(name + " has floor.mode " + MessageText.value(floor.mode()) + "; allowed: thrpt, avgt, sample, ss");
            }
        }
        for (Double mean : floor.forkMeans()) {
            if (mean == null) {
                throw fail(name + " has a null in floor.forkMeans");
            }
            requireFinite(name, mean, "floor.forkMeans");
        }
        for (List<Double> fork : floor.forkSamples()) {
            for (Double sample : fork) {
                if (sample == null) {
                    throw fail(name + " has a null in floor.forkSamples");
                }
                requireFinite(name, sample, "floor.forkSamples");
            }
        }
    }

    /** The row a warning links to: named as a row is, so the reports can find it. */
    private void validate(RowKey row) throws ResultFileException {
        if (row.benchmark() == null || row.benchmark().isBlank() || row.mode() == null) {
            throw fail("a warning's row has no benchmark or mode");
        }
        try {
            Mode.fromShortName(row.mode());
        } catch (IllegalArgumentException e) {
            throw fail("a warning's row has mode " + MessageText.value(row.mode()) + "; allowed: thrpt, avgt, sample, ss");
        }
    }

    /** Column ids name files (jmh/&lt;id&gt;.json): nothing that could leave the directory. */
    static boolean isSafeId(String id) {
        if (id.length() > 100) {
            return false;
        }
        // "17/2.18.2" (bench.variants) is a directory and a file under jmh/: each part must be a safe name.
        for (String part : id.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                return false;
            }
        }
        return id.chars().noneMatch(c -> c == '\\' || c == ':' || Character.isISOControl(c)
                || Character.isSurrogate((char) c));
    }

    private void validate(Row row, Set<String> ids) throws ResultFileException {
        if (row == null || row.benchmark() == null || row.benchmark().isBlank() || row.mode() == null) {
            throw fail("a row has no benchmark or mode");
        }
        String name = "row " + MessageText.value(row.benchmark());
        try {
            row.jmhMode();
        } catch (IllegalArgumentException e) {
            throw fail(name + " has mode " + MessageText.value(row.mode()) + "; allowed: thrpt, avgt, sample, ss");
        }
        if (row.opsPerInvocation() < 1) {
            throw fail(name + " has opsPerInvocation " + row.opsPerInvocation()
                    + "; it is @OperationsPerInvocation, 1 or more");
        }
        for (Map.Entry<String, Cell> entry : row.cells().entrySet()) {
            if (!ids.contains(entry.getKey())) {
                throw fail(name + " has a cell for runtime " + MessageText.value(entry.getKey())
                        + ", which the file does not list");
            }
            validate(entry.getValue(), name + " on runtime " + MessageText.value(entry.getKey()));
        }
        comparisons(row.comparisons(), name, "comparisons");
        comparisons(row.baselineRatio(), name, "baselineRatio");
        comparisons(row.previous(), name, "previous");
        comparisons(row.profileComparisons(), name, "profileComparisons");
        comparisons(row.variantComparisons(), name, "variantComparisons");
    }

    private void validate(Cell cell, String name) throws ResultFileException {
        if (cell == null || cell.status() == null) {
            throw fail(name + " has a cell without status");
        }
        requireFinite(name, cell.score(), "score");
        if (cell.status() == CellStatus.OK && cell.score() != null && cell.score() <= 0) {
            // Ratios divide by it and take its logarithm: 0 or less makes every comparison with it unknown.
            throw fail(name + " has score = " + cell.score() + " in a measured (ok) cell; a benchmark's time or rate"
                    + " is greater than 0, so the file is damaged or not a benchmark's");
        }
        requireFinite(name, cell.error(), "error");
        requireFinite(name, cell.ciLow(), "ciLow");
        requireFinite(name, cell.ciHigh(), "ciHigh");
        requireFinite(name, cell.allocBytesPerOp(), "allocBytesPerOp");
        if (!allGood(cell.samples())) {
            for (Double sample : cell.samples()) {
                requireFinite(name, sample, "samples");
            }
        }
        for (List<Double> fork : cell.forkSamples()) {
            if (allGood(fork)) {
                continue;
            }
            for (Double sample : fork) {
                requireFinite(name, sample, "forkSamples");
            }
        }
        for (Map.Entry<String, Metric> entry : cell.metrics().entrySet()) {
            validate(entry.getKey(), entry.getValue(), name);
        }
    }

    /** A metric is compared and rendered like a score: the same demands on its numbers. */
    private void validate(String metricName, Metric metric, String name) throws ResultFileException {
        if (metricName == null || metricName.isBlank() || metric == null) {
            throw fail(name + " has a metric without a name or value");
        }
        String field = "metrics." + MessageText.value(metricName);
        requireFinite(name, metric.score(), field + ".score");
        requireFinite(name, metric.error(), field + ".error");
        for (List<Double> fork : metric.rawData()) {
            if (allGood(fork)) {
                continue;
            }
            for (Double value : fork) {
                if (value == null) {
                    throw fail(name + " has a null in " + field + ".rawData");
                }
                requireFinite(name, value, field + ".rawData");
            }
        }
    }

    private void comparisons(Map<String, Comparison> comparisons, String name, String field)
            throws ResultFileException {
        for (Map.Entry<String, Comparison> entry : comparisons.entrySet()) {
            // keyed by column id, like the cells: the same demands as the published schema makes
            if (entry.getKey() == null || !isSafeId(entry.getKey())) {
                throw fail(name + " has " + field + " for " + MessageText.value(String.valueOf(entry.getKey()))
                        + ", which is not a column id");
            }
            Comparison c = entry.getValue();
            if (c == null || c.against() == null || c.verdict() == null) {
                throw fail(name + " has an incomplete entry in " + field + " (no against or verdict)");
            }
            requireFinite(name, c.ratio(), field + ".ratio");
            requireFinite(name, c.ciLow(), field + ".ciLow");
            requireFinite(name, c.ciHigh(), field + ".ciHigh");
            requireFinite(name, c.pValue(), field + ".pValue");
            for (Map.Entry<String, MetricComparison> metric : c.metrics().entrySet()) {
                MetricComparison m = metric.getValue();
                String metricField = field + ".metrics." + MessageText.value(metric.getKey());
                if (m == null) {
                    throw fail(name + " has an empty entry in " + metricField);
                }
                requireFinite(name, m.ratio(), metricField + ".ratio");
                requireFinite(name, m.ciLow(), metricField + ".ciLow");
                requireFinite(name, m.ciHigh(), metricField + ".ciHigh");
                requireFinite(name, m.pValue(), metricField + ".pValue");
            }
        }
    }

    /**
     * The quick check of raw values held compactly (a large file's 130 million): all finite and within
     * bounds. A list that fails it, or is not compact, is checked value by value, for the message.
     */
    private static boolean allGood(List<Double> values) {
        return values instanceof DoubleList compact && (compact.isSharedZeros() || compact.allFiniteWithin(LARGEST));
    }

    private void requireFinite(String name, Double value, String field) throws ResultFileException {
        if (value != null && !Double.isFinite(value)) {
            throw fail(name + " has " + field + " = " + value + " where a finite number belongs");
        }
        if (value != null && Math.abs(value) > LARGEST) {
            throw fail(name + " has " + field + " = " + value + ", beyond the 1e100 no benchmark figure comes near;"
                    + " the file is damaged or not a benchmark's");
        }
    }

    private ResultFileException fail(String what) {
        return new ResultFileException(source + ": " + what);
    }
}
