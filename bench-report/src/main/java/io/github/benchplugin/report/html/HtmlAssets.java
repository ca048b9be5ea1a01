package io.github.benchplugin.report.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The page's stylesheet and script, kept as resource files (report.css, report.js) so they are
 * read and reviewed as CSS and JavaScript, and inlined into every page: a report opened from a
 * CI artifact must not fetch anything. Their SHA-256 hashes go into the Content-Security-Policy,
 * which then allows exactly this code and nothing a hostile value could inject.
 */
public final class HtmlAssets {

    public static final String CSS = read("report.css");
    public static final String SCRIPT = read("report.js");
    /** The history page's own additions (history.html): the report's CSS plus these, and its own script. */
    public static final String HISTORY_CSS = CSS + read("history.css");
    public static final String HISTORY_SCRIPT = read("history.js");

    private HtmlAssets() {
    }

    /** "default-src 'none'; style-src 'sha256-…'; script-src 'sha256-…'": only our own inline code runs. */
    public static String contentSecurityPolicy() {
        return contentSecurityPolicy(CSS, SCRIPT);
    }

    /** The same policy for a page with another inline stylesheet and script. */
    public static String contentSecurityPolicy(String css, String script) {
        return "default-src 'none'; style-src '" + hash(css) + "'; script-src '" + hash(script) + "'";
    }

    static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static String read(String name) {
        try (InputStream in = HtmlAssets.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name + " next to " + HtmlAssets.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
