package io.github.benchplugin.engine;

import io.github.benchplugin.engine.config.JobSettings;
import io.github.benchplugin.engine.request.RunSettings;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.nio.file.Path;
import java.util.List;

/**
 * One run as placed under the lock: what was found and checked before it, the columns and where
 * the files go. With bench.verifyIsolation each runtime gets a shared-JVM column beside it and the
 * run writes into its own directory ({@link IsolationVerification}).
 */
record RunScope(RunParameters parameters, Benchmarks benchmarks, Selection selection, List<TargetRuntime> columns,
                Path out) {

    static RunScope of(RunParameters parameters, Benchmarks benchmarks, Selection selection) {
        boolean verify = parameters.settings().columns().verifyIsolation();
        return new RunScope(parameters, benchmarks, selection,
                verify ? IsolationVerification.columns(selection.requested()) : selection.requested(),
                verify ? parameters.outputDirectory().resolve(IsolationVerification.RUN_DIRECTORY)
                        : parameters.outputDirectory());
    }

    RunSettings settings() {
        return parameters.settings();
    }

    JobSettings job() {
        return parameters.settings().job();
    }

    boolean verifyIsolation() {
        return parameters.settings().columns().verifyIsolation();
    }
}
