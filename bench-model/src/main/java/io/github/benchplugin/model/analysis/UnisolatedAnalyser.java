package io.github.benchplugin.model.analysis;

import io.github.benchplugin.model.result.BenchResult;
import io.github.benchplugin.model.result.RuntimeInfo;
import io.github.benchplugin.model.result.Warning;
import io.github.benchplugin.model.result.WarningCode;

import java.util.ArrayList;
import java.util.List;

/** UNISOLATED: a runtime measured inside another JVM instead of in forks of its own. */
final class UnisolatedAnalyser implements Analyser {

    @Override
    public List<Warning> analyse(BenchResult result) {
        List<Warning> warnings = new ArrayList<>();
        for (RuntimeInfo runtime : result.runtimes()) {
            if (runtime.isolated()) {
                continue;
            }
            String why = runtime.note() == null || runtime.note().isBlank() ? "" : " (" + runtime.note() + ")";
            warnings.add(Warning.of(WarningCode.UNISOLATED, "runtime " + runtime.id()
                    + " was measured inside another JVM, not in JVMs forked for the benchmark" + why
                    + ": its numbers carry that JVM's JIT state, heap and flags and are not comparable with"
                    + " isolated numbers. For isolated numbers make the JDK forkable (install it or point"
                    + " bench.jdks at its home) and run without bench.inProcess and bench.fallback=in-process.",
                    null, runtime.id()));
        }
        return warnings;
    }
}
