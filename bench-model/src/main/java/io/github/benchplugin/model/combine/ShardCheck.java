package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Shard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Checks that the shards (bench.shard=K/N) among the inputs are complete: merging the N shards of
 * one matrix gives the rows of an unsharded run only when each of 1..N is there exactly once.
 * Shards belong together when they ran the same runtime ids (a matrix may shard each JDK apart).
 * Inputs without a shard are whole runs and are not checked.
 */
final class ShardCheck {

    private ShardCheck() {
    }

    /** @throws MergeException naming the missing or duplicated shards and the files involved */
    static void check(List<MergeInput> inputs) {
        Map<List<String>, List<MergeInput>> matrices = new LinkedHashMap<>();
        for (MergeInput input : inputs) {
            if (input.result().shard() != null) {
                List<String> ids = input.result().runtimes().stream().map(RuntimeInfo::id).toList();
                matrices.computeIfAbsent(ids, k -> new ArrayList<>()).add(input);
            }
        }
        List<String> problems = new ArrayList<>();
        matrices.forEach((ids, shards) -> problems.addAll(problems(ids, shards)));
        if (!problems.isEmpty()) {
            throw new MergeException("The shards (bench.shard) do not add up to whole runs: " + String.join("; ", problems)
                    + ". Merge every shard K/N for K = 1..N exactly once (rerun a failed shard job), or use"
                    + " bench.onConflict only for true duplicates.");
        }
    }

    private static List<String> problems(List<String> ids, List<MergeInput> shards) {
        String runtimes = "runtimes " + String.join(", ", ids);
        List<Integer> counts = shards.stream().map(s -> s.result().shard().count()).distinct().toList();
        if (counts.size() > 1) {
            return List.of(runtimes + ": shards of different counts " + shards.stream()
                    .map(s -> s.result().shard() + " (" + s.source() + ")").collect(Collectors.joining(", ")));
        }
        int count = counts.get(0);
        Map<Integer, List<String>> byIndex = new TreeMap<>();
        shards.forEach(s -> byIndex.computeIfAbsent(s.result().shard().index(), k -> new ArrayList<>()).add(s.source()));
        List<String> problems = new ArrayList<>();
        List<String> missing = IntStream.rangeClosed(1, count).filter(k -> !byIndex.containsKey(k))
                .mapToObj(k -> new Shard(k, count).toString()).toList();
        if (!missing.isEmpty()) {
            problems.add(runtimes + ": shard(s) " + String.join(", ", missing) + " missing");
        }
        byIndex.forEach((index, sources) -> {
            if (sources.size() > 1) {
                problems.add(runtimes + ": shard " + new Shard(index, count) + " given " + sources.size()
                        + " times (" + String.join(", ", sources) + ")");
            }
        });
        return problems;
    }
}
