package io.github.benchplugin.engine.plan;

import io.github.benchplugin.jdk.EngineJvm;
import io.github.benchplugin.engine.run.TargetRuntime;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.RuntimeProfile;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The run's columns: runtime x profile. Runtime order is outer and profile order inner
 * (17-g1, 17-z, 25-g1, 25-z), so the first column is the baseline runtime under the first
 * profile; the cell plan still interleaves every column benchmark by benchmark.
 */
public final class ProfileMatrix {

    private ProfileMatrix() {
    }

    /**
     * @param runtimes the bench.jdks columns
     * @param profiles the selected profiles; empty: the runtimes unchanged (ids as without profiles)
     * @param jvm      what the door calls the JVM in-process columns run in, for the message
     * @throws BadInputException when an in-process column would need flags: a running JVM cannot
     *                           take them, and a column claiming a collector it did not have is worse
     *                           than no column
     */
    public static List<TargetRuntime> expand(List<TargetRuntime> runtimes, List<RuntimeProfile> profiles,
                                             EngineJvm jvm) {
        if (profiles.isEmpty()) {
            return runtimes;
        }
        List<RuntimeProfile> withFlags = profiles.stream().filter(p -> !p.jvmArgs().isEmpty()).toList();
        List<String> inProcess = runtimes.stream().filter(TargetRuntime::inProcess).map(TargetRuntime::id).toList();
        if (!inProcess.isEmpty() && !withFlags.isEmpty()) {
            throw new BadInputException("bench.profiles: runtime(s) " + inProcess + " run inside " + jvm
                    + " (bench.inProcess or bench.fallback=in-process), which cannot take JVM flags, so profile(s) "
                    + withFlags.stream().map(p -> p.name() + " (" + p.describeFlags() + ")")
                    .collect(Collectors.joining(", "))
                    + " cannot apply; use only flag-free profiles such as 'default' with in-process runtimes,"
                    + " or make the JDK forkable");
        }
        List<TargetRuntime> columns = new ArrayList<>();
        for (TargetRuntime runtime : runtimes) {
            for (RuntimeProfile profile : profiles) {
                columns.add(runtime.withProfile(columnId(runtime.id(), profile), profile));
            }
        }
        return columns;
    }

    /** "17-g1": the runtime's own id, a dash, the profile's name. */
    public static String columnId(String runtimeId, RuntimeProfile profile) {
        return runtimeId + "-" + profile.name();
    }
}
