package io.github.benchplugin.engine.run;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** The runtimes of bench.jdks, resolved by the caller (toolchains, discovery, fallback). */
public interface RuntimeSource {
    List<TargetRuntime> select() throws IOException;

    /**
     * What measures a column whose JDK turned out not to start: a column inside the engine's JVM
     * with bench.fallback=in-process, else empty (the run stops with a clear error).
     */
    default Optional<TargetRuntime> replacementFor(TargetRuntime failed, String why) {
        return Optional.empty();
    }

    /** bench.fallback=in-process: {@link #replacementFor} may answer with a column inside the engine's JVM. */
    default boolean fallsBackInProcess() {
        return false;
    }
}
