package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.TargetRuntime;

/**
 * A runtime's host JVM ended before it ran its first cell: the JDK cannot start (a broken
 * installation, flags it refuses). Found when the host starts instead of by an extra
 * {@code java -version} per runtime; the engine then falls back or stops with a clear error.
 */
public final class HostStartException extends RuntimeException {

    private final TargetRuntime runtime;

    public HostStartException(TargetRuntime runtime, String why) {
        super(why);
        this.runtime = runtime;
    }

    public TargetRuntime runtime() {
        return runtime;
    }
}
