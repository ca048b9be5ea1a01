package io.github.benchplugin.model.result;

/**
 * Which slice of the selected rows a run measured (bench.shard=K/N): results.json's top-level
 * {@code "shard": {"index": K, "count": N}}. bench:merge checks that the shards of one matrix
 * are all there, once each.
 *
 * @param index 1-based slice number, 1..count
 * @param count how many slices the rows were split into, at least 1
 */
public record Shard(int index, int count) {

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + " is not a slice K/N with 1 <= K <= N");
        }
    }

    /** "2/3", as bench.shard is written. */
    @Override
    public String toString() {
        return index + "/" + count;
    }
}
