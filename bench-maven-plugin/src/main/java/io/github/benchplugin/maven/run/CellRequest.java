package io.github.benchplugin.maven.run;

import io.github.benchplugin.maven.jmh.BenchmarkMethod;

import java.nio.file.Path;

/** One benchmark method on one runtime: the unit of work, of progress and of failure. */
public record CellRequest(TargetRuntime runtime, BenchmarkMethod method, Path jsonFile) {
}
