package io.github.benchplugin.merging;

import java.nio.file.Path;

/**
 * What to merge, as the user gave it (bench:merge's properties, the CLI's merge options).
 *
 * @param inputs          bench.inputs: a comma list of results.json files or glob patterns
 * @param baseDirectory   where relative inputs are resolved (the directory the command runs in)
 * @param onConflict      bench.onConflict: error, first or last; null means error
 * @param baselineRuntime bench.baselineRuntime, may be null (the first column)
 * @param allowMixedHosts bench.allowMixedHosts
 */
public record MergeRequest(String inputs, Path baseDirectory, String onConflict, String baselineRuntime,
                           boolean allowMixedHosts) {
}
