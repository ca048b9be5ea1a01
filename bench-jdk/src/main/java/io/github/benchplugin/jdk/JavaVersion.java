package io.github.benchplugin.jdk;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Java version that sorts the way users expect: by its numbers ({@code 21} before {@code 21.0.2}
 * before {@code 21.0.10}; missing parts count as 0), an early-access or other pre-release build
 * ({@code 25-ea}) before its release. Build metadata after {@code +} says nothing about which
 * release is newer and is ignored. Replaces Maven's ArtifactVersion so that discovery needs no Maven.
 */
record JavaVersion(List<Integer> numbers, boolean preRelease) implements Comparable<JavaVersion> {

    private static final Pattern NUMBERS = Pattern.compile("^(\\d+(?:[._]\\d+)*)(.*)$");

    public JavaVersion {
        numbers = List.copyOf(numbers);
    }

    /**
     * Reads a {@code JAVA_VERSION} string or a range bound; {@code 1.8.0_392} becomes {@code 8.0.392}
     * so that {@code [8,9)} contains it.
     *
     * @throws IllegalArgumentException when the text does not start with a number
     */
    public static JavaVersion parse(String text) {
        String v = text.trim();
        int plus = v.indexOf('+');
        if (plus >= 0) {
            v = v.substring(0, plus);
        }
        Matcher m = NUMBERS.matcher(v);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a Java version");
        }
        List<Integer> numbers = new ArrayList<>();
        for (String part : m.group(1).split("[._]")) {
            numbers.add(Integer.parseInt(part));
        }
        if (numbers.size() > 1 && numbers.get(0) == 1 && numbers.get(1) < 9) {
            numbers.remove(0);
        }
        return new JavaVersion(numbers, !m.group(2).isEmpty());
    }

    @Override
    public int compareTo(JavaVersion other) {
        for (int i = 0; i < Math.max(numbers.size(), other.numbers.size()); i++) {
            int c = Integer.compare(partAt(i), other.partAt(i));
            if (c != 0) {
                return c;
            }
        }
        return Boolean.compare(other.preRelease, preRelease);
    }

    private int partAt(int i) {
        return i < numbers.size() ? numbers.get(i) : 0;
    }
}
