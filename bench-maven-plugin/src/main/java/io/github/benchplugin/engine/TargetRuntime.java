package io.github.benchplugin.engine;

import io.github.benchplugin.maven.jdk.JdkHome;
import io.github.benchplugin.model.RuntimeProfile;

import java.nio.file.Path;
import java.util.List;

/**
 * A column of the run as the executor sees it: which JDK measures it and how.
 *
 * @param id             column id (unique)
 * @param requested      the bench.jdks entry it answers
 * @param javaHome       JDK home whose bin/java hosts JMH (and JMH's forks)
 * @param javaVersion    full version from the JDK's release file
 * @param featureVersion feature version (17)
 * @param vendor         implementor
 * @param inProcess      true when measured inside the Maven JVM instead of forked (UNISOLATED)
 * @param note           why (fallback reason, where it was found); may be null
 * @param profile        the bench.profiles flag set its forks get; null when the run has no profiles
 */
public record TargetRuntime(
        String id,
        String requested,
        Path javaHome,
        String javaVersion,
        int featureVersion,
        String vendor,
        boolean inProcess,
        String note,
        RuntimeProfile profile) {

    /** A column without a profile. */
    public TargetRuntime(String id, String requested, Path javaHome, String javaVersion, int featureVersion,
                         String vendor, boolean inProcess, String note) {
        this(id, requested, javaHome, javaVersion, featureVersion, vendor, inProcess, note, null);
    }

    /** The same JDK as another column, under a profile and with the id that says so. */
    public TargetRuntime withProfile(String newId, RuntimeProfile newProfile) {
        return new TargetRuntime(newId, requested, javaHome, javaVersion, featureVersion, vendor, inProcess, note,
                newProfile);
    }

    /** The flags the profile adds to every measured fork; empty without a profile. */
    public List<String> profileJvmArgs() {
        return profile == null ? List.of() : profile.jvmArgs();
    }

    public Path javaExecutable() {
        return JdkHome.launcher(javaHome);
    }

    /**
     * JDK 24+ prints four sun.misc.Unsafe warnings per JVM for JMH 1.37; this flag (known from
     * JDK 23 on) keeps them out of the log without changing what is measured.
     */
    public boolean needsUnsafeWarningFlag() {
        return featureVersion >= 23;
    }
}
