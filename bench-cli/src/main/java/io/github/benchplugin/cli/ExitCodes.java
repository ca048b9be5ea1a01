package io.github.benchplugin.cli;

/** The command line's exit codes, documented in {@code --help} and the README. */
final class ExitCodes {

    static final int OK = 0;
    /** Failed cells, or a failed gate (strict isolation, a regression): the results are written. */
    static final int FAILED = 1;
    /** Bad input: one line on stderr names the value and what to do; nothing was measured. */
    static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
