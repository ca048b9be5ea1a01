package io.github.benchplugin.engine.profilers;

import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.config.ProfilerSpec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Before anything is measured: asks JMH on every runtime which profilers it can use there
 * ({@code org.openjdk.jmh.Main -lprof} on that JDK with the measured class path, so the project's
 * own JMH and any profiler it registers answer), once per JDK, and refuses a profiler that one of
 * them does not offer with one error naming the profiler, the runtime and what it offers.
 */
public final class ProfilerCheck {

    private ProfilerCheck() {
    }

    /** What JMH prints for {@code -lprof} on a runtime ({@code ProfilerListing} in hosts asks it). */
    public interface Listing {
        List<String> lines(TargetRuntime column) throws IOException, InterruptedException;
    }

    public static void require(List<ProfilerSpec> profilers, List<TargetRuntime> columns, Listing listing)
            throws IOException, InterruptedException {
        Map<Path, ProfilerList> byJdk = new LinkedHashMap<>();
        for (TargetRuntime column : columns) {
            ProfilerList list = byJdk.get(column.javaHome());
            if (list == null) {
                list = ProfilerList.parse(listing.lines(column));
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
}
