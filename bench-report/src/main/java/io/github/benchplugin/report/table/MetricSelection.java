package io.github.benchplugin.report.table;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * bench.metrics: the secondary metrics shown as extra columns in every report, by name in the
 * order given, or {@code all} of them (sorted). Parsed once where the setting enters; which names
 * exist is only known from a result, so {@link #unknown} is asked then.
 *
 * @param names the names asked for, in order; empty with {@code all} or for none
 * @param all   every metric the result has
 */
public record MetricSelection(List<String> names, boolean all) {

    public static final MetricSelection NONE = new MetricSelection(List.of(), false);
    public static final String ALL = "all";

    public MetricSelection {
        names = List.copyOf(new LinkedHashSet<>(names));
    }

    /**
     * "gc.count.per1k, hits.norm" or "all"; null or blank for none.
     *
     * @throws IllegalArgumentException for an empty entry, or "all" beside names
     */
    public static MetricSelection parse(String text) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        List<String> names = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String name = part.trim();
            if (name.isEmpty()) {
                throw new IllegalArgumentException("bench.metrics '" + text + "' has an empty entry; write metric"
                        + " names separated by commas, or all");
            }
            names.add(name);
        }
        if (names.contains(ALL)) {
            if (names.size() > 1) {
                throw new IllegalArgumentException("bench.metrics '" + text + "' lists all beside names; write"
                        + " either all or the names");
            }
            return new MetricSelection(List.of(), true);
        }
        return new MetricSelection(names, false);
    }

    /** The metrics to show, in column order: those asked for that exist, or all that exist. */
    public List<String> shown(Collection<String> available) {
        if (all) {
            return available.stream().sorted().toList();
        }
        return names.stream().filter(available::contains).toList();
    }

    /** The names asked for that no cell has (empty for {@code all}). */
    public List<String> unknown(Collection<String> available) {
        return names.stream().filter(n -> !available.contains(n)).toList();
    }

    /** "bench.metrics 'x' names no metric of these results; they have: a, b" for the unknown names. */
    public String unknownMessage(Collection<String> available) {
        Set<String> sorted = new java.util.TreeSet<>(available);
        return "bench.metrics '" + String.join(",", unknown(available)) + "' names no metric of these results; "
                + (sorted.isEmpty() ? "they have none (JMH reported no secondary metrics)"
                : "they have: " + String.join(", ", sorted) + " (or write all)");
    }
}
