package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.result.BenchResult;

/**
 * One results.json to merge.
 *
 * @param source        how the user knows it (its path), for messages
 * @param result        its content
 * @param group         position of the bench.inputs entry it came from: columns keep that order
 * @param sortByVersion true when the entry was a glob: a file system's order says nothing, so its
 *                      columns sort by Java version, then id ({@code jdk8/} before {@code jdk17/})
 */
public record MergeInput(String source, BenchResult result, int group, boolean sortByVersion) {

    /** One input listed on its own, in position {@code group}. */
    public static MergeInput listed(String source, BenchResult result, int group) {
        return new MergeInput(source, result, group, false);
    }
}
