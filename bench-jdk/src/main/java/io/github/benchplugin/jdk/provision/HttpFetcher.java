package io.github.benchplugin.jdk.provision;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;

/**
 * GET over the JDK's HttpClient with the provisioning rules: every address, redirects included, must pass
 * {@link UrlPolicy}; Maven's proxy is used when one is active; every failure becomes one
 * {@link ProvisionException} that names the address. Redirects are followed here (at most
 * {@value #MAX_REDIRECTS}) rather than by the client, which would follow a plain-http hop to any host.
 */
final class HttpFetcher {

    static final int MAX_REDIRECTS = 5;
    private static final int MAX_TEXT_BYTES = 8 * 1024 * 1024;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    /** The client has no read timeout for a streamed body: a download that stops sending is cut off after this. */
    static final Duration STALL_LIMIT = Duration.ofSeconds(60);

    private final HttpClient client;
    private final ProxyConfig proxy;

    private final Duration stallLimit;

    HttpFetcher(ProxyConfig proxy) {
        this(proxy, STALL_LIMIT);
    }

    HttpFetcher(ProxyConfig proxy, Duration stallLimit) {
        this.proxy = proxy;
        this.stallLimit = stallLimit;
        HttpClient.Builder builder = HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(20))
                .followRedirects(HttpClient.Redirect.NEVER);
        if (proxy != null) {
            builder.proxy(proxy.selector());
            if (proxy.authenticator() != null) {
                builder.authenticator(proxy.authenticator());
            }
        }
        this.client = builder.build();
    }

    /** A small text answer (the API's JSON), at most 8 MB. */
    String text(URI uri) {
        HttpResponse<InputStream> response = send(uri, REQUEST_TIMEOUT);
        try (InputStream in = response.body()) {
            byte[] bytes = in.readNBytes(MAX_TEXT_BYTES + 1);
            if (bytes.length > MAX_TEXT_BYTES) {
                throw new ProvisionException(uri + " answered with more than 8 MB; is bench.provisionUrl a Disco API?");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw failure(uri, e);
        }
    }

    /**
     * Streams {@code uri} into {@code target} and returns the SHA-256 of what was written, as lower-case hex.
     *
     * @param maxBytes a download larger than this is stopped and refused
     * @param progress told the total (or -1) first, then the bytes so far
     */
    String download(URI uri, Path target, long maxBytes, DownloadProgress progress) {
        HttpResponse<InputStream> response = send(uri, null);
        long total = response.headers().firstValueAsLong("Content-Length").orElse(-1);
        if (total > maxBytes) {
            closeQuietly(response.body());
            throw tooLarge(uri, total, maxBytes);
        }
        MessageDigest sha256 = sha256();
        progress.start(total);
        long done = 0;
        try (InputStream in = response.body(); OutputStream out = Files.newOutputStream(target);
             StallWatch watch = new StallWatch(in, stallLimit)) {
            byte[] buffer = new byte[1 << 16];
            int n;
            while ((n = read(in, buffer, watch, uri)) > 0) {
                done += n;
                if (done > maxBytes) {
                    throw tooLarge(uri, done, maxBytes);
                }
                sha256.update(buffer, 0, n);
                out.write(buffer, 0, n);
                progress.advance(done);
            }
        } catch (IOException e) {
            throw failure(uri, e);
        }
        if (total >= 0 && done != total) {
            throw new ProvisionException("the download from " + uri + " ended after " + done + " of " + total
                    + " bytes; try again");
        }
        progress.finish(done);
        return HexFormat.of().formatHex(sha256.digest());
    }

    /** One read; a read that the watch cut off is reported as the stall it is. */
    private int read(InputStream in, byte[] buffer, StallWatch watch, URI uri) throws IOException {
        try {
            int n = in.read(buffer);
            watch.progressed();
            return n;
        } catch (IOException e) {
            if (watch.stalled()) {
                throw new ProvisionException("the download from " + uri + " stalled: no data for "
                        + Math.max(1, stallLimit.toSeconds()) + " s; check the network and try again", e);
            }
            throw e;
        }
    }

    /** Sends a GET, following redirects that pass the policy; answers only 2xx. */
    private HttpResponse<InputStream> send(URI start, Duration timeout) {
        URI uri = start;
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            UrlPolicy.check(uri, hop == 0 ? "the address" : "the redirect target");
            HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET()
                    .header("User-Agent", "bench-maven-plugin (bench.provision)");
            if (timeout != null) {
                request.timeout(timeout);
            }
            HttpResponse<InputStream> response;
            try {
                response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            } catch (IOException e) {
                throw failure(uri, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ProvisionException("interrupted while fetching " + uri);
            }
            int status = response.statusCode();
            if (status >= 200 && status < 300) {
                return response;
            }
            closeQuietly(response.body());
            if (status == 301 || status == 302 || status == 303 || status == 307 || status == 308) {
                URI from = uri;
                String location = response.headers().firstValue("Location").orElseThrow(() ->
                        new ProvisionException(from + " answered HTTP " + status + " without a Location"));
                uri = uri.resolve(location);
                continue;
            }
            throw new ProvisionException("HTTP " + status + " from " + uri + (status == 404
                    ? "; check bench.provisionUrl and bench.provisionVendor"
                    : status == 407 ? "; the proxy " + (proxy == null ? "" : proxy.describe() + " ")
                    + "wants a login: set <username> and <password> of the <proxy> in settings.xml"
                    : "; try again later, or set bench.provisionUrl to a mirror"));
        }
        throw new ProvisionException(start + " redirected more than " + MAX_REDIRECTS + " times");
    }

    private ProvisionException failure(URI uri, IOException e) {
        String via = proxy == null ? "" : " (through the proxy " + proxy.describe() + " from Maven's settings)";
        String what;
        if (e instanceof HttpConnectTimeoutException || e instanceof HttpTimeoutException) {
            what = "timed out";
        } else if (e instanceof ConnectException || e.getCause() instanceof ConnectException) {
            what = "connection refused or no network";
        } else if (e instanceof UnknownHostException || e.getCause() instanceof UnknownHostException) {
            what = "unknown host";
        } else {
            what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        }
        return new ProvisionException("cannot fetch " + uri + via + ": " + what + "; check the network and Maven's"
                + " proxy settings, set bench.provisionUrl to a reachable mirror, or install the JDK yourself", e);
    }

    private static ProvisionException tooLarge(URI uri, long bytes, long maxBytes) {
        return new ProvisionException("the download from " + uri + " is larger than the " + DownloadProgress.size(maxBytes)
                + " a JDK archive may have (" + DownloadProgress.size(bytes) + " and counting); refused");
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException ignored) {
            // the response is abandoned anyway
        }
    }
}
