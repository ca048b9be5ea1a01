package io.github.benchplugin.host;

import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.Options;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * JMH's output, as the Runner would make it, with every iteration also written to an
 * {@link IterationLog}. JMH's forks report each iteration back to the Runner's OutputFormat
 * ({@code iteration} when it starts, {@code iterationResult} when it ends), warm-up included, and
 * the Runner prints "# Fork: i of n" just before it starts a fork's JVM: that moment is the fork's
 * start. Without forks (forks=0) the benchmark's start is.
 * <p>
 * A dynamic proxy rather than a class implementing OutputFormat: the interface is that of the
 * project's JMH (1.16 to 1.37 here), and a proxy forwards whatever methods that version has.
 */
final class IterationRecorder implements InvocationHandler {

    private static final String FORK_LINE = "# Fork:";
    private static final String WARMUP_FORK_LINE = "# Warmup Fork:";

    private final Object delegate;
    private final IterationLog log;
    private long origin = System.nanoTime();
    /** Whether the current fork is measured (a warm-up fork of -wf is not). */
    private boolean measured = true;
    /** Whether the current fork's first iteration is still to come. */
    private boolean awaitingFirst = true;

    private IterationRecorder(Object delegate, IterationLog log) {
        this.delegate = delegate;
        this.log = log;
    }

    /**
     * A Runner whose output also goes to {@code log}; a plain Runner when JMH's own output cannot be
     * made the way its Runner(Options) makes it (then nothing is recorded, and nothing else changes).
     */
    static Runner runner(Options options, IterationLog log) {
        OutputFormat jmhOutput = jmhOutput(options);
        if (jmhOutput == null) {
            return new Runner(options);
        }
        return new Runner(options, wrap(jmhOutput, log));
    }

    static OutputFormat wrap(OutputFormat jmhOutput, IterationLog log) {
        return (OutputFormat) Proxy.newProxyInstance(OutputFormat.class.getClassLoader(),
                new Class<?>[] {OutputFormat.class}, new IterationRecorder(jmhOutput, log));
    }

    /** Runner's private createOutputFormat(Options): the -o file or the console, JMH's verbosity, as JMH does it. */
    private static OutputFormat jmhOutput(Options options) {
        try {
            Method create = Runner.class.getDeclaredMethod("createOutputFormat", Options.class);
            create.setAccessible(true);
            return (OutputFormat) create.invoke(null, options);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public synchronized Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return method.invoke(this, args);
        }
        observe(method.getName(), args);
        try {
            return method.invoke(delegate, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private void observe(String name, Object[] args) {
        try {
            if (name.equals("startBenchmark")) {
                startFork(true);
            } else if (name.equals("println") && args != null && args[0] instanceof String) {
                String line = (String) args[0];
                if (line.startsWith(FORK_LINE)) {
                    startFork(true);
                } else if (line.startsWith(WARMUP_FORK_LINE)) {
                    startFork(false);
                }
            } else if (name.equals("iteration") && measured && awaitingFirst) {
                awaitingFirst = false;
                log.fork(secondsSinceOrigin());
            } else if (name.equals("iterationResult") && measured && !awaitingFirst && args != null && args.length == 4) {
                IterationParams params = (IterationParams) args[1];
                IterationResult result = (IterationResult) args[3];
                log.iteration("WARMUP".equals(params.getType().name()), secondsSinceOrigin(),
                        result.getPrimaryResult().getScore());
            }
        } catch (IOException | RuntimeException e) {
            // The record is an extra: JMH's run and its own output go on as if it were not there.
        }
    }

    private void startFork(boolean isMeasured) {
        origin = System.nanoTime();
        measured = isMeasured;
        awaitingFirst = true;
    }

    private double secondsSinceOrigin() {
        return (System.nanoTime() - origin) / 1e9;
    }
}
