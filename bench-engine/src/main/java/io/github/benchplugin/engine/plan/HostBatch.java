package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.run.TargetRuntime;
import java.util.List;
import java.util.Set;

/**
 * The cells one host runs one after another: one runtime's cells of one round. One JVM start
 * (the host) serves them all; JMH then forks one measured JVM per fork.
 */
public record HostBatch(TargetRuntime runtime, int round, List<CellRequest> cells) {

    public HostBatch {
        cells = List.copyOf(cells);
    }

    /** The batch on a replacement column. */
    public HostBatch on(TargetRuntime replacement) {
        return new HostBatch(replacement, round, cells.stream().map(c -> c.on(replacement)).toList());
    }

    /** The batch's cells that are in {@code selected}, in their order. */
    public HostBatch only(Set<CellRequest> selected) {
        return new HostBatch(runtime, round, cells.stream().filter(selected::contains).toList());
    }

    /** The same host's cells after {@code done} of them: what a replacement host has to run. */
    public HostBatch remainder(int done) {
        return new HostBatch(runtime, round, cells.subList(done, cells.size()));
    }
}
