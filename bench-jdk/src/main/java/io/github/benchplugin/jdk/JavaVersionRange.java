package io.github.benchplugin.jdk;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Maven's version range syntax over Java versions: {@code [21,22)}, {@code [17,)}, {@code (,11]},
 * {@code [21]} (exactly 21), and unions such as {@code [8,9),[17,18)}. Users know it from
 * toolchains.xml, so bench.jdks keeps it without depending on Maven's own parser.
 */
record JavaVersionRange(List<Interval> intervals) {

    /** One bracketed interval; a null bound is open. */
    public record Interval(JavaVersion lower, boolean lowerInclusive, JavaVersion upper, boolean upperInclusive) {

        boolean contains(JavaVersion v) {
            if (lower != null) {
                int c = v.compareTo(lower);
                if (c < 0 || c == 0 && !lowerInclusive) {
                    return false;
                }
            }
            if (upper != null) {
                int c = v.compareTo(upper);
                return c < 0 || c == 0 && upperInclusive;
            }
            return true;
        }
    }

    public JavaVersionRange {
        intervals = List.copyOf(intervals);
    }

    /**
     * Parses the range; bounds must be numeric Java versions.
     *
     * @throws IllegalArgumentException when the text is not such a range
     */
    public static JavaVersionRange parse(String text) {
        List<Interval> intervals = new ArrayList<>();
        String rest = text.trim();
        while (!rest.isEmpty()) {
            char open = rest.charAt(0);
            int close = indexOfClose(rest);
            if (open != '[' && open != '(' || close < 0) {
                throw new IllegalArgumentException("'" + text + "' is not a version range");
            }
            intervals.add(interval(text, open == '[', rest.substring(1, close), rest.charAt(close) == ']'));
            rest = rest.substring(close + 1).trim();
            if (rest.startsWith(",")) {
                rest = rest.substring(1).trim();
                if (rest.isEmpty()) {
                    throw new IllegalArgumentException("'" + text + "' ends with a comma");
                }
            } else if (!rest.isEmpty()) {
                throw new IllegalArgumentException("'" + text + "' is not a version range");
            }
        }
        if (intervals.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "' is empty");
        }
        return new JavaVersionRange(intervals);
    }

    public boolean contains(String javaVersion) {
        JavaVersion v = JavaVersion.parse(javaVersion);
        return intervals.stream().anyMatch(i -> i.contains(v));
    }

    /** The first lower bound as written, for a toolchains.xml example. */
    public Optional<String> firstLowerBound() {
        return intervals.stream().map(Interval::lower).filter(java.util.Objects::nonNull).findFirst()
                .map(v -> v.numbers().stream().map(String::valueOf).reduce((a, b) -> a + "." + b).orElseThrow());
    }

    private static int indexOfClose(String s) {
        for (int i = 1; i < s.length(); i++) {
            if (s.charAt(i) == ']' || s.charAt(i) == ')') {
                return i;
            }
        }
        return -1;
    }

    private static Interval interval(String text, boolean lowerInclusive, String body, boolean upperInclusive) {
        int comma = body.indexOf(',');
        if (comma < 0) {
            // [21] is exactly 21, as in Maven; (21) is meaningless
            if (!lowerInclusive || !upperInclusive || body.isBlank()) {
                throw new IllegalArgumentException("'" + text + "' is not a version range");
            }
            JavaVersion exact = bound(text, body);
            return new Interval(exact, true, exact, true);
        }
        if (body.indexOf(',', comma + 1) >= 0) {
            throw new IllegalArgumentException("'" + text + "' has more than two bounds in one interval");
        }
        JavaVersion lower = optionalBound(text, body.substring(0, comma));
        JavaVersion upper = optionalBound(text, body.substring(comma + 1));
        if (lower != null && upper != null && lower.compareTo(upper) > 0) {
            throw new IllegalArgumentException("'" + text + "': the lower bound is above the upper bound");
        }
        return new Interval(lower, lowerInclusive, upper, upperInclusive);
    }

    private static JavaVersion optionalBound(String text, String bound) {
        return bound.isBlank() ? null : bound(text, bound);
    }

    /** Only numeric bounds: Maven accepts any text ("[abc,def)"), which for Java versions can only be a typo. */
    private static JavaVersion bound(String text, String bound) {
        if (!bound.trim().matches("\\d[\\w.\\-]*")) {
            throw new IllegalArgumentException("'" + text + "' has a bound that is not a Java version: '" + bound + "'");
        }
        return JavaVersion.parse(bound);
    }
}
