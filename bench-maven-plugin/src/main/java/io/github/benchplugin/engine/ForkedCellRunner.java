package io.github.benchplugin.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Measures a cell in its own JVM on the cell's JDK: starts JMH there (an argument list, never a
 * shell), streams its output to the debug log, and kills the whole process tree when the cell
 * exceeds its time limit or Maven is interrupted.
 */
public final class ForkedCellRunner implements CellRunner {

    private static final int TAIL_LINES = 40;

    private final JmhCommand command;
    private final Duration timeout;
    private final Consumer<String> debugLog;
    private final ProcessReaper reaper;

    public ForkedCellRunner(JmhCommand command, Duration timeout, Consumer<String> debugLog, ProcessReaper reaper) {
        this.command = command;
        this.timeout = timeout;
        this.debugLog = debugLog;
        this.reaper = reaper;
    }

    @Override
    public CellOutcome run(CellRequest cell) throws InterruptedException {
        long start = System.nanoTime();
        OutputTail tail = new OutputTail(TAIL_LINES);
        Process process;
        try {
            Files.deleteIfExists(cell.jsonFile());
            Files.createDirectories(cell.jsonFile().getParent());
            ProcessBuilder builder = new ProcessBuilder(command.forked(cell)).redirectErrorStream(true);
            builder.environment().remove("JAVA_TOOL_OPTIONS"); // would leak into every measured JVM
            builder.environment().remove("_JAVA_OPTIONS");
            process = builder.start();
        } catch (IOException e) {
            return new CellOutcome(null, "cannot start " + cell.runtime().javaExecutable() + ": " + e.getMessage(),
                    List.of(), elapsed(start));
        }
        reaper.track(process);
        Thread pump = startPump(process, tail);
        try {
            boolean finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!finished) {
                ProcessReaper.killTree(process);
                pump.join(2_000);
                return new CellOutcome(null, "exceeded bench.timeout of " + io.github.benchplugin.config.Durations.human(timeout)
                        + "; the fork and its children were killed", tail.lines(), elapsed(start));
            }
            pump.join(5_000);
            int exit = process.exitValue();
            if (exit != 0 || !Files.isRegularFile(cell.jsonFile()) || Files.size(cell.jsonFile()) == 0) {
                return new CellOutcome(null, "JMH exited with code " + exit + ": " + tail.summary(), tail.lines(), elapsed(start));
            }
            return new CellOutcome(cell.jsonFile(), null, tail.lines(), elapsed(start));
        } catch (InterruptedException e) {
            ProcessReaper.killTree(process);
            throw e;
        } catch (IOException e) {
            return new CellOutcome(null, "cannot read JMH's result " + cell.jsonFile() + ": " + e.getMessage(),
                    tail.lines(), elapsed(start));
        } finally {
            reaper.untrack(process);
        }
    }

    private Thread startPump(Process process, OutputTail tail) {
        Thread pump = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    tail.add(line);
                    debugLog.accept(line);
                }
            } catch (IOException ignored) {
                // the process was killed; what was read is in the tail
            }
        }, "bench-jmh-output");
        pump.setDaemon(true);
        pump.start();
        return pump;
    }

    private static Duration elapsed(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
