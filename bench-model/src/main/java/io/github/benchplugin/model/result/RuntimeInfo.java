package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One column of the table: a JDK that ran the benchmarks. The one definition of a runtime: the engine's
 * planned column ({@code engine.run.TargetRuntime}) is this record plus where the column runs, and the
 * run fills in the fields only measuring learns (floor, flags, JMH version, host name).
 *
 * @param id             column id, unique in a result; also the file name of jmh/&lt;id&gt;.json
 * @param requested      the entry of bench.jdks this column was asked as ("21", "[21,22)", a path, "all")
 * @param javaVersion    full version of the JDK that actually ran ("17.0.15")
 * @param featureVersion its feature version (17)
 * @param vendor         implementor, from the JDK's release file or java.vendor
 * @param javaHome       the JDK home that ran
 * @param isolated       true when every measurement ran in a JVM forked for it; false when
 *                       measured inside another JVM (UNISOLATED)
 * @param baseline       true for the runtime every other runtime is compared with
 * @param note           why the runtime is what it is (fallback reason, discovery source); may be null
 * @param hostName       machine that measured this column (differs after merging CI matrix runs)
 * @param jmhVersion     JMH version that measured it, when known
 * @param profile        the bench.profiles flag set the column ran with; null when the run had no
 *                       profiles (absent from results.json then, so older readers see no change)
 * @param floor          the harness floor measured on this runtime (an empty benchmark with the run's
 *                       settings); null when not measured (older files, merged inputs without it):
 *                       then nothing is tested against it
 * @param machine        the machine that measured this column; set by bench:merge from each input's
 *                       environment, so a merged table knows which columns share a machine; null in
 *                       a single run (every column ran on the machine of {@code environment})
 * @param variant        the bench.variants class path the column ran with; null when the run had no
 *                       variants (absent from results.json then)
 * @param flags          the measured JVM's effective flags, name -> value as {@code -XX:+PrintFlagsFinal} prints
 *                       them (the column's JDK with bench.jvmArgs and its profile's flags); empty when not read
 *                       (in-process columns, older files)
 * @param userFlags      the names among {@code flags} set on the command line (bench.jvmArgs, a profile), whose
 *                       difference between columns is the user's doing, not the runtime's
 * @param cpuSet         bench.duet: the CPUs this column's hosts and forks were pinned to ({@code taskset -c}
 *                       syntax, "0" or "2-3"); with bench.baseline's method paired, the other methods' CPUs; null
 *                       when not pinned (absent from results.json then)
 * @param baselineMethodCpuSet bench.duet with bench.baseline's method paired with the other methods of its class
 *                       on this column: the CPUs the baseline method's forks were pinned to, beside theirs on
 *                       {@code cpuSet}; null otherwise (absent from results.json then)
 */
