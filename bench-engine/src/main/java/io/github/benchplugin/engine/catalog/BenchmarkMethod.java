package io.github.benchplugin.engine.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One @Benchmark method (or @Group) as JMH's BenchmarkList describes it.
 *
 * @param name              fully qualified method name, as JMH names it
 * @param modes             JMH short mode names it runs in
 * @param params            declared @Param names with their default values
 * @param opsPerInvocation  @OperationsPerInvocation: operations one call of the method performs
 * @param annotated         its @Fork, @Warmup, @Measurement, @Threads and @OutputTimeUnit settings
 * @param iterationFixtures whether JMH calls an @Setup or @TearDown(Level.Iteration) of its states
 *                          around each iteration: under bench.warmup=auto such a row keeps the fixed
 *                          warm-up, so that the fixture runs as often as its author meant
 */
public record BenchmarkMethod(String name, List<String> modes, Map<String, List<String>> params,
                              int opsPerInvocation, AnnotatedSettings annotated, boolean iterationFixtures) {

    public BenchmarkMethod {
        modes = List.copyOf(modes);
        params = Map.copyOf(params);
    }

    /** A method that leaves forks, warmup and measurement to JMH's defaults. */
    public BenchmarkMethod(String name, List<String> modes, Map<String, List<String>> params) {
        this(name, modes, params, 1, AnnotatedSettings.NONE);
    }

    /** A method without iteration-level fixtures. */
    public BenchmarkMethod(String name, List<String> modes, Map<String, List<String>> params, int opsPerInvocation,
                           AnnotatedSettings annotated) {
        this(name, modes, params, opsPerInvocation, annotated, false);
    }

    /** How many parameter combinations JMH will measure, given the user's overrides. */
    public int parameterSets(Map<String, List<String>> overrides) {
        return parameterCombinations(overrides).size();
    }

    /**
     * The rows this method yields, in the order JMH runs them: by mode, then parameter
     * combinations with the first parameter (by name) varying slowest. {@code modeOverride} is
     * bench.mode ("avgt,thrpt", "all") or null for the method's own modes.
     */
    public List<BenchmarkRow> rows(Map<String, List<String>> overrides, String modeOverride) {
        List<BenchmarkRow> rows = new ArrayList<>();
        for (String mode : modes(modeOverride)) {
            for (Map<String, String> combination : parameterCombinations(overrides)) {
                rows.add(new BenchmarkRow(this, mode, combination));
            }
        }
        return rows;
    }

    private List<String> modes(String modeOverride) {
        return modeOverride == null ? modes : requestedModes(modeOverride);
    }

    /** The modes bench.mode ("avgt,thrpt", "all"; normalised by JobSettings) runs every benchmark in. */
    public static List<String> requestedModes(String modeOverride) {
        return modeOverride.equals("all") ? List.of("thrpt", "avgt", "sample", "ss") : List.of(modeOverride.split(","));
    }

    /**
     * Every combination of parameter values; a parameter with no value anywhere is left to JMH
     * (which then reports the missing value as that row's failure).
     */
    private List<Map<String, String>> parameterCombinations(Map<String, List<String>> overrides) {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> p : new TreeMap<>(params).entrySet()) {
            List<String> values = overrides.getOrDefault(p.getKey(), p.getValue());
            if (values.isEmpty()) {
                continue;
            }
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : combinations) {
                for (String value : values) {
                    Map<String, String> extended = new LinkedHashMap<>(partial);
                    extended.put(p.getKey(), value);
                    next.add(extended);
                }
            }
            combinations = next;
        }
        return combinations;
    }

    public String simpleName() {
        String[] parts = name.split("\\.");
        return parts.length < 2 ? name : parts[parts.length - 2] + "." + parts[parts.length - 1];
    }
}
