package io.github.benchplugin.model.io;

import io.github.benchplugin.model.error.UserInputException;

/**
 * A results file we were asked to read cannot be used: missing, truncated, not ours, from a
 * newer schema, too large or malformed. The message is one line that names the file and says
 * what to do; it is meant to be shown to the user as is.
 */
public class ResultFileException extends UserInputException {

    public ResultFileException(String message) {
        super(message);
    }

    public ResultFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
