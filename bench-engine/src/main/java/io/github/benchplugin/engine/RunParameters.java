package io.github.benchplugin.engine;

import io.github.benchplugin.request.RunSettings;
import io.github.benchplugin.catalog.MeasuredCode;
import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.stats.RatioEstimator;

import java.nio.file.Path;

/**
 * Everything one bench:run hands the engine.
 *
 * @param code                the project's (or jar's) compiled benchmarks and class path
 * @param outputDirectory     bench.outputDirectory
 * @param settings            the user's settings, parsed and checked by {@link RunSettings#parse}
 * @param previous            the run of bench.compareTo, or null
 * @param annotationProcessor where the build configures JMH's annotation processor (for the message when its
 *                            output is missing: configured, yet not run, means stale classes), null when it does not
 * @param margin              bench.margin as a fraction (0.03): what {@code same} must be shown within
 */
public record RunParameters(MeasuredCode code, Path outputDirectory, RunSettings settings, BenchResult previous,
                            String annotationProcessor, double margin) {

    /** With the default bench.margin. */
    public RunParameters(MeasuredCode code, Path outputDirectory, RunSettings settings, BenchResult previous,
                         String annotationProcessor) {
        this(code, outputDirectory, settings, previous, annotationProcessor, RatioEstimator.DEFAULT_MARGIN);
    }
}
