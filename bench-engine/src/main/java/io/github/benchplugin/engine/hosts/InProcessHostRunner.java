package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.plan.CellOutcome;
import io.github.benchplugin.engine.plan.CellRequest;
import io.github.benchplugin.engine.plan.HostBatch;
import io.github.benchplugin.engine.run.RunLog;
import io.github.benchplugin.host.HostEvents;
import io.github.benchplugin.host.HostMain;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs a batch inside the engine's own JVM (Maven's, the command line's) (only when the user asked: bench.inProcess or
 * bench.fallback=in-process), the way JMH with forks=0 runs: every benchmark of the batch in one
 * class loader, one after another, so that they share type profiles and compiled code as they
 * would in any in-process runner. The loader's parent is the platform loader: neither Maven's nor
 * this plugin's classes leak in. Such numbers are recorded as UNISOLATED everywhere.
 */
public final class InProcessHostRunner implements HostRunner {

    private final JmhCommand command;
    private final Function<CellRequest, Duration> timeouts;
    private final RunLog log;
    private final PrintedOutput printed;
    private final EngineJvm jvm;

    /** @param jvm what the door calls the JVM these batches run in, for the messages about a stuck thread */
    public InProcessHostRunner(JmhCommand command, Function<CellRequest, Duration> timeouts, RunLog log,
                               PrintedOutput printed, EngineJvm jvm) {
        this.command = command;
        this.timeouts = timeouts;
        this.log = log;
        this.printed = printed;
        this.jvm = jvm;
    }

    @Override
    public void run(HostBatch batch, Listener listener) throws IOException, InterruptedException {
        HostBatch remaining = batch;
        int attempt = 1;
        // Unlike ForkedHostRunner this gives up on the cells left while a stuck thread lives: a thread cannot be killed.
        while (!remaining.cells().isEmpty()) {
            InProcessHost host = start(remaining, attempt++);
            int done = host.watch.follow(remaining, host, listener);
            remaining = remaining.remainder(done);
            if (host.thread.isAlive() && !remaining.cells().isEmpty()) {
                // A benchmark that never returns keeps its thread; measuring beside it would be wrong.
                String why = "not run: an earlier benchmark of this in-process run exceeded bench.timeout and its"
                        + " thread still occupies " + jvm + " (in-process threads cannot be killed)";
                for (CellRequest cell : remaining.cells()) {
                    listener.finished(cell, CellOutcome.failed(why, List.of(), Duration.ZERO));
                }
                return;
            }
        }
    }

    private InProcessHost start(HostBatch batch, int attempt) throws IOException {
        Path plan = HostPlanFile.write(batch, attempt, command::hostCell);
        HostWatch watch = new HostWatch(log, timeouts, printed);
        AtomicReference<Throwable> crash = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            try {
                runHost(plan, watch);
            } catch (Throwable t) {
                crash.set(t instanceof InvocationTargetException ite ? ite.getCause() : t);
            } finally {
                watch.gone();
            }
        }, "bench-in-process-" + batch.runtime().id() + "-round-" + batch.round());
        thread.setDaemon(true); // a benchmark that never returns must not keep Maven alive
        thread.start();
        return new InProcessHost(thread, watch, crash, new HostOutput(log), jvm);
    }

    /** HostMain.run(plan, sink) on the project's own JMH, in a class loader of the batch's own. */
    private void runHost(Path plan, HostWatch watch) throws Exception {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(urls(), ClassLoader.getPlatformClassLoader())) {
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> sinkType = loader.loadClass(HostEvents.Sink.class.getName());
            Object sink = Proxy.newProxyInstance(loader, new Class<?>[]{sinkType}, (proxy, method, args) -> {
                if (method.getName().equals("event")) {
                    watch.line((String) args[0]);
                }
                return null;
            });
            Method run = loader.loadClass(HostMain.class.getName()).getMethod("run", String.class, sinkType);
            run.invoke(null, plan.toString(), sink);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private URL[] urls() throws IOException {
        List<URL> urls = new ArrayList<>();
        for (Path p : command.classpath()) {
            urls.add(p.toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }

    /**
     * @param output empty: what a benchmark prints in the engine's JVM is that JVM's own output
     * @param jvm    what the door calls that JVM
     */
    private record InProcessHost(Thread thread, HostWatch watch, AtomicReference<Throwable> crash, HostOutput output,
                                 EngineJvm jvm) implements HostWatch.Handle {

        @Override
        public boolean stopCell() {
            return false;
        }

        @Override
        public void stopHost() {
            thread.interrupt(); // all that can be done; the run goes on without it
        }

        @Override
        public String exitStatus() {
            return crash.get() == null ? "its thread ended" : "its thread ended with " + crash.get();
        }

        @Override
        public String stoppedHow() {
            return "its thread was interrupted and may still run in " + jvm + " (an in-process run cannot be killed)";
        }
    }
}
