package io.github.benchplugin.jdk.home;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One JDK on this machine, described from its {@code release} file without starting it.
 *
 * @param javaHome       the JDK home, as a real path (symlinks resolved) so that two routes to the same
 *                       JDK compare equal
 * @param javaVersion    {@code JAVA_VERSION} exactly as the release file has it, e.g. {@code 17.0.15},
 *                       {@code 1.8.0_392}, {@code 25-ea}
 * @param featureVersion the feature release, e.g. 17 (8 for {@code 1.8.0_392})
 * @param vendor         {@code IMPLEMENTOR}, or {@code unknown}
 * @param source         where it was found: {@code toolchains.xml}, {@code JAVA_HOME},
 *                       {@code JAVA_HOME_21_X64}, {@code /usr/lib/jvm}, {@code path given},
 *                       {@code Maven's JVM}, ...
 */
public record JdkInstallation(Path javaHome, String javaVersion, int featureVersion, String vendor, String source) {

    public JdkInstallation {
        Objects.requireNonNull(javaHome, "javaHome");
        Objects.requireNonNull(javaVersion, "javaVersion");
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(source, "source");
    }

    /** The same JDK, credited to another place (the first place that found it wins when deduplicating). */
    public JdkInstallation withSource(String newSource) {
        return new JdkInstallation(javaHome, javaVersion, featureVersion, vendor, newSource);
    }

    /** One line for listings and error messages: {@code 17.0.15  Debian  /usr/lib/jvm/...  (found in /usr/lib/jvm)}. */
    public String describe() {
        return javaVersion + "  " + vendor + "  " + javaHome + "  (" + source + ")";
    }
}
