package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.Warning;

import java.util.List;

/** Looks at a finished result for one kind of problem and says what it saw and what to do. */
@FunctionalInterface
public interface Analyser {

    List<Warning> analyse(BenchResult result);
}
