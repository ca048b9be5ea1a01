package io.github.benchplugin.engine;

import io.github.benchplugin.engine.catalog.BenchmarkCatalog;
import io.github.benchplugin.engine.catalog.ClassFileScan;
import io.github.benchplugin.engine.catalog.MeasuredCode;
import io.github.benchplugin.engine.catalog.ProjectJmh;

/**
 * A module's benchmarks as {@link BenchEngine} found them, before anything is selected.
 *
 * @param code    the compiled classes and their class path
 * @param classes what the class files say (the @Benchmark annotation, class versions, the fingerprint)
 * @param jmh     the project's JMH
 * @param catalog the benchmarks of its BenchmarkList, never empty
 */
record Benchmarks(MeasuredCode code, ClassFileScan classes, ProjectJmh jmh, BenchmarkCatalog catalog) {
}
