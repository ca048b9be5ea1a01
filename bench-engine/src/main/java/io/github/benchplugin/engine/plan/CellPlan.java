package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.catalog.AnnotatedSettings;
import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.AutoWarmup;
import io.github.benchplugin.engine.config.JobSettings;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;

/**
 * What runs, where and in which order. Each round visits every runtime in turn, and each runtime
 * runs all its cells of the round in one host (one JVM start), the harness floor first, then the
 * rows in JMH's order. Rounds alternate the runtimes, so slow drift of a shared machine spreads
 * over all columns instead of masquerading as a difference between runtimes.
 */
public final class CellPlan {

    /** What a JVM start and JMH's setup cost here, per fork and per host (measured: ~0.5 s). */
    private static final Duration JVM_START = Duration.ofMillis(600);

    private final List<HostBatch> batches;
    private final JobSettings settings;

    private CellPlan(List<HostBatch> batches, JobSettings settings) {
        this.batches = batches;
        this.settings = settings;
    }

    /**
     * @param floor the harness-floor benchmark to measure first on every runtime in every round (in its
     *              one mode), or null to measure no floor
     */
    public static CellPlan of(List<TargetRuntime> runtimes, List<BenchmarkRow> rows, BenchmarkMethod floor,
                              JobSettings settings, Path workDir) {
        List<HostBatch> batches = new ArrayList<>();
        int rounds = settings.rounds();
        for (int round = 1; round <= rounds; round++) {
            Integer forks = rounds == 1 ? null : settings.forksInRound(round);
            for (TargetRuntime runtime : runtimes) {
                Path dir = workDir.resolve(runtime.id()).resolve("round-" + round);
                List<CellRequest> cells = new ArrayList<>();
                if (floor != null) {
                    BenchmarkRow floorRow = new BenchmarkRow(floor, floor.modes().get(0), Map.of());
                    cells.add(new CellRequest(runtime, floorRow, round, rounds, forks, dir.resolve("floor.json"), true));
                }
                for (int i = 0; i < rows.size(); i++) {
                    cells.add(new CellRequest(runtime, rows.get(i), round, rounds, forks,
                            dir.resolve("cell-" + i + ".json"), false));
                }
                batches.add(new HostBatch(runtime, round, cells));
            }
        }
        return new CellPlan(batches, settings);
    }

    public List<HostBatch> batches() {
        return batches;
    }

    /** The same plan with each host batch's cells as {@code arrange} makes them (bench.duet: sides, extra cells). */
    public CellPlan withBatches(java.util.function.UnaryOperator<HostBatch> arrange) {
        return new CellPlan(batches.stream().map(arrange).toList(), settings);
    }

    /** The round numbers, in order. */
    public List<Integer> rounds() {
        return batches.stream().map(HostBatch::round).distinct().toList();
    }

    public List<CellRequest> cells() {
        return batches.stream().flatMap(b -> b.cells().stream()).toList();
    }

    /**
     * Planned wall time of one cell: forks x (warmup + measurement + JVM start), each setting as JMH
     * will use it: the run's (bench.*), else the benchmark's annotations, else JMH's defaults. A
     * single-shot iteration is planned like any other: one call's time cannot be known beforehand.
     */
    public Duration planned(CellRequest cell) {
        AnnotatedSettings own = cell.row().method().annotated();
        // 0 forks runs in the host JVM itself: still one run.
        int forks = Math.max(1, first(cell.forks(), settings.forks(), own.forks(), Defaults.MEASUREMENT_FORKS));
        JobSettings.FixedWarmup shape = shape(cell);
        int iterations = first(shape.iterations(), own.iterations(), Defaults.MEASUREMENT_ITERATIONS);
        if (settings.autoWarmup() && !cell.keepsFixedWarmup() && !cell.floor()) {
            // Under auto a probe fork (the first round's) runs to the horizon; a later fork of a row whose
            // probe settled stops about when the fixed fork would have ended (docs/statistics.md).
            iterations = cell.round() == 1 ? settings.horizon()
                    : Math.min(iterations, AutoWarmup.cap(settings.fixedWarmup(), shape.time()));
        }
        Duration time = first(shape.time(), own.time(), duration(Defaults.MEASUREMENT_TIME));
        Duration perFork = warmup(cell).plus(time.multipliedBy(iterations));
        return perFork.plus(JVM_START).multipliedBy(forks);
    }

    /** One fork's warmup as JMH will run it: iterations x time, each from the run, the annotations or JMH. */
    public Duration warmup(CellRequest cell) {
        AnnotatedSettings own = cell.row().method().annotated();
        JobSettings.FixedWarmup shape = shape(cell);
        int warmups = first(shape.warmupIterations(), own.warmupIterations(), Defaults.WARMUP_ITERATIONS);
        Duration warmupTime = first(shape.warmupTime(), own.warmupTime(), duration(Defaults.WARMUP_TIME));
        return warmupTime.multipliedBy(warmups);
    }

    /**
     * The warm-up and measurement the cell runs with: the preset's fixed ones for a row that keeps
     * them under bench.warmup=auto ({@link CellRequest#keepsFixedWarmup}), else the run's.
     */
    private JobSettings.FixedWarmup shape(CellRequest cell) {
        return settings.autoWarmup() && cell.keepsFixedWarmup() ? settings.fixedWarmup()
                : new JobSettings.FixedWarmup(settings.warmupIterations(), settings.warmupTime(), settings.iterations(),
                settings.time());
    }

    @SafeVarargs
    private static <T> T first(T... candidates) {
        for (T candidate : candidates) {
            if (candidate != null) {
                return candidate;
            }
        }
        throw new IllegalArgumentException("the last candidate is JMH's default and never null");
    }

    private static Duration duration(TimeValue time) {
        return Duration.ofNanos(time.convertTo(TimeUnit.NANOSECONDS));
    }

    public Duration plannedTotal() {
        return JVM_START.multipliedBy(batches.size()).plus(planned(cells()));
    }

    /** Planned wall time of some cells together. */
    public Duration planned(List<CellRequest> cells) {
        return cells.stream().map(this::planned).reduce(Duration.ZERO, Duration::plus);
    }

    /** The cells of the rounds that {@code round} accepts, every runtime, in plan order. */
    public List<CellRequest> cells(IntPredicate round) {
        return cells().stream().filter(c -> round.test(c.round())).toList();
    }
}
