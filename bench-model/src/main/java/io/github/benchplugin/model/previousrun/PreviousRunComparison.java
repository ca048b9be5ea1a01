package io.github.benchplugin.model.previousrun;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Cell;
import io.github.benchplugin.model.result.Comparison;
import io.github.benchplugin.model.result.Environment;
import io.github.benchplugin.model.result.HarnessFloor;
import io.github.benchplugin.model.result.Machine;
import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RowKey;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;
import io.github.benchplugin.model.stats.AllocationComparator;
import io.github.benchplugin.model.stats.RatioEstimator;
import io.github.benchplugin.model.stats.RowFloors;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * bench.compareTo: compares every row with the same row (benchmark, mode, params) and the same
 * runtime id of an earlier run, with the very statistics used between runtimes
 * ({@link RatioEstimator}: fork means as units, 99% Welch interval, 3% minimum effect). The
 * earlier run is the baseline side, so a ratio above 1 means a larger score now.
 *
 * <p>Matching is by runtime id, not by Java version: the id is what the user asked for
 * ("17"), and a CI job that asks for the same ids every time wants "17 then vs 17 now" even
 * when the JDK got a patch update. That update is named in a PREVIOUS_MISMATCH warning, since
 * the ratio then mixes JDK and code changes.
 *
 * <p>A row that measured no work in either run ({@link RowFloors#measuresNoWork}: at its harness
 * floor, or its JIT removed what another runtime of that run does) gets verdict {@code unknown}.
 */
public final class PreviousRunComparison {

    /** {@link Comparison#against()} of a previous-run comparison: "previous:17". */
    public static final String AGAINST_PREFIX = "previous:";

    /** How many missing rows a NOT_COMPARED warning names before it just counts. */
    private static final int NAMED_ROWS = 5;

    private final BenchResult previous;
    private final Map<RowKey, Row> previousRows = new HashMap<>();
    private final Map<String, HarnessFloor> previousFloors;
    private final RatioEstimator estimator;

    /** The rows with their {@code previous} comparisons, and what the reader should know about them. */
    public record Outcome(List<Row> rows, List<Warning> warnings) {
        public Outcome {
            rows = List.copyOf(rows);
            warnings = List.copyOf(warnings);
        }
    }

    /** @param previous the earlier run, as read by {@link io.github.benchplugin.model.io.ResultJsonReader} */
    public PreviousRunComparison(BenchResult previous) {
        this(previous, new RatioEstimator());
    }

    /**
     * @param estimator e.g. {@link io.github.benchplugin.model.stats.PrecisionTarget#estimator()}: a run
     *                  under bench.targetError looked at these ratios too, so they get its level
     */
    public PreviousRunComparison(BenchResult previous, RatioEstimator estimator) {
        this.previous = Objects.requireNonNull(previous, "previous");
        this.estimator = Objects.requireNonNull(estimator, "estimator");
        previous.rows().forEach(row -> previousRows.putIfAbsent(row.key(), row));
        previousFloors = RowFloors.floorsOf(previous.runtimes());
    }

    /** The same earlier run, judged with another estimator. */
    public PreviousRunComparison withEstimator(RatioEstimator other) {
        return new PreviousRunComparison(previous, other);
    }

    public static String against(String runtimeId) {
        return AGAINST_PREFIX + runtimeId;
    }

    /**
     * @param rows     this run's rows, in table order
     * @param runtimes this run's runtimes
     * @return the same rows in the same order, each with a {@code previous} map
     */
    public Outcome apply(List<Row> rows, List<RuntimeInfo> runtimes) {
        return apply(rows, runtimes, null);
    }

    /**
     * As {@link #apply(List, List)}; {@code environment} is this run's, so that a runtime without
     * a machine of its own is known to run on this machine (null: machines are not compared).
     */
    public Outcome apply(List<Row> rows, List<RuntimeInfo> runtimes, Environment environment) {
        Set<String> missingRuntimes = new LinkedHashSet<>();
        for (RuntimeInfo runtime : runtimes) {
            if (previous.runtime(runtime.id()) == null) {
                missingRuntimes.add(runtime.id());
            }
        }
        List<String> missingRows = new ArrayList<>();
        Map<String, HarnessFloor> floors = RowFloors.floorsOf(runtimes);
        List<Row> out = new ArrayList<>(rows.size());
        for (Row row : rows) {
            Row earlier = previousRows.get(row.key());
            if (earlier == null) {
                missingRows.add(label(row));
                out.add(row.withPrevious(Map.of()));
            } else {
                out.add(row.withPrevious(compareRow(row, earlier, runtimes, floors)));
            }
        }
        List<Warning> warnings = new ArrayList<>();
        notCompared(missingRows, rows.size(), missingRuntimes).ifPresent(warnings::add);
        warnings.addAll(mismatches(runtimes, environment));
        return new Outcome(out, warnings);
    }

    private Map<String, Comparison> compareRow(Row row, Row earlier, List<RuntimeInfo> runtimes,
                                               Map<String, HarnessFloor> floors) {
        Map<String, Comparison> result = new LinkedHashMap<>();
        RowFloors thenFloors = RowFloors.of(earlier, previousFloors);
        RowFloors nowFloors = RowFloors.of(row, floors);
        for (RuntimeInfo runtime : runtimes) {
            Cell now = row.cells().get(runtime.id());
            Cell then = earlier.cells().get(runtime.id());
            RuntimeInfo thenRuntime = previous.runtime(runtime.id());
            if (now == null || then == null || thenRuntime == null) {
                // Not measured on one side: no entry, like a runtime without a cell in comparisons.
                continue;
            }
            Comparison comparison = compareCell(row, earlier, now, then, runtime, thenRuntime);
            // Each side judged within its own run: a change that lets the JIT remove the work is no
            // speed-up, and one that makes it keep work it used to remove is no regression.
            result.put(runtime.id(), RowFloors.overrule(comparison, "runs",
                    "the earlier run", thenFloors.measuresNoWork(runtime.id()),
                    "this run", nowFloors.measuresNoWork(runtime.id())));
        }
        return result;
    }

    private Comparison compareCell(Row row, Row earlier, Cell now, Cell then, RuntimeInfo runtime,
                                   RuntimeInfo thenRuntime) {
        String against = against(runtime.id());
        if (!Objects.equals(row.unit(), earlier.unit())) {
            // A ratio of ns/op to us/op would be off by 1000 and still look like a verdict.
            return Comparison.unknown(against, null, "unit changed from " + earlier.unit() + " to " + row.unit()
                    + ": not comparable; use the same bench.timeUnit as the earlier run")
                    .withAlloc(AllocationComparator.compare(then, now, estimator.margin())); // bytes per operation have no time unit
        }
        return estimator.compare(then, thenRuntime, now, runtime, row.jmhMode(), against);
    }

    private Optional<Warning> notCompared(List<String> missingRows, int rowCount, Set<String> missingRuntimes) {
        List<String> parts = new ArrayList<>();
        if (!missingRuntimes.isEmpty()) {
            List<String> earlierIds = previous.runtimes().stream().map(RuntimeInfo::id).toList();
            parts.add("runtime(s) " + String.join(", ", missingRuntimes) + " are not in it (it has "
                    + String.join(", ", earlierIds) + "; runtimes are matched by id)");
        }
        if (!missingRows.isEmpty()) {
            List<String> named = missingRows.subList(0, Math.min(NAMED_ROWS, missingRows.size()));
            String more = missingRows.size() > named.size() ? ", ..." : "";
            parts.add(missingRows.size() + " of " + rowCount + " row(s) are not in it (new benchmarks, or other"
                    + " params or mode): " + String.join(", ", named) + more);
        }
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Warning.of(WarningCode.NOT_COMPARED, "Compared with the earlier run"
                + " (bench.compareTo) only where both have a result: " + String.join("; ", parts)
                + ". Those rows or runtimes have no 'vs previous' and cannot fail bench.failOnRegression against it.",
                null, null));
    }

    /**
     * One warning per runtime whose earlier namesake ran another JDK build or on another type of
     * machine. Machines are compared by fingerprint, not host name: CI runners of one type have a
     * new host name every run, and warning about that every time would teach users to ignore it.
     */
    private List<Warning> mismatches(List<RuntimeInfo> runtimes, Environment environment) {
        List<Warning> warnings = new ArrayList<>();
        for (RuntimeInfo now : runtimes) {
            RuntimeInfo then = previous.runtime(now.id());
            if (then == null) {
                continue;
            }
            List<String> differences = new ArrayList<>();
            if (differs(then.javaVersion(), now.javaVersion())) {
                differences.add("Java " + then.javaVersion() + " then, " + now.javaVersion() + " now");
            }
            Machine thenMachine = then.machineIn(previous);
            Machine nowMachine = now.machine() != null ? now.machine()
                    : environment == null ? null : environment.machine();
            if (thenMachine != null && nowMachine != null && !thenMachine.sameTypeAs(nowMachine)) {
                differences.add("machine " + thenMachine.describe() + " then, " + nowMachine.describe() + " now");
            }
            if (!differences.isEmpty()) {
                warnings.add(Warning.of(WarningCode.PREVIOUS_MISMATCH, "Runtime " + now.id()
                        + " differs from the earlier run (bench.compareTo): " + String.join("; ", differences)
                        + ". Its 'vs previous' verdicts mix that change with changes to the code; compare runs of"
                        + " the same JDK build on the same machine to see the code alone.", null, now.id()));
            }
        }
        return warnings;
    }

    /** Unknown on either side is not a difference: we only warn about what we can see. */
    private static boolean differs(String then, String now) {
        return then != null && !then.isBlank() && now != null && !now.isBlank() && !then.equals(now);
    }

    private static String label(Row row) {
        return row.params().isEmpty() ? row.benchmark() + " " + row.mode()
                : row.benchmark() + " " + row.params() + " " + row.mode();
    }
}
