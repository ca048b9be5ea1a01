package io.github.benchplugin.engine.config;

import io.github.benchplugin.model.error.UserInputException;

/**
 * A user-supplied value that cannot be used. Its message is one line that names the value and
 * what is allowed; the mojo reports it as a build failure without a stack trace.
 */
public class BadInputException extends UserInputException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
