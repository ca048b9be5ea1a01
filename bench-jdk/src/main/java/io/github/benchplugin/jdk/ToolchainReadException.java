package io.github.benchplugin.jdk;

import io.github.benchplugin.jdk.home.JdkResolutionException;

/** The JDK toolchains could not be read (a broken toolchains.xml, a toolchain Maven cannot build). */
public class ToolchainReadException extends JdkResolutionException {

    private static final long serialVersionUID = 1L;

    public ToolchainReadException(String message, Throwable cause) {
        super(message, cause);
    }
}
