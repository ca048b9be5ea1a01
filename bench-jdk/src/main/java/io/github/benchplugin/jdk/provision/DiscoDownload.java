package io.github.benchplugin.jdk.provision;

import java.net.URI;
import java.util.Objects;

/**
 * Where to get a package and the SHA-256 to check it against, from the Disco API's {@code /ids/<id>}.
 *
 * @param filename the archive's file name
 * @param uri      {@code direct_download_uri}
 * @param sha256   lower-case hex, 64 characters
 */
record DiscoDownload(String filename, URI uri, String sha256) {

    public DiscoDownload {
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(sha256, "sha256");
    }
}
