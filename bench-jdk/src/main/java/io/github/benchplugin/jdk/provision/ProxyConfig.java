package io.github.benchplugin.jdk.provision;

import java.io.IOException;
import java.net.Authenticator;
import java.net.InetSocketAddress;
import java.net.PasswordAuthentication;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Maven's active proxy (settings.xml {@code <proxy>}), as plain values so the HTTP client needs no Maven
 * type. Loopback and the {@code nonProxyHosts} patterns ({@code *.example.com|localhost}) go direct.
 *
 * @param host          proxy host
 * @param port          proxy port
 * @param username      null when the proxy needs no login
 * @param password      null when the proxy needs no login
 * @param nonProxyHosts Maven's {@code |}-separated host patterns with {@code *} wildcards; may be null
 */
public record ProxyConfig(String host, int port, String username, String password, String nonProxyHosts) {

    /** A selector that sends everything but the non-proxy hosts and loopback through this proxy. */
    public ProxySelector selector() {
        Proxy proxy = new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(host, port));
        List<Pattern> direct = directPatterns();
        return new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                String target = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
                boolean bypass = UrlPolicy.isLoopback(target) || direct.stream().anyMatch(p -> p.matcher(target).matches());
                return List.of(bypass ? Proxy.NO_PROXY : proxy);
            }

            @Override
            public void connectFailed(URI uri, SocketAddress address, IOException e) {
                // The request itself reports the failure, with the proxy named in its message.
            }
        };
    }

    /** Answers the proxy's login challenge only; never sends the credentials to a web server. */
    public Authenticator authenticator() {
        if (username == null || username.isEmpty()) {
            return null;
        }
        char[] secret = password == null ? new char[0] : password.toCharArray();
        return new Authenticator() {
            @Override
            protected PasswordAuthentication getPasswordAuthentication() {
                if (getRequestorType() != RequestorType.PROXY) {
                    return null;
                }
                return new PasswordAuthentication(username, secret.clone());
            }
        };
    }

    /** For messages: host:port, never the password. */
    public String describe() {
        return host + ":" + port;
    }

    private List<Pattern> directPatterns() {
        if (nonProxyHosts == null || nonProxyHosts.isBlank()) {
            return List.of();
        }
        return Arrays.stream(nonProxyHosts.split("[|,]"))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .map(s -> Pattern.compile(Arrays.stream(s.toLowerCase(Locale.ROOT).split("\\*", -1))
                        .map(Pattern::quote).reduce((a, b) -> a + ".*" + b).orElse("")))
                .toList();
    }
}
