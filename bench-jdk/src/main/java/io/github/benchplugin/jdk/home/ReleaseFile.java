package io.github.benchplugin.jdk.home;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The {@code release} file at the top of every JDK home since JDK 8. It names the version and the vendor,
 * so we can list and match JDKs without starting a JVM (each start costs 0.3-1 s).
 *
 * @param javaVersion {@code JAVA_VERSION}, unquoted
 * @param vendor      {@code IMPLEMENTOR}, unquoted, or {@code unknown} when the file has none
 */
record ReleaseFile(String javaVersion, String vendor) {

    static final String UNKNOWN_VENDOR = "unknown";

    /**
     * Reads {@code home/release}.
     *
     * @throws IOException              when the file is missing or unreadable
     * @throws IllegalArgumentException when it has no {@code JAVA_VERSION}
     */
    public static ReleaseFile read(Path home) throws IOException {
        // Decoding with replacement: an odd byte in a vendor name must not hide the JDK.
        byte[] bytes = Files.readAllBytes(home.resolve("release"));
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * Parses the {@code KEY="value"} lines of a release file. Values may be double-quoted, single-quoted
     * or bare; blank lines and {@code #} comments are skipped.
     *
     * @throws IllegalArgumentException when there is no {@code JAVA_VERSION}
     */
    public static ReleaseFile parse(String content) {
        Map<String, String> values = new HashMap<>();
        for (String line : content.split("\\R")) {
            String trimmed = line.trim();
            int eq = trimmed.indexOf('=');
            if (trimmed.isEmpty() || trimmed.startsWith("#") || eq <= 0) {
                continue;
            }
            values.put(trimmed.substring(0, eq).trim(), unquote(trimmed.substring(eq + 1).trim()));
        }
        String version = values.get("JAVA_VERSION");
        if (version == null || version.isBlank()) {
            throw new IllegalArgumentException("its release file has no JAVA_VERSION");
        }
        String vendor = values.get("IMPLEMENTOR");
        return new ReleaseFile(version, vendor == null || vendor.isBlank() ? UNKNOWN_VENDOR : vendor);
    }

    /** The feature release, e.g. 17 for {@code 17.0.15} and 8 for {@code 1.8.0_392}. */
    public int featureVersion() {
        return JavaVersions.featureOf(javaVersion);
    }

    private static String unquote(String value) {
        if (value.length() >= 2) {
            char first = value.charAt(0);
            if ((first == '"' || first == '\'') && value.charAt(value.length() - 1) == first) {
                return value.substring(1, value.length() - 1).trim();
            }
        }
        return value;
    }
}
