package io.github.benchplugin.model.combine;

import io.github.benchplugin.model.error.UserInputException;

/** Inputs that cannot be merged as asked: the message names the files and values involved and what to do. */
public final class MergeException extends UserInputException {

    public MergeException(String message) {
        super(message);
    }
}
