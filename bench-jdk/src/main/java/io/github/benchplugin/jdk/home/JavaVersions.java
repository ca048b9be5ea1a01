package io.github.benchplugin.jdk.home;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the {@code JAVA_VERSION} strings JDKs write, old ({@code 1.8.0_392}) and new ({@code 21},
 * {@code 17.0.15}, {@code 25-ea}).
 */
public final class JavaVersions {

    private static final Pattern LEADING_NUMBERS = Pattern.compile("^(\\d+)(?:\\.(\\d+))?");

    private JavaVersions() {
    }

    /**
     * The feature release: the first number, except for the pre-JDK 9 scheme where {@code 1.8} means 8.
     *
     * @throws IllegalArgumentException when the text does not start with a number
     */
    public static int featureOf(String javaVersion) {
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
}
