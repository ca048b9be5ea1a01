package io.github.benchplugin.maven.jdk;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.maven.artifact.versioning.ArtifactVersion;
import org.apache.maven.artifact.versioning.DefaultArtifactVersion;

/**
 * Reads the {@code JAVA_VERSION} strings JDKs write, old ({@code 1.8.0_392}) and new ({@code 21},
 * {@code 17.0.15}, {@code 25-ea}).
 */
final class JavaVersions {

    private static final Pattern LEADING_NUMBERS = Pattern.compile("^(\\d+)(?:\\.(\\d+))?");

    private JavaVersions() {
    }

    /**
     * The feature release: the first number, except for the pre-JDK 9 scheme where {@code 1.8} means 8.
     *
     * @throws IllegalArgumentException when the text does not start with a number
     */
    static int featureOf(String javaVersion) {
        Matcher m = LEADING_NUMBERS.matcher(javaVersion.trim());
        if (!m.find()) {
            throw new IllegalArgumentException("'" + javaVersion + "' is not a Java version");
        }
        int first = Integer.parseInt(m.group(1));
        if (first == 1 && m.group(2) != null) {
            return Integer.parseInt(m.group(2));
        }
        return first;
    }

    /**
     * A version that Maven ranges can test and that sorts the way users expect. {@code 1.8.0_392} becomes
     * {@code 8.0.392} so that {@code [8,9)} contains it; build metadata after {@code +} is dropped because
     * it says nothing about which release is newer. An early-access build ({@code 25-ea}) comes before its
     * release, but Maven ranks qualifiers it does not know after the release, so {@code ea} is read as
     * {@code alpha}, a pre-release qualifier Maven knows.
     */
    static ArtifactVersion comparable(String javaVersion) {
        String v = javaVersion.trim();
        int plus = v.indexOf('+');
        if (plus >= 0) {
            v = v.substring(0, plus);
        }
        if (v.startsWith("1.") && featureOf(v) < 9) {
            v = v.substring(2).replace('_', '.');
        }
        if (v.endsWith("-ea")) {
            v = v.substring(0, v.length() - 3) + "-alpha";
        }
        return new DefaultArtifactVersion(v);
    }
}
