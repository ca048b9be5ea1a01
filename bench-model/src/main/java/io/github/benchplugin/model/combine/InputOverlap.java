package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.Row;
import io.github.benchplugin.model.result.RuntimeInfo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Refuses inputs that have nothing to do with each other. Two inputs belong together when they share a row
 * (benchmark, params, mode: a CI matrix's jobs, one JDK each), a column (the same JDK on a runner of the same
 * type: shards, or modules measured apart) or a shard set; the inputs of one merge must all be linked that way.
 * Otherwise, a results.json of another project, say, the merged table compares nothing and shows each side's
 * rows as not measured on the other's runtimes: it looked like a merge and judged nothing.
 */
final class InputOverlap {

    private static final int NAMED = 3;

    private InputOverlap() {
    }

    /** What links two inputs: the same value reached from both. */
    private record ShardSet(List<String> runtimeIds) {
    }

    private record Column(String id) {
    }

    /**
     * @param renamed for each input, its runtime ids to the merged column ids
     * @throws MergeException naming the inputs on each side
     */
    static void check(List<MergeInput> inputs, List<Map<String, String>> renamed) {
        int[] parent = new int[inputs.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        Map<Object, Integer> firstSeen = new HashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            List<Object> links = new ArrayList<>();
            inputs.get(i).result().rows().stream().map(Row::key).forEach(links::add);
            renamed.get(i).values().stream().map(Column::new).forEach(links::add);
            if (inputs.get(i).result().shard() != null) {
                links.add(new ShardSet(inputs.get(i).result().runtimes().stream().map(RuntimeInfo::id).toList()));
            }
            for (Object link : links) {
                Integer earlier = firstSeen.putIfAbsent(link, i);
                if (earlier != null) {
                    parent[root(parent, i)] = root(parent, earlier);
                }
            }
        }
        Map<Integer, List<String>> groups = new LinkedHashMap<>();
        for (int i = 0; i < inputs.size(); i++) {
            groups.computeIfAbsent(root(parent, i), k -> new ArrayList<>()).add(inputs.get(i).source());
        }
        if (groups.size() > 1) {
            throw new MergeException("bench.inputs " + groups.values().stream().map(InputOverlap::named)
                    .collect(Collectors.joining(" and ")) + " have no row (benchmark, params and mode) and no runtime"
                    + " in common: merged, the table would compare nothing and show each one's rows as not measured"
                    + " on the other's runtimes. Merge results of the same benchmarks (is one from another project,"
                    + " or measured with other bench.params?)");
        }
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** "a/results.json", or "{a, b, c and 4 more}" for inputs that belong together. */
    private static String named(List<String> sources) {
        if (sources.size() == 1) {
            return sources.get(0);
        }
        String shown = String.join(", ", sources.subList(0, Math.min(NAMED, sources.size())));
        return "{" + shown + (sources.size() > NAMED ? " and " + (sources.size() - NAMED) + " more" : "") + "}";
    }
}
