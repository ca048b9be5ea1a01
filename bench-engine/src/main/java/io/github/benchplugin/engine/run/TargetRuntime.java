package io.github.benchplugin.engine.run;

import io.github.benchplugin.jdk.home.JdkHome;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.RuntimeProfile;
import io.github.benchplugin.model.result.Variant;

import java.nio.file.Path;
import java.util.List;

/**
 * A column of the run as the executor sees it: results.json's description of the column
 * ({@link RuntimeInfo}, the one definition of a runtime) plus where its benchmarks run. The
 * accessors below are views of {@code info}; nothing about the JDK is stored twice, and
 * {@code info.isolated()} always agrees with the placement.
 *
 * @param info      the column as results.json describes it: id, the bench.jdks entry it answers, the JDK
 *                  (home, version, vendor), the note saying why, its profile and variant; the fields only a
 *                  finished run knows (floor, flags, JMH version...) are filled in when the result is assembled
 * @param placement where its benchmarks run: a fork each, or all in one shared JVM
 */
public record TargetRuntime(RuntimeInfo info, Placement placement) {

    /** Where a column's benchmarks are measured. */
    public enum Placement {
        /** A host JVM on the JDK; JMH forks a JVM of that JDK for every fork: isolated. */
        FORKED,
        /** One host JVM on the JDK runs every benchmark of the round inside itself (forks=0): shared. */
        SHARED_JVM,
        /** Inside Maven's own JVM, one class loader for every benchmark of the round (forks=0): shared. */
        MAVEN_JVM
    }

    public TargetRuntime {
        boolean forked = placement == Placement.FORKED;
        if (info.isolated() != forked) {
            info = info.toBuilder().isolated(forked).build();
        }
    }

    /** Column id (unique). */
    public String id() {
        return info.id();
    }

    /** The bench.jdks entry it answers. */
    public String requested() {
        return info.requested();
    }

    /** JDK home whose bin/java runs the host (and JMH's forks). */
    public Path javaHome() {
        return info.javaHome() == null ? null : Path.of(info.javaHome());
    }

    /** Full version from the JDK's release file. */
    public String javaVersion() {
        return info.javaVersion();
    }

    /** Feature version (17). */
    public int featureVersion() {
        return info.featureVersion();
    }

    /** Implementor. */
    public String vendor() {
        return info.vendor();
    }

    /** Why (fallback reason, where it was found); may be null. */
    public String note() {
        return info.note();
    }

    /** The bench.profiles flag set its forks get; null when the run has no profiles. */
    public RuntimeProfile profile() {
        return info.profile();
    }

    /** The bench.variants class path its JVMs link the benchmarks against; null when the run has no variants. */
    public Variant variant() {
        return info.variant();
    }

    /** The same JDK as another column, under a profile and with the id that says so. */
    public TargetRuntime withProfile(String newId, RuntimeProfile newProfile) {
        return new TargetRuntime(info.toBuilder().id(newId).profile(newProfile).build(), placement);
    }

    /** The same JDK (and profile) as another column, linked against a variant, with the id that says so. */
    public TargetRuntime withVariant(String newId, Variant newVariant) {
        return new TargetRuntime(info.toBuilder().id(newId).variant(newVariant).build(), placement);
    }

    /** The same JDK under another id and placement (the shared column of bench.verifyIsolation). */
    public TargetRuntime placed(String newId, Placement newPlacement, String newNote) {
        return new TargetRuntime(info.toBuilder().id(newId).note(newNote).build(), newPlacement);
    }

    /** Measured inside the engine's JVM. */
    public boolean inProcess() {
        return placement == Placement.MAVEN_JVM;
    }

    /** Every measurement ran in a JVM forked for it; otherwise the column is UNISOLATED. */
    public boolean isolated() {
        return info.isolated();
    }

    /** The flags the profile adds to every measured fork; empty without a profile. */
    public List<String> profileJvmArgs() {
        return profile() == null ? List.of() : profile().jvmArgs();
    }

    public Path javaExecutable() {
        return JdkHome.launcher(javaHome());
    }

    /**
     * JDK 24+ prints four sun.misc.Unsafe warnings per JVM for JMH 1.37; this flag (known from
     * JDK 23 on) keeps them out of the log without changing what is measured.
     */
    public boolean needsUnsafeWarningFlag() {
        return featureVersion() >= 23;
    }

    /** Builds a {@link TargetRuntime} by name; forked unless told otherwise. */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** Named setters for the column's description and its placement. */
    public static final class Builder {
        private final RuntimeInfo.Builder info;
        private Placement placement = Placement.FORKED;

        private Builder(String id) {
            info = RuntimeInfo.builder(id);
        }

        public Builder requested(String value) {
            info.requested(value);
            return this;
        }

        public Builder javaHome(Path value) {
            info.javaHome(value == null ? null : value.toString());
            return this;
        }

        public Builder javaVersion(String value) {
            info.javaVersion(value);
            return this;
        }

        public Builder featureVersion(int value) {
            info.featureVersion(value);
            return this;
        }

        public Builder vendor(String value) {
            info.vendor(value);
            return this;
        }

        public Builder placement(Placement value) {
            placement = value;
            return this;
        }

        public Builder note(String value) {
            info.note(value);
            return this;
        }

        public Builder profile(RuntimeProfile value) {
            info.profile(value);
            return this;
        }

        public Builder variant(Variant value) {
            info.variant(value);
            return this;
        }

        public TargetRuntime build() {
            return new TargetRuntime(info.build(), placement);
        }
    }
}
