package io.github.benchplugin.model.stats;

import java.util.Collection;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Finds the benchmark that bench.baseline names. The user writes {@code Class.method} with a
 * simple or qualified class name, or the full benchmark name; JMH names benchmarks
 * {@code package.Class.method} (nested classes with '$' or '.', both are accepted).
 */
final class BaselineMethod {

    private BaselineMethod() {
    }

    /**
     * @return the full name of the one benchmark the spec names; empty when it names none
     * @throws IllegalArgumentException when the spec is malformed or names several benchmarks
     */
    public static Optional<String> resolve(String spec, Collection<String> benchmarkNames) {
        String wanted = normalize(spec == null ? "" : spec.trim());
        int dot = wanted.lastIndexOf('.');
        if (dot <= 0 || dot == wanted.length() - 1) {
            throw new IllegalArgumentException("bench.baseline '" + spec
                    + "' is not of the form Class.method (simple or qualified class name), e.g. ConcatBench.plus");
        }
        TreeSet<String> matches = new TreeSet<>();
        for (String name : benchmarkNames) {
            String candidate = normalize(name);
            if (candidate.equals(wanted) || candidate.endsWith("." + wanted)) {
                matches.add(name);
            }
        }
        if (matches.size() > 1) {
            throw new IllegalArgumentException("bench.baseline '" + spec + "' is ambiguous: it matches "
                    + String.join(", ", matches) + "; qualify the class name with its package");
        }
        return matches.stream().findFirst();
    }

    private static String normalize(String name) {
        return name.replace('$', '.');
    }
}
