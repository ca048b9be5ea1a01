package io.github.benchplugin.engine;

import java.io.IOException;

/**
 * Runs a host batch: one runtime's cells of one round, one after another, each reported as it
 * finishes. Forked on the runtime's JDK ({@link ForkedHostRunner}) or, only when asked, inside
 * Maven's JVM ({@link InProcessHostRunner}).
 */
interface HostRunner {

    /** Told about every cell of the batch, in order; nothing else of the batch runs meanwhile. */
    interface Listener {
        void started(CellRequest cell);

        void finished(CellRequest cell, CellOutcome outcome) throws IOException;
    }

    void run(HostBatch batch, Listener listener) throws IOException, InterruptedException;
}
