package io.github.benchplugin.engine;

import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.catalog.CompilerProcessing;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.engine.gate.HistoryOptions;

import java.nio.file.Path;

/**
 * Everything one bench:run hands the engine.
 *
 * @param code                the project's (or jar's) compiled benchmarks and class path
 * @param outputDirectory     bench.outputDirectory
 * @param settings            the user's settings, parsed and checked by {@link RunSettings#parse}
 * @param previous            the run of bench.compareTo, or null
 * @param annotationProcessor what the build's compiler configuration says about JMH's annotation processor (for
 *                            the message when its output is missing), null when it says nothing
 * @param requirements        bench.margin (what {@code same} must be shown within) and the bench.requireNo... gates,
 *                            which the engine checks have something to compare before it measures
 */
public record RunParameters(MeasuredCode code, Path outputDirectory, RunSettings settings, BenchResult previous,
                            CompilerProcessing annotationProcessor, HistoryOptions.Requirements requirements) {

    /** With the default bench.margin and no requirement. */
    public RunParameters(MeasuredCode code, Path outputDirectory, RunSettings settings, BenchResult previous,
                         CompilerProcessing annotationProcessor) {
        this(code, outputDirectory, settings, previous, annotationProcessor, HistoryOptions.Requirements.NONE);
    }

    /** bench.margin as a fraction (0.03). */
    public double margin() {
        return requirements.margin();
    }
}
