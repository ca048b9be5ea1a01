package io.github.benchplugin.engine;

import io.github.benchplugin.config.JobSettings;
import io.github.benchplugin.catalog.BenchmarkMethod;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The order in which cells run. Runtimes are interleaved benchmark by benchmark (B1 on every
 * runtime, then B2 on every runtime ...), so that slow drift of a shared machine spreads over
 * all columns instead of masquerading as a difference between runtimes.
 */
public final class CellPlan {

    /** What a JVM start and JMH's setup cost here, per fork and per host (measured: ~0.5 s). */
    private static final Duration JVM_START = Duration.ofMillis(600);
    /** JMH's defaults, for benchmarks that leave settings to annotations we do not read. */
    private static final Duration JMH_DEFAULT_FORK = Duration.ofSeconds(5 * 10 + 5 * 10);

    private final List<CellRequest> cells;
    private final JobSettings settings;

    private CellPlan(List<CellRequest> cells, JobSettings settings) {
        this.cells = cells;
        this.settings = settings;
    }

    public static CellPlan interleaved(List<TargetRuntime> runtimes, List<BenchmarkMethod> methods,
                                       JobSettings settings, Path jmhWorkDir) {
        List<CellRequest> cells = new ArrayList<>();
        int rounds = settings.rounds();
        for (int round = 1; round <= rounds; round++) {
            for (BenchmarkMethod method : methods) {
                for (TargetRuntime runtime : runtimes) {
                    String file = rounds == 1 ? method.name() + ".json" : method.name() + ".round" + round + ".json";
                    Path json = jmhWorkDir.resolve(runtime.id()).resolve(file);
                    Integer forks = rounds == 1 ? null : settings.forksInRound(round);
                    cells.add(new CellRequest(runtime, method, json, round, rounds, forks));
                }
            }
        }
        return new CellPlan(cells, settings);
    }

    public List<CellRequest> cells() {
        return cells;
    }

    /** Planned wall time of one cell: forks x (warmup + measurement + JVM start) per parameter set and mode. */
    public Duration planned(CellRequest cell) {
        int forks = cell.forks() != null ? cell.forks() : settings.forks() == null ? 5 : Math.max(1, settings.forks());
        Duration perFork;
        if (settings.iterations() == null || settings.time() == null) {
            perFork = JMH_DEFAULT_FORK;
        } else {
            int warmups = settings.warmupIterations() == null ? 5 : settings.warmupIterations();
            Duration warmupTime = settings.warmupTime() == null ? Duration.ofSeconds(10) : settings.warmupTime();
            perFork = warmupTime.multipliedBy(warmups).plus(settings.time().multipliedBy(settings.iterations()));
        }
        int sets = cell.method().parameterSets(settings.params()) * modes(cell);
        return perFork.plus(JVM_START).multipliedBy((long) forks * sets).plus(JVM_START);
    }

    private int modes(CellRequest cell) {
        if (settings.mode() == null) {
            return cell.method().modes().size();
        }
        return settings.mode().equals("all") ? 4 : settings.mode().split(",").length;
    }

    public Duration plannedTotal() {
        return cells.stream().map(this::planned).reduce(Duration.ZERO, Duration::plus);
    }
}
