package io.github.benchplugin.engine.lock;

import io.github.benchplugin.engine.config.BadInputException;

/**
 * Neither the shared run lock nor the user's own may be used without writing a file that is not
 * ours (a planted link, another user's file). Reported like a bad setting, in one line without a
 * stack trace: nothing was measured yet, and the user has to remove or fix the named path.
 */
final class UnsafeLockFileException extends BadInputException {

    public UnsafeLockFileException(String why) {
        super("the run lock " + why + "; bench will not write to it. Remove it (or fix its owner) and run again");
    }
}
