package io.github.benchplugin.model.result;

import java.util.List;

/**
 * A named set of JVM flags a column was measured with (bench.profiles): the second matrix
 * dimension next to the JDK. Flags are decided when a JVM starts, so a profile only means
 * something for a forked column.
 *
 * @param name    the profile's name as the user selected it ("default", "g1", "bigheap")
 * @param jvmArgs the flags added to every measured fork; empty for "default" (the JVM's own defaults)
 */
public record RuntimeProfile(String name, List<String> jvmArgs) {

    public RuntimeProfile {
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
    }

    /** The profile's flags as one line, or a phrase saying there are none. */
    public String describeFlags() {
        return jvmArgs.isEmpty() ? "no flags (the JVM's defaults)" : String.join(" ", jvmArgs);
    }

    /** Profile name of a column, null when the run had no profiles: columns group by it. */
    public static String nameOf(RuntimeInfo runtime) {
        return runtime.profile() == null ? null : runtime.profile().name();
    }
}
