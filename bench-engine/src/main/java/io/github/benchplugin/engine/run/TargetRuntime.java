package io.github.benchplugin.engine.run;

import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Variant;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A column of the run as the executor sees it: which JDK measures it and where.
 *
 * @param id             column id (unique)
 * @param requested      the bench.jdks entry it answers
 * @param javaHome       JDK home whose bin/java runs the host (and JMH's forks)
 * @param javaVersion    full version from the JDK's release file
 * @param featureVersion feature version (17)
 * @param vendor         implementor
 * @param placement      where its benchmarks run: a fork each, or all in one shared JVM
 * @param note           why (fallback reason, where it was found); may be null
 * @param profile        the bench.profiles flag set its forks get; null when the run has no profiles
 * @param variant        the bench.variants class path its JVMs link the benchmarks against (recorded as
 *                       results.json's {@code runtimes[].variant}); null when the run has no variants
 */
public record TargetRuntime(
        String id,
        String requested,
        Path javaHome,
        String javaVersion,
        int featureVersion,
        String vendor,
        Placement placement,
        String note,
        RuntimeProfile profile,
        Variant variant) {

    /** Where a column's benchmarks are measured. */
    public enum Placement {
        /** A host JVM on the JDK; JMH forks a JVM of that JDK for every fork: isolated. */
        FORKED,
        /** One host JVM on the JDK runs every benchmark of the round inside itself (forks=0): shared. */
        SHARED_JVM,
        /** Inside Maven's own JVM, one class loader for every benchmark of the round (forks=0): shared. */
        MAVEN_JVM
    }

    /** The same JDK as another column, under a profile and with the id that says so. */
    public TargetRuntime withProfile(String newId, RuntimeProfile newProfile) {
        return new TargetRuntime(newId, requested, javaHome, javaVersion, featureVersion, vendor, placement, note,
                newProfile, variant);
    }

    /** The same JDK (and profile) as another column, linked against a variant, with the id that says so. */
    public TargetRuntime withVariant(String newId, Variant newVariant) {
        return new TargetRuntime(newId, requested, javaHome, javaVersion, featureVersion, vendor, placement, note,
                profile, newVariant);
    }

    /** The same JDK under another id and placement (the shared column of bench.verifyIsolation). */
    public TargetRuntime placed(String newId, Placement newPlacement, String newNote) {
        return new TargetRuntime(newId, requested, javaHome, javaVersion, featureVersion, vendor, newPlacement,
                newNote, profile, variant);
    }

    /** Measured inside the engine's JVM. */
    public boolean inProcess() {
        return placement == Placement.MAVEN_JVM;
    }

    /** Every measurement ran in a JVM forked for it; otherwise the column is UNISOLATED. */
    public boolean isolated() {
        return placement == Placement.FORKED;
    }

    /** The flags the profile adds to every measured fork; empty without a profile. */
    public List<String> profileJvmArgs() {
        return profile == null ? List.of() : profile.jvmArgs();
    }

    public Path javaExecutable() {
        return launcher(javaHome);
    }

    /** bin/java (bin/java.exe on Windows) of a JDK home. */
    public static Path launcher(Path javaHome) {
        Path exe = javaHome.resolve("bin").resolve("java.exe");
        return Files.isRegularFile(exe) ? exe : javaHome.resolve("bin").resolve("java");
    }

    /**
     * JDK 24+ prints four sun.misc.Unsafe warnings per JVM for JMH 1.37; this flag (known from
     * JDK 23 on) keeps them out of the log without changing what is measured.
     */
    public boolean needsUnsafeWarningFlag() {
        return featureVersion >= 23;
    }

    /** Builds a {@link TargetRuntime} by name; forked unless told otherwise. */
    public static Builder builder(String id) {
        return new Builder().id(id);
    }

    /** Named setters for every component. */
    public static final class Builder {
        private String id;
        private String requested;
        private Path javaHome;
        private String javaVersion;
        private int featureVersion;
        private String vendor;
        private Placement placement = Placement.FORKED;
        private String note;
        private RuntimeProfile profile;
        private Variant variant;

        private Builder() {
        }

        public Builder id(String value) {
            id = value;
            return this;
        }

        public Builder requested(String value) {
            requested = value;
            return this;
        }

        public Builder javaHome(Path value) {
            javaHome = value;
            return this;
        }

        public Builder javaVersion(String value) {
            javaVersion = value;
            return this;
        }

        public Builder featureVersion(int value) {
            featureVersion = value;
            return this;
        }

        public Builder vendor(String value) {
            vendor = value;
            return this;
        }

        public Builder placement(Placement value) {
            placement = value;
            return this;
        }

        public Builder note(String value) {
            note = value;
            return this;
        }

        public Builder profile(RuntimeProfile value) {
            profile = value;
            return this;
        }

        public Builder variant(Variant value) {
            variant = value;
            return this;
        }

        public TargetRuntime build() {
            return new TargetRuntime(id, requested, javaHome, javaVersion, featureVersion, vendor, placement, note,
                    profile, variant);
        }
    }
}
