package io.github.benchplugin.jdk.home;

import io.github.benchplugin.model.error.UserInputException;

/**
 * A {@code bench.jdks} entry that cannot be turned into a JDK, or a JDK setting (bench.provision...) that cannot be used. The message is written for the user and is
 * complete on its own: the mojo shows it as the build's {@code [ERROR]} without a stack trace.
 */
public class JdkResolutionException extends UserInputException {

    private static final long serialVersionUID = 1L;

    public JdkResolutionException(String message) {
        super(message);
    }

    public JdkResolutionException(String message, Throwable cause) {
        super(message, cause);
    }
}
