package io.github.benchplugin.combine;

import io.github.benchplugin.error.UserInputException;

/** Inputs that cannot be merged as asked: the message names the files and values involved and what to do. */
public final class MergeException extends UserInputException {

    public MergeException(String message) {
        super(message);
    }
}
