package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkResolutionException;

/** A {@code bench.jdks} value that cannot be parsed. The one-line message names the bad entry and what is allowed. */
class BadJdkListException extends JdkResolutionException {

    private static final long serialVersionUID = 1L;

    static final String ALLOWED = "a feature version (21), a version range ([21,22)), a JDK home path or 'all'";

    public BadJdkListException(String message) {
        super(message);
    }

    static BadJdkListException badEntry(String entry) {
        return new BadJdkListException("bench.jdks entry '" + entry + "' is not " + ALLOWED);
    }

    static BadJdkListException empty(String wholeValue) {
        return new BadJdkListException("bench.jdks '" + wholeValue + "' is empty; give " + ALLOWED
                + " (a comma list of them), or leave bench.jdks unset to measure on the JDK this runs on");
    }

    static BadJdkListException emptyEntry(String wholeValue) {
        return new BadJdkListException("bench.jdks '" + wholeValue + "' has an empty entry; each entry must be "
                + ALLOWED);
    }
}
