package io.github.benchplugin.merge;

/** Inputs that cannot be merged as asked: the message names the files and values involved and what to do. */
public final class MergeException extends RuntimeException {

    public MergeException(String message) {
        super(message);
    }
}
