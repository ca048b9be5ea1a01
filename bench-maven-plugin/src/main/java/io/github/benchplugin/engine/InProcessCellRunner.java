package io.github.benchplugin.engine;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Measures a cell inside the Maven JVM (only when the user asked: bench.inProcess or
 * bench.fallback=in-process). The project's JMH and benchmarks are loaded in a class loader of
 * their own (parent: the platform loader, so neither Maven's nor this plugin's classes leak in),
 * and JMH runs with forks=0: no process is started. Its numbers share the JVM with Maven, so the
 * runtime is recorded as unisolated and flagged everywhere.
 */
public final class InProcessCellRunner implements CellRunner {

    private static final int TAIL_LINES = 40;

    private final JmhCommand command;
    private final Duration timeout;
    private final Consumer<String> debugLog;

    public InProcessCellRunner(JmhCommand command, Duration timeout, Consumer<String> debugLog) {
        this.command = command;
        this.timeout = timeout;
        this.debugLog = debugLog;
    }

    @Override
    public CellOutcome run(CellRequest cell) throws InterruptedException {
        long start = System.nanoTime();
        Path humanOutput = cell.jsonFile().resolveSibling(cell.method().name() + ".log");
        List<String> args = new ArrayList<>(command.jmhArguments(cell, true));
        // JMH's human-readable output goes to a file, not into Maven's console.
        args.add("-o");
        args.add(humanOutput.toString());
        try {
            Files.deleteIfExists(cell.jsonFile());
            Files.createDirectories(cell.jsonFile().getParent());
        } catch (IOException e) {
            return new CellOutcome(null, "cannot prepare " + cell.jsonFile() + ": " + e.getMessage(), List.of(), elapsed(start));
        }
        FutureTask<Void> task = new FutureTask<>(() -> {
            runJmh(args);
            return null;
        });
        Thread thread = new Thread(task, "bench-in-process-" + cell.method().simpleName());
        thread.setDaemon(true); // a benchmark that never returns must not keep Maven alive
        thread.start();
        String failure = null;
        try {
            task.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            thread.interrupt();
            failure = "exceeded bench.timeout in-process; its thread cannot be killed and was left behind";
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof InvocationTargetException ite ? ite.getCause() : e.getCause();
            failure = "JMH failed in-process: " + cause;
        }
        OutputTail tail = readTail(humanOutput);
        if (failure == null && !Files.isRegularFile(cell.jsonFile())) {
            failure = "JMH wrote no result: " + tail.summary();
        }
        return new CellOutcome(failure == null ? cell.jsonFile() : null, failure, tail.lines(), elapsed(start));
    }

    /** new Runner(new CommandLineOptions(args)).run(), on the project's own JMH classes. */
    private void runJmh(List<String> args) throws Exception {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(urls(), ClassLoader.getPlatformClassLoader())) {
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> optionsClass = loader.loadClass("org.openjdk.jmh.runner.options.CommandLineOptions");
            Object options = optionsClass.getConstructor(String[].class).newInstance((Object) args.toArray(String[]::new));
            Class<?> runnerClass = loader.loadClass("org.openjdk.jmh.runner.Runner");
            Object runner = runnerClass.getConstructor(loader.loadClass("org.openjdk.jmh.runner.options.Options"))
                    .newInstance(options);
            runnerClass.getMethod("run").invoke(runner);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private URL[] urls() throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (Path p : command.classpath()) {
            urls.add(p.toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }

    private OutputTail readTail(Path humanOutput) {
        OutputTail tail = new OutputTail(TAIL_LINES);
        try {
            if (Files.isRegularFile(humanOutput)) {
                for (String line : Files.readAllLines(humanOutput, StandardCharsets.UTF_8)) {
                    tail.add(line);
                    debugLog.accept(line);
                }
            }
        } catch (IOException ignored) {
            // the output is only for explaining failures
        }
        return tail;
    }

    private static Duration elapsed(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
