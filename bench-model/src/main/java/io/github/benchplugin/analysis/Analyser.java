package io.github.benchplugin.analysis;

import io.github.benchplugin.model.BenchResult;
import io.github.benchplugin.model.Warning;

import java.util.List;

/** Looks at a finished result for one kind of problem and says what it saw and what to do. */
@FunctionalInterface
public interface Analyser {

    List<Warning> analyse(BenchResult result);
}
