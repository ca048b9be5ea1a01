package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.TargetRuntime;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;

/**
 * Runs a host batch: one runtime's cells of one round, one after another, each reported as it
 * finishes. Forked on the runtime's JDK ({@link ForkedHostRunner}) or, only when asked, inside
 * the engine's JVM ({@link InProcessHostRunner}).
 */
public interface HostRunner {

    /** Told about every cell of the batch, in order; nothing else of the batch runs meanwhile. */
    interface Listener {
        void started(CellRequest cell);

        void finished(CellRequest cell, CellOutcome outcome) throws IOException;
    }

    void run(HostBatch batch, Listener listener) throws IOException, InterruptedException;

    /**
     * Starts what the runtime's batches will run in, ahead of them; done when it is ready. Nothing
     * to start by default. A start that fails is not reported here: the first batch meets it again
     * and says why.
     */
    default CompletableFuture<Void> prepare(TargetRuntime runtime) {
        return CompletableFuture.completedFuture(null);
    }

    /** The same for bench.duet's paired batches of one side (a host pinned to its CPUs); nothing by default. */
    default CompletableFuture<Void> prepareDuet(TargetRuntime runtime, int side) {
        return CompletableFuture.completedFuture(null);
    }
}
