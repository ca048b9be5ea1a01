package io.github.benchplugin.model.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * bench.explain's evidence for one row: what a JFR-recorded extra fork showed on each runtime,
 * and the differences between them, largest first. The extra forks are never pooled into the
 * row's scores: recording perturbs what it records.
 *
 * @param benchmark   the row's benchmark, as JMH names it
 * @param mode        the row's mode
 * @param params      the row's parameter values
 * @param evidence    runtime id -> what its recorded fork showed, in column order
 * @param differences what differs between the runtimes: in the user's code and the JDK's first, then inside
 *                    JMH's harness ({@link Difference#harness}), each group largest first
 * @param notes       runtimes that could not be explained, and why
 */
public record Explanation(String benchmark, String mode, Map<String, String> params, Map<String, Evidence> evidence,
                          List<Difference> differences, List<String> notes) {

    public Explanation {
        params = params == null ? Map.of() : new TreeMap<>(params);
        evidence = evidence == null ? Map.of() : new LinkedHashMap<>(evidence);
        differences = differences == null ? List.of() : List.copyOf(differences);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    public RowKey key() {
        return new RowKey(benchmark, mode, params);
    }

    /** The differences in the user's code and the JDK's, largest first: what the reports show first. */
    public List<Difference> outsideHarness() {
        return differences.stream().filter(d -> !d.harness()).toList();
    }

    /** The differences inside JMH's harness, largest first: shown apart, after the others. */
    public List<Difference> insideHarness() {
        return differences.stream().filter(Difference::harness).toList();
    }

    /**
     * One thing that differs between the runtimes of an explained row.
     *
     * @param kind    "hot method", "allocation", "inlining", "gc", "locks", "jit"
     * @param subject what it is about (a method, "class at frame", "caller -> callee")
     * @param values  runtime id -> the value shown for it ("41.0% self", "not in top 10", "too big")
     * @param onlyOn  the one runtime it was found on, or null when found on several
     * @param weight  how large the difference is, for ordering (a share difference, 0..1, for most kinds)
     * @param harness true when it is inside JMH's harness (its generated code, its runner, Blackhole; see
     *                {@code JmhHarness}): shown apart, after the others. Left out of results.json when false,
     *                so files from before read as they were.
     */
    public record Difference(String kind, String subject, Map<String, String> values, String onlyOn, double weight,
                             @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean harness) {
        public Difference {
            values = values == null ? Map.of() : new LinkedHashMap<>(values);
        }

        /** One line: "hot method java.util.Arrays.hashCode: 17 95.0% self, 25 absent (only on 17)". */
        public String describe() {
            StringBuilder text = new StringBuilder(kind).append(' ').append(subject).append(':');
            String separator = " ";
            for (Map.Entry<String, String> v : values.entrySet()) {
                text.append(separator).append(v.getKey()).append(' ').append(v.getValue());
                separator = ", ";
            }
            return onlyOn == null ? text.toString() : text.append(" (only on ").append(onlyOn).append(')').toString();
        }
    }
}
