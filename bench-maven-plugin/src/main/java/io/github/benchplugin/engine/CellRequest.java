package io.github.benchplugin.engine;

import io.github.benchplugin.catalog.BenchmarkMethod;

import java.nio.file.Path;

/**
 * One benchmark method on one runtime (in one round, with bench.rounds): the unit of work, of
 * progress and of failure.
 *
 * @param round  1-based round number; 1 when the forks are not split into rounds
 * @param rounds how many rounds the cell's forks are split into
 * @param forks  forks of this round; null: as the settings say
 */
public record CellRequest(TargetRuntime runtime, BenchmarkMethod method, Path jsonFile, int round, int rounds,
                          Integer forks) {

    public CellRequest(TargetRuntime runtime, BenchmarkMethod method, Path jsonFile) {
        this(runtime, method, jsonFile, 1, 1, null);
    }

    /** The cell's name in resume.json: the method, and the round when forks are split into rounds. */
    public String resumeKey() {
        return rounds == 1 ? method.name() : method.name() + "#round" + round;
    }
}
