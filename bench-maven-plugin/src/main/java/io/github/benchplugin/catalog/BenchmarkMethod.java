package io.github.benchplugin.catalog;

import java.util.List;
import java.util.Map;

/**
 * One @Benchmark method as JMH's BenchmarkList describes it: the unit the plugin measures on
 * each runtime (one JMH run covers its modes and parameter sets).
 *
 * @param name   fully qualified method name, as JMH names it
 * @param modes  JMH short mode names it runs in
 * @param params declared @Param names with their default values
 */
public record BenchmarkMethod(String name, List<String> modes, Map<String, List<String>> params) {

    public BenchmarkMethod {
        modes = List.copyOf(modes);
        params = Map.copyOf(params);
    }

    /** How many parameter combinations JMH will measure, given the user's overrides. */
    public int parameterSets(Map<String, List<String>> overrides) {
        int sets = 1;
        for (Map.Entry<String, List<String>> p : params.entrySet()) {
            List<String> values = overrides.getOrDefault(p.getKey(), p.getValue());
            sets *= Math.max(1, values.size());
        }
        return sets;
    }

    public String simpleName() {
        String[] parts = name.split("\\.");
        return parts.length < 2 ? name : parts[parts.length - 2] + "." + parts[parts.length - 1];
    }
}
