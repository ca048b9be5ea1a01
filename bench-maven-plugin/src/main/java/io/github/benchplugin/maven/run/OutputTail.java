package io.github.benchplugin.maven.run;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** Keeps the last lines of a process's output, to explain a failure without flooding the log. */
final class OutputTail {

    private final int capacity;
    private final Deque<String> lines = new ArrayDeque<>();

    OutputTail(int capacity) {
        this.capacity = capacity;
    }

    synchronized void add(String line) {
        if (lines.size() == capacity) {
            lines.removeFirst();
        }
        lines.addLast(line);
    }

    synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    /** The most telling line: the last exception or error JMH printed, else the last line. */
    synchronized String summary() {
        String found = null;
        for (String line : lines) {
            String t = line.trim();
            if (t.matches("^([\\w$]+\\.)+[\\w$]*(Exception|Error)(:.*)?$") || t.startsWith("<failure>")
                    || t.startsWith("ERROR:") || t.startsWith("Error:")) {
                found = t;
                if (t.contains("Exception") || t.contains("Error")) {
                    break; // the first exception is the cause; later lines are its trace
                }
            }
        }
        return found != null ? found : (lines.isEmpty() ? "no output" : lines.peekLast().trim());
    }
}
