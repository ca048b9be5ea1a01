package io.github.benchplugin.engine.run;

import java.nio.file.Path;

/**
 * The engine tests' columns, defined once (bench-model's test-jar keeps the model's:
 * {@code io.github.benchplugin.model.fixtures.Results}).
 */
public final class Runtimes {

    private Runtimes() {
    }

    /** A forked column on JDK {@code id} at /jdk/{@code id}: what bench.jdks=id resolves to on a test machine. */
    public static TargetRuntime runtime(String id) {
        return TargetRuntime.builder(id).requested(id).javaHome(Path.of("/jdk/" + id)).javaVersion(id + ".0.1")
                .featureVersion(Integer.parseInt(id)).vendor("v").build();
    }
}
