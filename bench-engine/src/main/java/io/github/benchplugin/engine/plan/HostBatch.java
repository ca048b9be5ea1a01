package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.run.TargetRuntime;
import java.util.List;
import java.util.Set;

/**
 * The cells one host runs one after another: one runtime's cells of one round. One JVM start
 * (the host) serves them all; JMH then forks one measured JVM per fork.
 *
 * @param duet whether the batch runs side by side with the other sides of its cells (bench.duet): its host is
 *             pinned to its side's CPUs and its forks wait for each other's iterations at their rendezvous
 */
public record HostBatch(TargetRuntime runtime, int round, List<CellRequest> cells, boolean duet) {

    public HostBatch {
        cells = List.copyOf(cells);
    }

    /** A batch measured alone, as without bench.duet. */
    public HostBatch(TargetRuntime runtime, int round, List<CellRequest> cells) {
        this(runtime, round, cells, false);
    }

    /** The batch on a replacement column (inside the engine's JVM: no CPUs of its own, so measured alone). */
    public HostBatch on(TargetRuntime replacement) {
        return new HostBatch(replacement, round, cells.stream().map(c -> c.on(replacement)).toList(), false);
    }

    /** The batch's cells that are in {@code selected}, in their order. */
    public HostBatch only(Set<CellRequest> selected) {
        return new HostBatch(runtime, round, cells.stream().filter(selected::contains).toList(), duet);
    }

    /** The same host's cells after {@code done} of them: what a replacement host has to run. */
    public HostBatch remainder(int done) {
        return new HostBatch(runtime, round, cells.subList(done, cells.size()), duet);
    }

    /** bench.duet: the side the batch's cells take ({@link DuetSide#side}); -1 when measured alone. */
    public int side() {
        return duet && !cells.isEmpty() && cells.get(0).duet() != null ? cells.get(0).duet().side() : -1;
    }

    /** The same cells, measured side by side with the other columns' (or not). */
    public HostBatch inDuet(boolean paired) {
        return new HostBatch(runtime, round, cells, paired);
    }
}
