package io.github.benchplugin.profilers;

import io.github.benchplugin.hosts.JmhCommand;
import io.github.benchplugin.hosts.ProcessReaper;
import io.github.benchplugin.run.TargetRuntime;
import io.github.benchplugin.config.BadInputException;
import io.github.benchplugin.config.ProfilerSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Before anything is measured: asks JMH on every runtime which profilers it can use there
 * ({@code org.openjdk.jmh.Main -lprof} on that JDK with the measured class path, so the project's
 * own JMH and any profiler it registers answer), once per JDK, and refuses a profiler that one of
 * them does not offer with one error naming the profiler, the runtime and what it offers.
 */
public final class ProfilerCheck {

    private static final long LIST_TIMEOUT_SECONDS = 120;

    private ProfilerCheck() {
    }

    public static void require(List<ProfilerSpec> profilers, List<TargetRuntime> columns, JmhCommand command)
            throws IOException, InterruptedException {
        Map<Path, ProfilerList> byJdk = new LinkedHashMap<>();
        for (TargetRuntime column : columns) {
            ProfilerList list = byJdk.get(column.javaHome());
            if (list == null) {
                list = ProfilerList.parse(listOutput(column, command));
                byJdk.put(column.javaHome(), list);
            }
            require(profilers, column.id(), list);
        }
    }

    /** Throws for the first profiler that {@code runtime} does not offer. */
    static void require(List<ProfilerSpec> profilers, String runtime, ProfilerList list) {
        for (ProfilerSpec p : profilers) {
            String name = p.name();
            if (list.supported().containsKey(name) || isClassName(name, list)) {
                continue;
            }
            if (name.equals("async") && p.hasOption("libPath")) {
                // JMH only tries its default library path when listing; the given library is loaded by the forks.
                continue;
            }
            String available = "; available there: " + String.join(", ", list.supported().keySet());
            String why = list.unsupported().get(name);
            if (why != null) {
                throw new BadInputException("bench.profilers '" + p + "': JMH cannot use profiler '" + name
                        + "' on runtime " + runtime + " (" + why + ")" + available);
            }
            throw new BadInputException("bench.profilers '" + p + "': '" + name + "' is not a JMH profiler on runtime "
                    + runtime + available);
        }
    }

    /** A profiler class of the project's own (JMH takes a class name): JMH reports it when the fork starts. */
    private static boolean isClassName(String name, ProfilerList list) {
        return name.contains(".") && !list.unsupported().containsKey(name);
    }

    private static List<String> listOutput(TargetRuntime column, JmhCommand command)
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
