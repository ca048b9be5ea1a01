package io.github.benchplugin.jdk.home;

import io.github.benchplugin.engine.config.BadInputException;

/**
 * A {@code bench.jdks} entry that cannot be turned into a JDK. The message is written for the user and is
 * complete on its own: the mojo shows it as the build's {@code [ERROR]} without a stack trace.
 */
public class JdkResolutionException extends BadInputException {

    private static final long serialVersionUID = 1L;

    public JdkResolutionException(String message) {
        super(message);
    }

    public JdkResolutionException(String message, Throwable cause) {
        super(message, cause);
    }
}
