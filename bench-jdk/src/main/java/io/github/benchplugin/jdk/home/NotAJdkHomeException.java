package io.github.benchplugin.jdk.home;

import java.nio.file.Path;

/** A directory that was given or configured as a JDK home but is not one; the message says why. */
public class NotAJdkHomeException extends JdkResolutionException {

    private static final long serialVersionUID = 1L;

    private final transient Path path;
    private final String reason;

    public NotAJdkHomeException(Path path, String reason) {
        super(path + " is not a JDK home: " + reason);
        this.path = path;
        this.reason = reason;
    }

    public Path path() {
        return path;
    }

    /** Why, without the path: e.g. {@code it has no bin/java}. */
    public String reason() {
        return reason;
    }
}
