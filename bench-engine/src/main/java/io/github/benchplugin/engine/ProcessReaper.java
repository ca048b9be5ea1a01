package io.github.benchplugin.engine;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes sure no measured JVM outlives the run: Ctrl-C or a killed Maven (SIGTERM) runs the
 * shutdown hook, which kills every tracked process with its descendants (JMH's own forks).
 */
final class ProcessReaper implements AutoCloseable {

    private final Set<Process> running = ConcurrentHashMap.newKeySet();
    private final Thread hook = new Thread(this::killAll, "bench-process-reaper");

    public ProcessReaper() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    void track(Process p) {
        running.add(p);
    }

    void untrack(Process p) {
        running.remove(p);
    }

    private void killAll() {
        running.forEach(ProcessReaper::killTree);
    }

    /** Children first, so that JMH's forks cannot be orphaned when the host dies. */
    static void killTree(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.onExit().get(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception ignored) {
            // best effort: we are giving up on it either way
        }
    }

    @Override
    public void close() {
        killAll();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException ignored) {
            // already shutting down: the hook is running
        }
    }
}
