package io.github.benchplugin.jdk.provision;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;

/**
 * The two questions provisioning asks the Foojay Disco API (v3): which package is the newest JDK of
 * this feature version, distribution and platform ({@code /packages}), and where is it and what is its
 * SHA-256 ({@code /ids/<id>}, through the package's info link).
 */
final class DiscoClient {

    private final URI apiBase;
    private final HttpFetcher http;

    DiscoClient(URI apiBase, HttpFetcher http) {
        this.apiBase = apiBase;
        this.http = http;
    }

    /** The {@code /packages} query for a JDK of this feature version; also shown when offline. */
    static URI packagesQuery(URI apiBase, int feature, String vendor, Platform platform) {
        StringBuilder q = new StringBuilder("packages?version=").append(feature)
                .append("&distribution=").append(encode(vendor))
                .append("&architecture=").append(encode(platform.arch()))
                .append("&archive_type=").append(encode(platform.archiveType()))
                .append("&package_type=jdk")
                .append("&operating_system=").append(encode(platform.os()))
                .append("&latest=available");
        return URI.create(join(apiBase, q.toString()));
    }

    /**
     * The package to install: GA before early access, then the newest version.
     *
     * @throws ProvisionException when the API lists none
     */
    DiscoPackage newestJdk(int feature, String vendor, Platform platform) {
        URI query = UrlPolicy.check(packagesQuery(apiBase, feature, vendor, platform), "bench.provisionUrl");
        List<DiscoPackage> all = DiscoJson.packages(http.text(query), query, apiBase);
        return all.stream()
                .filter(p -> p.packageType() == null || p.packageType().equalsIgnoreCase("jdk"))
                .filter(p -> p.archiveType() == null || p.archiveType().equalsIgnoreCase(platform.archiveType()))
                .filter(p -> featureOf(p.javaVersion()) == feature)
                // A musl build does not start on a glibc Linux; the API lists those under their own OS names,
                // but a mirror might not.
                .filter(p -> !platform.os().equals("linux") || p.libCType() == null || !p.libCType().equals("musl"))
                .max(Comparator.nullsFirst(DiscoPackage.PREFERRED))
                .orElseThrow(() -> new ProvisionException("the Disco API at " + apiBase + " knows no " + vendor
                        + " JDK " + feature + " for " + platform.describe() + " (asked " + query + "); check the version"
                        + " and bench.provisionVendor (e.g. temurin, zulu, corretto, liberica)"));
    }

    /** Where to download the package and its SHA-256. */
    DiscoDownload download(DiscoPackage chosen) {
        URI info = UrlPolicy.check(chosen.infoUri(), "the package info link");
        return DiscoJson.download(http.text(info), info);
    }

    /** {@code base/relative}, with exactly one slash between. */
    static String join(URI base, String relative) {
        String b = base.toString();
        return (b.endsWith("/") ? b : b + "/") + relative;
    }

    private static int featureOf(String javaVersion) {
        String digits = javaVersion.replaceFirst("^1\\.(\\d+).*", "$1").replaceFirst("^(\\d+).*", "$1");
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