public record RuntimeInfo(
        String id,
        String requested,
        String javaVersion,
        int featureVersion,
        String vendor,
        String javaHome,
        boolean isolated,
        boolean baseline,
        String note,
        String hostName,
        String jmhVersion,
        @JsonInclude(JsonInclude.Include.NON_NULL) RuntimeProfile profile,
        @JsonInclude(JsonInclude.Include.NON_NULL) HarnessFloor floor,
        @JsonInclude(JsonInclude.Include.NON_NULL) Machine machine,
        @JsonInclude(JsonInclude.Include.NON_NULL) Variant variant,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) java.util.Map<String, String> flags,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) java.util.List<String> userFlags,
        @JsonInclude(JsonInclude.Include.NON_NULL) String cpuSet,
        @JsonInclude(JsonInclude.Include.NON_NULL) String baselineMethodCpuSet) {

    public RuntimeInfo {
        flags = flags == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(flags));
        userFlags = userFlags == null ? java.util.List.of() : java.util.List.copyOf(userFlags);
    }

    /** A column to describe field by field; isolated unless told otherwise, not the baseline. */
    public static Builder builder(String id) {
        return new Builder().id(id);
    }

    public Builder toBuilder() {
        return new Builder().id(id).requested(requested).javaVersion(javaVersion).featureVersion(featureVersion)
                .vendor(vendor).javaHome(javaHome).isolated(isolated).baseline(baseline).note(note).hostName(hostName)
                .jmhVersion(jmhVersion).profile(profile).floor(floor).machine(machine).variant(variant).flags(flags, userFlags).cpuSet(cpuSet)
                .baselineMethodCpuSet(baselineMethodCpuSet);
    }

    public RuntimeInfo withBaseline(boolean isBaseline) {
        return toBuilder().baseline(isBaseline).build();
    }

    public RuntimeInfo withId(String newId) {
        return toBuilder().id(newId).build();
    }

    public RuntimeInfo withJmhVersion(String version) {
        return toBuilder().jmhVersion(version).build();
    }

    public RuntimeInfo withProfile(RuntimeProfile newProfile) {
        return toBuilder().profile(newProfile).build();
    }

    public RuntimeInfo withVariant(Variant newVariant) {
        return toBuilder().variant(newVariant).build();
    }

    public RuntimeInfo withFloor(HarnessFloor newFloor) {
        return toBuilder().floor(newFloor).build();
    }

    public RuntimeInfo withCpuSet(String newCpuSet) {
        return toBuilder().cpuSet(newCpuSet).build();
    }

    public RuntimeInfo withMachine(Machine newMachine) {
        return toBuilder().machine(newMachine).build();
    }

    /** This column's machine: its own when a merge recorded one, else the result's environment's. */
    public Machine machineIn(BenchResult result) {
        if (machine != null) {
            return machine;
        }
        return result.environment() == null ? null : result.environment().machine();
    }

    /** Builds a {@link RuntimeInfo} by name: fifteen positional components are too easy to swap. */
    public static final class Builder {
        private String id;
        private String requested;
        private String javaVersion;
        private int featureVersion;
        private String vendor;
        private String javaHome;
        private boolean isolated = true;
        private boolean baseline;
        private String note;
        private String hostName;
        private String jmhVersion;
        private RuntimeProfile profile;
        private HarnessFloor floor;
        private Machine machine;
        private Variant variant;
        private java.util.Map<String, String> flags;
        private java.util.List<String> userFlags;
        private String cpuSet;
        private String baselineMethodCpuSet;

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

        public Builder javaHome(String value) {
            javaHome = value;
            return this;
        }

        public Builder isolated(boolean value) {
            isolated = value;
            return this;
        }

        public Builder baseline(boolean value) {
            baseline = value;
            return this;
        }

        public Builder note(String value) {
            note = value;
            return this;
        }

        public Builder hostName(String value) {
            hostName = value;
            return this;
        }

        public Builder jmhVersion(String value) {
            jmhVersion = value;
            return this;
        }

        public Builder profile(RuntimeProfile value) {
            profile = value;
            return this;
        }

        public Builder floor(HarnessFloor value) {
            floor = value;
            return this;
        }

        public Builder machine(Machine value) {
            machine = value;
            return this;
        }

        public Builder variant(Variant value) {
            variant = value;
            return this;
        }

        /** The effective JVM flags, and which of them the command line set. */
        public Builder flags(java.util.Map<String, String> values, java.util.List<String> fromUser) {
            flags = values;
            userFlags = fromUser;
            return this;
        }

        public Builder cpuSet(String value) {
            cpuSet = value;
            return this;
        }

        public Builder baselineMethodCpuSet(String value) {
            baselineMethodCpuSet = value;
            return this;
        }

        public RuntimeInfo build() {
            return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome, isolated, baseline,
                    note, hostName, jmhVersion, profile, floor, machine, variant, flags, userFlags, cpuSet,
                    baselineMethodCpuSet);
        }
    }
}
