package io.github.benchplugin.jdk.provision;

import java.net.URI;
import java.util.Comparator;
import java.util.Objects;

/**
 * One package the Disco API lists under {@code /packages}: a downloadable build of one distribution for
 * one platform. It carries no download address: that comes from its info link ({@link DiscoDownload}).
 *
 * @param id            the API's package id
 * @param distribution  {@code temurin}, {@code zulu}, ...
 * @param javaVersion   {@code 25.0.3+9}, {@code 26-ea+20}
 * @param releaseStatus {@code ga} or {@code ea}
 * @param archiveType   {@code tar.gz}, {@code zip}, ...
 * @param packageType   {@code jdk} or {@code jre}
 * @param libCType      {@code glibc}, {@code musl}, ...; null when the API does not say
 * @param filename      the archive's file name
 * @param size          bytes, 0 when the API does not say
 * @param infoUri       where the download address and checksum are ({@code links.pkg_info_uri})
 */
record DiscoPackage(String id, String distribution, String javaVersion, String releaseStatus,
                           String archiveType, String packageType, String libCType, String filename, long size, URI infoUri) {

    public DiscoPackage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(javaVersion, "javaVersion");
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(infoUri, "infoUri");
    }

    /** General availability before early access, then the higher version: the one a user means by "21". */
    static final Comparator<DiscoPackage> PREFERRED = Comparator
            .comparing((DiscoPackage p) -> "ga".equalsIgnoreCase(p.releaseStatus()))
            .thenComparing(DiscoPackage::javaVersion, DiscoPackage::compareVersions);

    /** Numeric parts in order (25.0.3+9 is 25, 0, 3, 9); an ea build sorts below its GA at the same numbers. */
    static int compareVersions(String a, String b) {
        String[] x = a.split("[^0-9]+");
        String[] y = b.split("[^0-9]+");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            long xi = i < x.length ? parse(x[i]) : 0;
            long yi = i < y.length ? parse(y[i]) : 0;
            if (xi != yi) {
                return Long.compare(xi, yi);
            }
        }
        return 0;
    }

    private static long parse(String digits) {
        if (digits.isEmpty()) {
            return 0;
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException tooLong) {
            return Long.MAX_VALUE;
        }
    }
}
