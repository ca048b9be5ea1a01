package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.BenchmarkMethod;
import io.github.benchplugin.engine.config.JobSettings;

import java.util.List;
import java.util.Optional;

/**
 * The run's word on rows that keep the preset's fixed warm-up under bench.warmup=auto because their
 * states have an iteration-level @Setup or @TearDown (see JobSettings.FixedWarmup): said once,
 * before anything is measured, so that a user who asked for auto knows which rows it does not cover.
 */
final class IterationFixtures {

    /** Methods named before the rest are only counted. */
    private static final int LISTED = 5;

    private IterationFixtures() {
    }

    static Optional<String> describe(List<BenchmarkMethod> methods, JobSettings job) {
        List<String> names = methods.stream().filter(BenchmarkMethod::iterationFixtures).map(BenchmarkMethod::name)
                .map(name -> name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1)).toList();
        if (!job.autoWarmup() || names.isEmpty()) {
            return Optional.empty();
        }
        String listed = String.join(", ", names.subList(0, Math.min(LISTED, names.size())))
                + (names.size() > LISTED ? " and " + (names.size() - LISTED) + " more" : "");
        boolean one = names.size() == 1;
        return Optional.of(names.size() + (one ? " benchmark keeps" : " benchmarks keep")
                + " the fixed warm-up under bench.warmup=auto: " + listed + ". " + (one ? "Its" : "Their")
                + " @Setup or @TearDown(Level.Iteration) would otherwise run every short iteration, several times as"
                + " often as " + (one ? "its author" : "their authors") + " meant.");
    }
}
