package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Runs a batch in a host JVM started on the runtime's JDK (an argument list, never a shell).
 * On bench.timeout the measured fork is killed and the host goes on with the next cell; when the
 * benchmarks run inside the host itself (a shared JVM) the host is killed instead. A host that
 * dies between or during cells is replaced by a new one for the cells left.
 * <p>
 * A host whose cells fork (an isolated runtime) serves every round of its runtime ({@link HostPool});
 * a host that measures in its own JVM starts fresh for each batch, so that a shared JVM holds one
 * round's benchmarks, in JMH's order, as it always did.
 */
public final class ForkedHostRunner implements HostRunner {

    private final JmhCommand command;
    private final Function<CellRequest, Duration> timeouts;
    private final RunLog log;
    private final ProcessReaper reaper;
    private final HostPool pool;
    private final PrintedOutput printed;

    public ForkedHostRunner(JmhCommand command, Function<CellRequest, Duration> timeouts, RunLog log,
                            ProcessReaper reaper, HostPool pool, PrintedOutput printed) {
        this.command = command;
        this.timeouts = timeouts;
        this.log = log;
        this.reaper = reaper;
        this.pool = pool;
        this.printed = printed;
    }

    @Override
    public void run(HostBatch batch, Listener listener) throws IOException, InterruptedException {
        HostBatch remaining = batch;
        int attempt = 1;
        HostRunner.Listener unlessStopping = unlessStopping(listener);
        // Unlike the in-process runner this always starts a new host for the cells left: a process can be killed.
        while (!remaining.cells().isEmpty()) {
            int done;
            try {
                done = runHost(remaining, attempt++, unlessStopping);
            } catch (HostStartException e) {
                if (reaper.stopping()) {
                    throw stopped();
                }
                throw e;
            }
            if (reaper.stopping()) {
                throw stopped();
            }
            remaining = remaining.remainder(done);
            if (!remaining.cells().isEmpty()) {
                log.info("The host JVM on " + batch.runtime().id() + " ended early; a new one runs the "
                        + remaining.cells().size() + " cell(s) left");
            }
        }
    }

    /**
     * While the JVM shuts down (Ctrl-C) the reaper kills the hosts: the cell that was running did not
     * fail, it was stopped, and is measured by the run that resumes (bench.resume). Said once, by the
     * shutdown hook, not as a failed cell and a host that "cannot start".
     */
    private Listener unlessStopping(Listener listener) {
        return new Listener() {
            @Override
            public void started(CellRequest cell) {
                listener.started(cell);
            }

            @Override
            public void finished(CellRequest cell, CellOutcome outcome) throws IOException {
                if (outcome.succeeded() || !reaper.stopping()) {
                    listener.finished(cell, outcome);
                }
            }
        };
    }

    private static InterruptedException stopped() {
        return new InterruptedException("the run is stopping (Ctrl-C or SIGTERM)");
    }

    private int runHost(HostBatch batch, int attempt, Listener listener) throws IOException, InterruptedException {
        Path plan = HostPlanFile.write(batch, attempt, c -> command.hostCell(c, batch.duet()));
        if (batch.runtime().isolated()) {
            return servedBatch(batch, plan, listener);
        }
        HostWatch watch = new HostWatch(log, timeouts, printed);
        HostPool.LiveHost host = HostPool.LiveHost.following(
                () -> start(command.host(batch.runtime(), plan), batch.runtime()), log, watch);
        Process process = host.process();
        reaper.track(process);
        ProcessHandleOf handle = new ProcessHandleOf(host, batch.runtime().isolated());
        try {
            return watch.follow(batch, handle, listener);
        } catch (InterruptedException e) {
            ProcessReaper.killTree(process);
            throw e;
        } finally {
            if (process.isAlive()) {
                ProcessReaper.killTree(process);
            }
            handle.killOrphans();
            host.awaitOutput(2_000);
            reaper.untrack(process);
        }
    }

