package io.github.benchplugin.jdk.provision;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads the two Disco API v3 answers provisioning needs: {@code /packages} (a {@code result} list of
 * packages) and {@code /ids/<id>} (a {@code result} list with the download address and checksum).
 * Unknown fields are ignored, so a newer API that adds fields keeps working.
 */
final class DiscoJson {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

    private DiscoJson() {
    }

    /**
     * The packages of a {@code /packages} answer.
     *
     * @param source     the address it came from, for messages
     * @param apiBase    used when a package has no {@code links.pkg_info_uri}: {@code <apiBase>/ids/<id>}
     */
    static List<DiscoPackage> packages(String body, URI source, URI apiBase) {
        JsonNode result = result(body, source);
        List<DiscoPackage> packages = new ArrayList<>();
        for (JsonNode p : result) {
            String id = text(p, "id");
            String version = text(p, "java_version");
            String filename = text(p, "filename");
            if (id == null || version == null || filename == null) {
                continue; // not a usable package entry; the others may be
            }
            String info = p.path("links").hasNonNull("pkg_info_uri") ? p.path("links").get("pkg_info_uri").asText()
                    : DiscoClient.join(apiBase, "ids/" + id);
            packages.add(new DiscoPackage(id, text(p, "distribution"), version, text(p, "release_status"),
                    text(p, "archive_type"), text(p, "package_type"), text(p, "lib_c_type"), filename, p.path("size").asLong(0),
                    uri(info, source)));
        }
        return packages;
    }

    /** The download of an {@code /ids/<id>} answer; refuses one without a SHA-256. */
    static DiscoDownload download(String body, URI source) {
        JsonNode result = result(body, source);
        if (result.isEmpty()) {
            throw new ProvisionException("the Disco API answered " + source + " with no download; try again later,"
                    + " or install the JDK yourself");
        }
        JsonNode d = result.get(0);
        String filename = text(d, "filename");
        String address = text(d, "direct_download_uri");
        if (address == null || address.isBlank()) {
            throw new ProvisionException("the Disco API gives no direct download address for package " + source
                    + " (the vendor may require a visit to its web site); choose another bench.provisionVendor");
        }
        String type = text(d, "checksum_type");
        String checksum = text(d, "checksum");
        checksum = checksum == null ? null : checksum.trim().toLowerCase(Locale.ROOT);
        if (type == null || !type.equalsIgnoreCase("sha256") || checksum == null || !SHA256.matcher(checksum).matches()) {
            throw new ProvisionException("the Disco API publishes no SHA-256 for " + (filename == null ? address : filename)
                    + " (checksum_type '" + type + "', checksum '" + checksum + "'), so it cannot be verified and is "
                    + "not installed; choose another bench.provisionVendor or install the JDK yourself");
        }
        return new DiscoDownload(filename == null ? address.substring(address.lastIndexOf('/') + 1) : filename,
                uri(address, source), checksum);
    }

    private static JsonNode result(String body, URI source) {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new ProvisionException(source + " did not answer with JSON (" + e.getOriginalMessage()
                    + "); is bench.provisionUrl a Disco API v3 address?");
        }
        JsonNode result = root == null ? null : root.get("result");
        if (result == null || !result.isArray()) {
            throw new ProvisionException(source + " answered JSON without a \"result\" list; is bench.provisionUrl"
                    + " a Disco API v3 address (such as https://api.foojay.io/disco/v3.0)?");
        }
        return result;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static URI uri(String text, URI source) {
        try {
            return new URI(text.trim());
        } catch (URISyntaxException e) {
            throw new ProvisionException(source + " gave the address '" + text + "', which is not a URI");
        }
    }
}
