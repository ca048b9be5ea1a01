package io.github.benchplugin.perf;

import io.github.benchplugin.model.combine.ConflictPolicy;
import io.github.benchplugin.model.combine.MergeInput;
import io.github.benchplugin.model.combine.ResultCombiner;
import io.github.benchplugin.model.result.BenchResult;

import java.util.List;

/** The merge step as bench:merge runs it on one input, with its defaults (no conflicts allowed, first runtime baseline). */
final class Merges {

    private Merges() {
    }

    static ResultCombiner.Combined one(BenchResult result) {
        return new ResultCombiner(ConflictPolicy.ERROR, null).combine(List.of(MergeInput.listed("input.json", result, 0)));
    }
}
