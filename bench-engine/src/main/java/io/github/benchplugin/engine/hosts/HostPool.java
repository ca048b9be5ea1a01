package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.host.HostEvents;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One host JVM per runtime for the whole run: it serves batch after batch (round after round)
 * from its standard input, while the other runtimes measure it waits, idle. Every round saves the
 * start of a host and JMH's two {@code -version} probes of its JDK. A host that died or was
 * killed (bench.timeout in a shared JVM, a crash) is replaced when the next batch asks for it.
 * The run closes the pool: each host's input ends and it exits; one that does not is killed.
 * <p>
 * Hosts can be started ahead of their first batch ({@link #prestart}): a serving host says when
 * it is ready (its JVM up, JMH's probes of its JDK done), so that the run can start every
 * runtime's host side by side and begin measuring only when no JVM is still starting.
 */
public final class HostPool implements AutoCloseable {

    /** Starts a serving host for a runtime (the command of {@link JmhCommand#servingHost}). */
    interface Starter {
        Process start() throws IOException;
    }

    private final ProcessReaper reaper;
    private final RunLog log;
    private final Map<String, LiveHost> hosts = new LinkedHashMap<>();

    /** @param log where the hosts' printed output goes with -X */
    public HostPool(ProcessReaper reaper, RunLog log) {
        this.reaper = reaper;
        this.log = log;
    }

    /** The live host of the runtime, started when there is none or the last one died. */
    synchronized LiveHost host(String runtimeId, Starter starter) throws IOException {
        LiveHost host = hosts.get(runtimeId);
        if (host != null && host.process.isAlive()) {
            return host;
        }
        host = LiveHost.start(starter, log);
        reaper.track(host.process);
        hosts.put(runtimeId, host);
        return host;
    }

    /**
     * Starts the runtime's host now, unless a live one is there; done when it says it is ready or
     * is gone. A host that cannot start is not kept: the first batch tries again and says why.
     */
    synchronized CompletableFuture<Void> prestart(String runtimeId, Starter starter) {
        try {
            return host(runtimeId, starter).ready;
        } catch (IOException | HostStartException e) {
            return CompletableFuture.completedFuture(null);
        }
    }

    /** Ends the host of a batch that went wrong (interrupted): its runtime's next batch gets a new one. */
    synchronized void discard(LiveHost host) {
        hosts.values().remove(host);
        host.kill();
        reaper.untrack(host.process);
    }

    @Override
    public synchronized void close() {
        for (LiveHost host : new ArrayList<>(hosts.values())) {
            host.finish();
            reaper.untrack(host.process);
        }
        hosts.clear();
    }

    /**
     * A running host: its private {@link HostLink} (events in, plans out) and its printed
     * {@link HostOutput}. Its events go to the watch of the batch it is serving (a pooled host), or
     * of the one batch it was started for ({@link #following}); an event between batches has no
     * watch and is dropped (a host sends none between batches). One thread reads its events, one
     * drains what it prints, both for its whole life.
     */
    static final class LiveHost {

        private final Process process;
        private final HostLink link;
        private final HostOutput output;
        private final Thread events;
        private volatile HostWatch watch;
        /** Done when a serving host has said it is ready, or its events have ended. */
        private final CompletableFuture<Void> ready = new CompletableFuture<>();

        private LiveHost(Process process, HostLink link, HostOutput output, HostWatch watch) {
            this.process = process;
            this.link = link;
            this.output = output;
            this.watch = watch; // before the first event can arrive
            this.events = daemon(this::readEvents, "bench-host-events");
            daemon(() -> output.drain(process.getInputStream()), "bench-host-output");
        }

        private static Thread daemon(Runnable task, String name) {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            thread.start();
            return thread;
        }

        /**
         * Starts a host and hands it its channel: the link is listening before the handshake goes
         * out on the host's standard input.
         */
        static LiveHost start(Starter starter, RunLog log) throws IOException {
            return start(starter, log, null);
        }

        /** A host started for one batch (its plan on its command line): its events go to {@code watch} from the start. */
        static LiveHost following(Starter starter, RunLog log, HostWatch watch) throws IOException {
            return start(starter, log, watch);
        }

        private static LiveHost start(Starter starter, RunLog log, HostWatch watch) throws IOException {
            HostLink link = HostLink.open();
            Process process;
            try {
                process = starter.start();
            } catch (IOException | RuntimeException e) {
                link.close();
                throw e;
            }
            LiveHost host = new LiveHost(process, link, new HostOutput(log), watch);
            try {
                link.handshake(process.getOutputStream());
            } catch (IOException e) {
                // it died at once: its events end, and the watch says why from its output
            }
            return host;
        }

        /** Waits a little for the rest of a host's events once it is gone. */
        void awaitOutput(long millis) throws InterruptedException {
            events.join(millis);
        }

        Process process() {
            return process;
        }

        HostOutput output() {
            return output;
        }

        /** Waits a moment until what the host printed before its last event has been read. */
        void settleOutput() {
            output.settle();
        }

        /** Sends the batch's plan; its progress goes to {@code to} until {@link #detach}. */
        void serve(Path plan, HostWatch to) {
            watch = to;
            if (!process.isAlive()) {
                to.gone();
                return;
            }
            try {
                link.sendPlan(plan.toAbsolutePath().toString());
            } catch (IOException e) {
                to.gone(); // it died just now: the watch reports the batch's cells as the host's failure
            }
        }

        void detach() {
            watch = null;
        }

        private void readEvents() {
            try (BufferedReader reader = link.accept(process)) {
                String line;
                while (reader != null && (line = reader.readLine()) != null) {
                    if (!ready.isDone() && HostEvents.isReady(line)) {
                        ready.complete(null); // the pool's news, not a batch's
                        continue;
                    }
                    HostWatch current = watch;
                    if (current != null) {
                        current.line(line);
                    }
                }
            } catch (IOException ignored) {
                // the host was killed; what it said is in the watch
            } finally {
                ready.complete(null); // nothing more to wait for
                try {
                    process.waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                link.close();
                HostWatch current = watch;
                if (current != null) {
                    current.gone();
                }
            }
        }

        private void kill() {
            link.close();
            ProcessReaper.killTree(process);
        }

        /** Ends the host's link so that it exits by itself; kills it when it does not. */
        private void finish() {
            link.close();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    kill();
                }
            } catch (InterruptedException e) {
                kill();
                Thread.currentThread().interrupt();
            }
        }
    }
}
