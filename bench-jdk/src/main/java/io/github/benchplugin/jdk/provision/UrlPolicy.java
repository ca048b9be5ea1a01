package io.github.benchplugin.jdk.provision;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Where provisioning may connect: HTTPS anywhere, plain HTTP only to this machine (a test server or a
 * local mirror). A JDK fetched over plain HTTP from elsewhere could be swapped on the way, and its checksum
 * with it, since both would come over the same unprotected channel.
 */
final class UrlPolicy {

    private UrlPolicy() {
    }

    /**
     * @param what what the address is for, for the message ("bench.provisionUrl", "the download")
     * @throws ProvisionException naming the address and what is allowed
     */
    public static URI check(URI uri, String what) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!uri.isAbsolute() || uri.getHost() == null || (!scheme.equals("https") && !scheme.equals("http"))) {
            throw new ProvisionException(what + " '" + uri + "' is not an http(s) address with a host; "
                    + "use https://host/path (plain http only to localhost)");
        }
        if (scheme.equals("http") && !isLoopback(uri.getHost())) {
            throw new ProvisionException(what + " '" + uri + "' uses plain http to a host other than this machine;"
                    + " use https (plain http is allowed only to localhost / 127.0.0.1 / [::1])");
        }
        return uri;
    }

    /** True for localhost and loopback literals; no name is looked up on the network. */
    static boolean isLoopback(String host) {
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (h.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!h.matches("[0-9.]+") && !h.contains(":")) {
            return false; // a name: only "localhost" counts, others could resolve anywhere
        }
        try {
            return InetAddress.getByName(h).isLoopbackAddress(); // a literal: parsed, not resolved
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
