package io.github.benchplugin.engine.hosts;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Makes sure no measured JVM outlives the run: Ctrl-C or a killed Maven (SIGTERM) runs the
 * shutdown hook, which kills every tracked process with its descendants (JMH's own forks).
 * Once it has run, a process the run still starts (the run's own thread goes on while the JVM
 * shuts down, and would replace a killed host) is killed as soon as it is tracked.
 */
public final class ProcessReaper implements AutoCloseable {

    /** How long a kill waits for the processes to be gone: a SIGKILLed JVM goes in milliseconds. */
    private static final long GONE_WAIT_MILLIS = 5_000;

    private final Set<Process> running = ConcurrentHashMap.newKeySet();
    private final Thread hook = new Thread(this::killAll, "bench-process-reaper");
    private volatile boolean stopping;

    public ProcessReaper() {
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Kills the tree of every process tracked from now on, once the run is stopping. */
    void track(Process p) {
        running.add(p); // before the look at stopping: killAll, which sets it first, then sees p
        if (stopping) {
            killTree(p);
        }
    }

    /**
     * The JVM is shutting down (Ctrl-C, SIGTERM) or the run is over: a host that dies now was killed
     * by us, and its cell did not fail.
     */
    boolean stopping() {
        return stopping;
    }

    void untrack(Process p) {
        running.remove(p);
    }

    private void killAll() {
        stopping = true;
        running.forEach(ProcessReaper::killTree);
    }

    /**
     * The host first, then the forks it had: killed first, a fork would be replaced by the host's
     * next fork before the host itself went. A fork started in between finds its host gone and
     * ends (JMH's forks report to their host over a socket). Returns when all of them are gone, or
     * after {@link #GONE_WAIT_MILLIS}.
     */
    public static void killTree(Process process) {
        List<ProcessHandle> forks = process.descendants().toList();
        process.destroyForcibly();
        forks.forEach(ProcessHandle::destroyForcibly);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GONE_WAIT_MILLIS);
        try {
            process.onExit().get(GONE_WAIT_MILLIS, TimeUnit.MILLISECONDS);
            for (ProcessHandle fork : forks) {
                long left = deadline - System.nanoTime();
                if (left > 0) {
                    fork.onExit().get(left, TimeUnit.NANOSECONDS);
                }
            }
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
