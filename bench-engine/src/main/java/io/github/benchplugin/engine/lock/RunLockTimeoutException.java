package io.github.benchplugin.engine.lock;

import io.github.benchplugin.engine.config.BadInputException;

/**
 * Another bench:run held the machine-wide run lock for longer than this run may wait. A
 * {@link BadInputException} so that the mojo reports it like a bad setting: one line, no stack
 * trace; nothing was measured yet, so nothing is lost.
 */
final class RunLockTimeoutException extends BadInputException {

    public RunLockTimeoutException(String message) {
        super(message);
    }
}