    /** The batch on its runtime's serving host; a host that is gone afterwards leaves the pool. */
    private int servedBatch(HostBatch batch, Path plan, Listener listener) throws IOException, InterruptedException {
        // bench.duet: a paired batch runs in the column's pinned host, a batch measured alone in its free one.
        HostPool.LiveHost host = batch.duet()
                ? pool.host(pinnedKey(batch.runtime(), batch.side()), pinnedServingHost(batch.runtime(), batch.side()))
                : pool.host(batch.runtime().id(), servingHost(batch.runtime()));
        HostWatch watch = new HostWatch(log, timeouts, printed);
        ProcessHandleOf handle = new ProcessHandleOf(host, true);
        host.serve(plan, watch);
        try {
            return watch.follow(batch, handle, listener);
        } catch (InterruptedException e) {
            pool.discard(host);
            throw e;
        } finally {
            host.detach();
            handle.killOrphans();
        }
    }

    /** An isolated runtime's serving host starts now; a host measuring in its own JVM starts with its batch. */
    @Override
    public CompletableFuture<Void> prepare(TargetRuntime runtime) {
        return runtime.isolated()
                ? pool.prestart(runtime.id(), servingHost(runtime))
                : CompletableFuture.completedFuture(null);
    }

    /** How the pool starts the runtime's serving host: the same for a batch and ahead of one. */
    private HostPool.Starter servingHost(TargetRuntime runtime) {
        return () -> start(command.servingHost(runtime), runtime);
    }

    /**
     * bench.duet: the column's serving host for one side, pinned to the side's CPUs, with the barrier's address
     * and token in its environment, which JMH's forks inherit (no command line shows the token).
     */
    private HostPool.Starter pinnedServingHost(TargetRuntime runtime, int side) {
        return () -> start(command.pinnedServingHost(runtime, side), runtime, command.duetEnvironment(side));
    }

    /**
     * The pool's name for a column's pinned host of one side, beside its free one: bench.baseline's method and
     * the methods beside it run on one column, in two hosts on two CPU sets.
     */
    private static String pinnedKey(TargetRuntime runtime, int side) {
        return runtime.id() + "@duet" + side;
    }

    /** bench.duet: the column's pinned host of {@code side} starts now, when the run pairs rows there. */
    @Override
    public CompletableFuture<Void> prepareDuet(TargetRuntime runtime, int side) {
        return pool.prestart(pinnedKey(runtime, side), pinnedServingHost(runtime, side));
    }

    private static Process start(List<String> command, TargetRuntime runtime) throws HostStartException {
        return start(command, runtime, java.util.Map.of());
    }

    private static Process start(List<String> command, TargetRuntime runtime, java.util.Map<String, String> environment)
            throws HostStartException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        builder.environment().remove("JAVA_TOOL_OPTIONS"); // would leak into every measured JVM
        builder.environment().remove("_JAVA_OPTIONS");
        try {
            return builder.start();
        } catch (IOException e) {
            throw new HostStartException(runtime, e.getMessage());
        }
    }

    /**
     * Stops a forked host's measured fork (its descendants), or the host when it measures itself.
     * Remembers the forks it has seen: a fork outlives a host that died, and is then no longer
     * among its descendants.
     */
    private record ProcessHandleOf(HostPool.LiveHost host, Process process, boolean forksMeasure,
                                   Set<ProcessHandle> forks) implements HostWatch.Handle {

        ProcessHandleOf(HostPool.LiveHost host, boolean forksMeasure) {
            this(host, host.process(), forksMeasure, ConcurrentHashMap.newKeySet());
        }

        @Override
        public HostOutput output() {
            return host.output();
        }

        @Override
        public void settleOutput() {
            host.settleOutput();
        }

        @Override
        public void observe() {
            process.descendants().forEach(forks::add);
        }

        @Override
        public boolean stopCell() {
            if (!forksMeasure) {
                return false;
            }
            observe();
            forks.forEach(ProcessHandle::destroyForcibly);
            return true;
        }

        @Override
        public void stopHost() {
            ProcessReaper.killTree(process);
            forks.forEach(ProcessHandle::destroyForcibly);
        }

        /** Forks left behind by a host that died: they must not run beside the next host's. */
        void killOrphans() {
            forks.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        }

        @Override
        public String exitStatus() {
            return process.isAlive() ? "still running" : "exit code " + process.exitValue();
        }
    }
}
