package io.github.benchplugin.engine.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads bench.profilers: profilers separated by commas (or given as repeated configuration
 * elements), each in JMH's {@code -prof} syntax. Some option values are comma lists themselves
 * ({@code perfnorm:events=cycles,instructions}), so a comma inside a profiler's options starts a
 * new profiler only when what follows is a profiler: one of JMH's own names or a class name.
 */
public final class ProfilerSpecs {

    /** JMH 1.37's built-in profilers; a custom profiler is named by its class name. */
    static final Set<String> JMH_PROFILERS = Set.of("async", "cl", "comp", "dtraceasm", "gc", "jfr", "mempool",
            "pauses", "perf", "perfasm", "perfc2c", "perfnorm", "safepoints", "stack", "xperfasm");

    private static final Pattern NAME = Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*");

    private ProfilerSpecs() {
    }

    /**
     * @param values the property's value, or the configuration's elements (Maven may already have split a
     *               command-line value at its commas: the pieces are joined and read again)
     * @return the profilers in the order given, each once; without {@code gc}, which always runs
     */
    public static List<ProfilerSpec> parse(List<String> values) {
        if (values == null || values.stream().allMatch(v -> v == null || v.isBlank())) {
            return List.of();
        }
        String text = String.join(",", values.stream().filter(v -> v != null).toList());
        List<String> entries = new ArrayList<>();
        for (String piece : text.split(",", -1)) {
            String trimmed = piece.trim();
            boolean inOptions = !entries.isEmpty() && entries.get(entries.size() - 1).contains(":");
            if (inOptions && !startsProfiler(trimmed)) {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + "," + trimmed);
            } else {
                entries.add(trimmed);
            }
        }
        List<ProfilerSpec> specs = new ArrayList<>();
        for (String entry : entries) {
            ProfilerSpec spec = spec(entry, text);
            boolean alwaysOn = spec.name().equals("gc") && spec.options().isEmpty();
            if (!alwaysOn && !specs.contains(spec)) {
                specs.add(spec);
            }
        }
        return List.copyOf(specs);
    }

    private static boolean startsProfiler(String piece) {
        String name = piece.contains(":") ? piece.substring(0, piece.indexOf(':')) : piece;
        return JMH_PROFILERS.contains(name) || (name.contains(".") && NAME.matcher(name).matches());
    }

    private static ProfilerSpec spec(String entry, String whole) {
        int colon = entry.indexOf(':');
        String name = colon < 0 ? entry : entry.substring(0, colon).trim();
        if (!NAME.matcher(name).matches()) {
            throw new BadInputException("bench.profilers '" + whole + "' has " + (entry.isEmpty() ? "an empty entry"
                    : "the entry '" + entry + "', which does not start with a profiler name")
                    + "; allowed: JMH's -prof syntax, comma-separated, e.g. stack,jfr,async:output=flamegraph "
                    + "(an unknown name is answered with the profilers each runtime offers)");
        }
        return new ProfilerSpec(name, colon < 0 ? "" : entry.substring(colon + 1).trim());
    }
}
