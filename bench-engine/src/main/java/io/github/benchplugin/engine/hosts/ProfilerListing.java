package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.TargetRuntime;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * JMH's profiler list on a runtime: {@code org.openjdk.jmh.Main -lprof} on that JDK with the
 * measured class path, so the project's own JMH and any profiler it registers answer. What
 * {@code ProfilerCheck} reads before anything is measured.
 */
public final class ProfilerListing {

    private static final long LIST_TIMEOUT_SECONDS = 120;

    private ProfilerListing() {
    }

    /** The lines JMH printed; throws when it printed no list or did not finish. */
    public static List<String> lines(TargetRuntime column, JmhCommand command)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command.profilerListing(column)).redirectErrorStream(true);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("_JAVA_OPTIONS");
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output;
        try {
            output = process.getInputStream().readAllBytes();
            if (!process.waitFor(LIST_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                throw new IOException("JMH's profiler list (-lprof) on " + column.id() + " did not finish");
            }
        } finally {
            ProcessReaper.killTree(process);
        }
        List<String> lines = new ArrayList<>(new String(output, StandardCharsets.UTF_8).lines().toList());
        if (lines.stream().noneMatch(l -> l.startsWith("Supported profilers:"))) {
            throw new IOException("JMH's profiler list (-lprof) on " + column.id() + " printed no list: "
                    + String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size())));
        }
        return lines;
    }
}
