package io.github.benchplugin.engine;

import io.github.benchplugin.host.HostEvents;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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
final class HostPool implements AutoCloseable {

    /** Starts a serving host for a runtime (the command of {@link JmhCommand#servingHost}). */
    interface Starter {
        Process start() throws IOException;
    }

    private final ProcessReaper reaper;
    private final Map<String, LiveHost> hosts = new LinkedHashMap<>();

    HostPool(ProcessReaper reaper) {
        this.reaper = reaper;
    }

    /** The live host of the runtime, started when there is none or the last one died. */
    synchronized LiveHost host(String runtimeId, Starter starter) throws IOException {
        LiveHost host = hosts.get(runtimeId);
        if (host != null && host.process.isAlive()) {
            return host;
        }
        Process process = starter.start();
        reaper.track(process);
        host = new LiveHost(process, null);
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
     * A running host and where its output goes: to the watch of the batch it is serving (a pooled
     * host), or of the one batch it was started for ({@link #following}). Its
     * output is read by one thread for its whole life; a line between batches has no watch and is
     * dropped (a host prints nothing between batches).
     */
    static final class LiveHost {

        private final Process process;
        private final Writer plans;
        private final Thread pump;
        private volatile HostWatch watch;
        /** Done when a serving host has said it is ready, or its output has ended. */
        private final CompletableFuture<Void> ready = new CompletableFuture<>();

        private LiveHost(Process process, HostWatch watch) {
            this.process = process;
            this.plans = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            this.watch = watch; // before the first line can arrive
            this.pump = new Thread(this::pump, "bench-host-output");
            pump.setDaemon(true);
            pump.start();
        }

        /** A host started for one batch (its plan on its command line): its output goes to {@code watch} from the start. */
        static LiveHost following(Process process, HostWatch watch) {
            return new LiveHost(process, watch);
        }

        /** Waits a little for the rest of a host's output once it is gone. */
        void awaitOutput(long millis) throws InterruptedException {
            pump.join(millis);
        }

        Process process() {
            return process;
        }

        /** Sends the batch's plan; its progress goes to {@code to} until {@link #detach}. */
        void serve(Path plan, HostWatch to) throws IOException {
            watch = to;
            if (!process.isAlive()) {
                to.gone();
                return;
            }
            try {
                plans.write(plan.toAbsolutePath() + "\n");
                plans.flush();
            } catch (IOException e) {
                to.gone(); // it died just now: the watch reports the batch's cells as the host's failure
            }
        }

        void detach() {
            watch = null;
        }

        private void pump() {
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
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
                HostWatch current = watch;
                if (current != null) {
                    current.gone();
                }
            }
        }

        private void kill() {
            ProcessReaper.killTree(process);
        }

        /** Ends the host's input so that it exits by itself; kills it when it does not. */
        private void finish() {
            try {
                plans.close();
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    kill();
                }
            } catch (IOException e) {
                kill();
            } catch (InterruptedException e) {
                kill();
                Thread.currentThread().interrupt();
            }
        }
    }
}
