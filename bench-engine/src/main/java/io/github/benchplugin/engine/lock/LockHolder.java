package io.github.benchplugin.engine.lock;

import java.time.Instant;
import java.util.Optional;

/**
 * Who holds the machine-wide run lock, as written into the lock file, so that a waiting run can
 * say whom it waits for. The file may be written by any process of the user (or be garbage), so
 * parsing is lenient and whatever is shown is cleaned of control characters.
 *
 * @param pid     process id of the JVM (Maven's, the command line's) that holds the lock
 * @param project the project (artifactId) it is measuring
 * @param since   when it took the lock
 */
record LockHolder(long pid, String project, Instant since) {

    private static final int MAX_PROJECT = 100;

    static LockHolder current(String project) {
        return new LockHolder(ProcessHandle.current().pid(), clean(project), Instant.now());
    }

    String toFileText() {
        return "pid=" + pid + "\nproject=" + project + "\nsince=" + since + "\n";
    }

    static Optional<LockHolder> parse(String text) {
        Long pid = null;
        String project = "unknown";
        Instant since = null;
        for (String line : text.split("\n")) {
            int eq = line.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String value = line.substring(eq + 1).trim();
            try {
                switch (line.substring(0, eq).trim()) {
                    case "pid" -> pid = Long.parseLong(value);
                    case "project" -> project = clean(value);
                    case "since" -> since = Instant.parse(value);
                    default -> { }
                }
            } catch (RuntimeException ignored) {
                // a damaged field is shown as unknown; the lock itself is what counts
            }
        }
        return pid == null ? Optional.empty() : Optional.of(new LockHolder(pid, project, since));
    }

    /** "pid 1234, project shop-bench" for "waiting for another bench:run (...)". */
    String describe() {
        return "pid " + pid + ", project " + project;
    }

    private static String clean(String text) {
        String cleaned = text == null || text.isBlank() ? "unknown" : text.replaceAll("\\p{Cntrl}", "?").trim();
        return cleaned.length() <= MAX_PROJECT ? cleaned : cleaned.substring(0, MAX_PROJECT) + "...";
    }
}
