package io.github.benchplugin.engine.hosts;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps the last lines of JMH's output, to explain a failure without flooding the log, and
 * remembers the lines that say why a benchmark failed even when a long stack trace has pushed
 * them out of the tail.
 */
final class OutputTail {

    private static final Pattern FORK_EXIT = Pattern.compile("<forked VM failed with exit code (-?\\d+)>");
    private static final Pattern EXCEPTION = Pattern.compile("^(Caused by: )?([\\w$]+\\.)+[\\w$]*(Exception|Error)(:.*)?$");

    private final int capacity;
    private final Deque<String> lines = new ArrayDeque<>();
    private boolean afterFailureMarker;
    private String benchmarkException;
    private String forkExit;
    private String firstException;
    private String lastJmhError;

    OutputTail(int capacity) {
        this.capacity = capacity;
    }

    synchronized void add(String line) {
        if (lines.size() == capacity) {
            lines.removeFirst();
        }
        lines.addLast(line);
        remember(line.trim());
    }

    private void remember(String t) {
        if (afterFailureMarker && !t.isEmpty()) {
            // JMH prints "<failure>" and then the exception the benchmark (or a fixture) threw.
            if (benchmarkException == null) {
                benchmarkException = t;
            }
            afterFailureMarker = false;
        }
        if (t.endsWith("<failure>")) {
            afterFailureMarker = true;
        }
        Matcher exit = FORK_EXIT.matcher(t);
        if (exit.find() && forkExit == null) {
            forkExit = "the forked JVM exited with code " + exit.group(1)
                    + " (System.exit or Runtime.halt in the benchmark, a JVM crash, or the JVM refused its flags)";
        }
        if (firstException == null && EXCEPTION.matcher(t).matches()) {
            firstException = t;
        }
        if (t.startsWith("ERROR:")) {
            lastJmhError = t.replaceFirst("^ERROR: (org\\.openjdk\\.jmh\\.runner\\.RunnerException: )?(ERROR: )?", "");
        }
    }

    /** Whether the output said why something failed (an exception, a fork's exit, a JMH error). */
    synchronized boolean hasReason() {
        return benchmarkException != null || forkExit != null || firstException != null || lastJmhError != null;
    }

    synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    /**
     * The most telling reason, most specific first: the benchmark's own exception, a fork that
     * died, the first exception printed, JMH's own error, else the last line.
     */
    synchronized String summary() {
        if (benchmarkException != null) {
            return benchmarkException;
        }
        if (forkExit != null) {
            return forkExit;
        }
        if (firstException != null && (lastJmhError == null || lastJmhError.startsWith("Benchmark caught"))) {
            return firstException;
        }
        if (lastJmhError != null) {
            return lastJmhError;
        }
        return lines.isEmpty() ? "no output" : lines.peekLast().trim();
    }
}
