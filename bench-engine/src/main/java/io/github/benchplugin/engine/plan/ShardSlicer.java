package io.github.benchplugin.engine.plan;

import io.github.benchplugin.engine.catalog.BenchmarkRow;
import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.model.result.Shard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * bench.shard=K/N: the K-th of N deterministic slices of the selected rows, for CI matrix jobs
 * that split a long suite. Every runtime is measured in every shard, so each verdict compares
 * cells of one machine. Rows are dealt in order of their key, each to the slice with the least
 * planned time so far (all rows of a run plan the same time today, so the slices differ by at
 * most one row); the same selection and settings always give the same slices, and the N slices
 * together are exactly the unsharded rows.
 */
public final class ShardSlicer {

    private static final Pattern FORMAT = Pattern.compile("\\s*(\\d+)\\s*/\\s*(\\d+)\\s*");

    private ShardSlicer() {
    }

    /** Null (no sharding) when the property is not set. */
    public static Shard parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = FORMAT.matcher(text);
        if (!m.matches()) {
            throw new BadInputException("bench.shard '" + text + "' is not K/N; use for example 1/4 for the first of"
                    + " four slices");
        }
        int k;
        int n;
        try {
            k = Integer.parseInt(m.group(1));
            n = Integer.parseInt(m.group(2));
        } catch (NumberFormatException e) {
            throw new BadInputException("bench.shard '" + text + "' has a number too large; use K/N with 1 <= K <= N");
        }
        if (n < 1 || k < 1 || k > n) {
            throw new BadInputException("bench.shard '" + text + "' needs 1 <= K <= N (K: this slice, N: how many)");
        }
        return new Shard(k, n);
    }

    /** The rows of {@code shard}, in their original order. */
    public static List<BenchmarkRow> select(Shard shard, List<BenchmarkRow> rows) {
        int count = shard.count();
        int index = shard.index();
        List<BenchmarkRow> byKey = new ArrayList<>(rows);
        byKey.sort(Comparator.comparing(r -> r.key().toString()));
        long[] load = new long[count];
        List<BenchmarkRow> mine = new ArrayList<>();
        for (BenchmarkRow row : byKey) {
            int slice = 0;
            for (int i = 1; i < count; i++) {
                if (load[i] < load[slice]) {
                    slice = i;
                }
            }
            load[slice]++; // every row plans the same time; a weight per row would go here
            if (slice == index - 1) {
                mine.add(row);
            }
        }
        return rows.stream().filter(mine::contains).toList();
    }
}
