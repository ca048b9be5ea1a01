package io.github.benchplugin.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One column of the table: a JDK that ran the benchmarks.
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
        @JsonInclude(JsonInclude.Include.NON_NULL) Machine machine) {

    /** A column without a profile: every run before bench.profiles, and runs that do not use it. */
    public RuntimeInfo(String id, String requested, String javaVersion, int featureVersion, String vendor,
                       String javaHome, boolean isolated, boolean baseline, String note, String hostName,
                       String jmhVersion) {
        this(id, requested, javaVersion, featureVersion, vendor, javaHome, isolated, baseline, note, hostName,
                jmhVersion, null, null, null);
    }

    /** A column whose machine is that of the result's environment: every single run. */
    public RuntimeInfo(String id, String requested, String javaVersion, int featureVersion, String vendor,
                       String javaHome, boolean isolated, boolean baseline, String note, String hostName,
                       String jmhVersion, RuntimeProfile profile) {
        this(id, requested, javaVersion, featureVersion, vendor, javaHome, isolated, baseline, note, hostName,
                jmhVersion, profile, null, null);
    }

    public RuntimeInfo withBaseline(boolean isBaseline) {
        return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, isBaseline, note, hostName, jmhVersion, profile, floor, machine);
    }

    public RuntimeInfo withId(String newId) {
        return new RuntimeInfo(newId, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, baseline, note, hostName, jmhVersion, profile, floor, machine);
    }

    public RuntimeInfo withJmhVersion(String version) {
        return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, baseline, note, hostName, version, profile, floor, machine);
    }

    public RuntimeInfo withProfile(RuntimeProfile newProfile) {
        return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, baseline, note, hostName, jmhVersion, newProfile, floor, machine);
    }

    public RuntimeInfo withFloor(HarnessFloor newFloor) {
        return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, baseline, note, hostName, jmhVersion, profile, newFloor, machine);
    }

    public RuntimeInfo withMachine(Machine newMachine) {
        return new RuntimeInfo(id, requested, javaVersion, featureVersion, vendor, javaHome,
                isolated, baseline, note, hostName, jmhVersion, profile, floor, newMachine);
    }

    /** This column's machine: its own when a merge recorded one, else the result's environment's. */
    public Machine machineIn(BenchResult result) {
        if (machine != null) {
            return machine;
        }
        return result.environment() == null ? null : result.environment().machine();
    }
}
