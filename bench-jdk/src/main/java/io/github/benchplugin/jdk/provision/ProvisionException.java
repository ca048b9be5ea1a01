package io.github.benchplugin.jdk.provision;

import io.github.benchplugin.jdk.home.JdkResolutionException;

/**
 * Provisioning a JDK failed: no network, an HTTP error, a version the API does not know, a checksum
 * mismatch, a hostile archive. The message is complete for the user (what was tried, what went wrong, what
 * to do) and is shown as the build's one {@code [ERROR]} line, like every {@link JdkResolutionException}.
 */
public class ProvisionException extends JdkResolutionException {

    private static final long serialVersionUID = 1L;

    public ProvisionException(String message) {
        super(message);
    }

    public ProvisionException(String message, Throwable cause) {
        super(message, cause);
    }
}
