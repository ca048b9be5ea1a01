package io.github.benchplugin.engine;

import io.github.benchplugin.model.BenchResult;

import java.util.List;

/**
 * What a run produced, for the caller to turn into a build result.
 *
 * @param result      the merged result, as written to the output directory; null when nothing ran
 * @param failures    one line per failed cell (row on runtime)
 * @param unisolated  ids of the columns measured inside a shared JVM
 */
public record RunOutcome(BenchResult result, List<String> failures, List<String> unisolated) {

    public RunOutcome {
        failures = List.copyOf(failures);
        unisolated = List.copyOf(unisolated);
    }

    static RunOutcome nothingToRun() {
        return new RunOutcome(null, List.of(), List.of());
    }

    public boolean ran() {
        return result != null;
    }
}
