package io.github.benchplugin.engine;

import io.github.benchplugin.engine.config.BadInputException;
import io.github.benchplugin.engine.catalog.ClassFileScan;
import io.github.benchplugin.engine.run.TargetRuntime;

import java.util.List;

/** Refuses to start when a runtime of the matrix is older than the compiled classes need. */
final class ClassVersionCheck {

    private ClassVersionCheck() {
    }

    static void requireRunnable(ClassFileScan classes, List<TargetRuntime> runtimes) {
        int oldest = runtimes.stream().mapToInt(TargetRuntime::featureVersion).min().orElse(Integer.MAX_VALUE);
        if (classes.newestFeatureVersion() > oldest) {
            TargetRuntime old = runtimes.stream().filter(r -> r.featureVersion() == oldest).findFirst().orElseThrow();
            throw new BadInputException("the benchmark classes are compiled for Java " + classes.newestFeatureVersion()
                    + " (" + classes.newestClass() + ") but runtime " + old.id() + " is Java " + oldest
                    + "; compile for the oldest runtime of bench.jdks: set <maven.compiler.release>" + oldest
                    + "</maven.compiler.release>");
        }
    }
}
