package io.github.benchplugin.jdk;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses the {@code bench.jdks} property: a comma list whose order is the column order.
 *
 * <p>Entries are split on commas outside brackets, because a range such as {@code [21,22)} has a comma
 * of its own. Each entry is, in this order of checks: {@code all}; a feature version ({@code 21}); a Maven
 * version range (starts with {@code [} or {@code (}); a JDK home path (absolute, or starting with {@code ~}
 * or {@code .}, or containing a path separator). Anything else is rejected rather than guessed at.
 */
final class JdkRequests {

    private static final Pattern FEATURE = Pattern.compile("\\d{1,4}");

    private JdkRequests() {
    }

    /**
     * Parses the property; {@code null} (not given) means the JDK the engine runs on. A value given empty
     * (blanks or commas only: a CI variable that expanded to nothing) is refused rather than read as "not set",
     * which would measure only that JDK and say nothing.
     *
     * @throws BadJdkListException naming the empty value or the first bad entry
     */
    public static List<JdkRequest> parse(String value) {
        return parse(value, Path.of(System.getProperty("user.home")));
    }

    /** As {@link #parse(String)}, expanding {@code ~} to the given home directory. */
    public static List<JdkRequest> parse(String value, Path userHome) {
        if (value == null) {
            return List.of(new JdkRequest.EngineJdk());
        }
        if (value.replace(",", "").isBlank()) {
            throw BadJdkListException.empty(value);
        }
        List<JdkRequest> requests = new ArrayList<>();
        for (String entry : split(value)) {
            String trimmed = entry.trim();
            if (trimmed.isEmpty()) {
                throw BadJdkListException.emptyEntry(value.trim());
            }
            requests.add(parseEntry(trimmed, userHome));
        }
        return List.copyOf(requests);
    }

    /** Parses one trimmed, non-empty entry. */
    static JdkRequest parseEntry(String entry, Path userHome) {
        if (entry.equalsIgnoreCase("all")) {
            return new JdkRequest.All(entry);
        }
        if (FEATURE.matcher(entry).matches()) {
            int feature = Integer.parseInt(entry);
            if (feature < 1) {
                throw BadJdkListException.badEntry(entry);
            }
            return new JdkRequest.Feature(entry, feature);
        }
        if (entry.startsWith("[") || entry.startsWith("(")) {
            return new JdkRequest.Range(entry, parseRange(entry));
        }
        if (looksLikePath(entry)) {
            return new JdkRequest.Home(entry, toPath(entry, userHome));
        }
        throw BadJdkListException.badEntry(entry);
    }

    private static JavaVersionRange parseRange(String entry) {
        try {
            return JavaVersionRange.parse(entry);
        } catch (IllegalArgumentException e) {
            throw BadJdkListException.badEntry(entry);
        }
    }

    private static boolean looksLikePath(String entry) {
        return entry.startsWith("~") || entry.startsWith(".") || entry.indexOf('/') >= 0
                || entry.indexOf('\\') >= 0 || isAbsolute(entry);
    }

    private static boolean isAbsolute(String entry) {
        try {
            return Path.of(entry).isAbsolute();
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static Path toPath(String entry, Path userHome) {
        try {
            if (entry.equals("~")) {
                return userHome;
            }
            if (entry.startsWith("~/") || entry.startsWith("~\\")) {
                return userHome.resolve(entry.substring(2));
            }
            return Path.of(entry);
        } catch (InvalidPathException e) {
            throw BadJdkListException.badEntry(entry);
        }
    }

    /** Splits on commas that are not inside {@code [...]} or {@code (...)}. */
    static List<String> split(String value) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '[' || c == '(') {
                depth++;
            } else if ((c == ']' || c == ')') && depth > 0) {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(value.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(value.substring(start));
        return parts;
    }
}
