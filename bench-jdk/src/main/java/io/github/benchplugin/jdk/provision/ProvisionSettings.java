package io.github.benchplugin.jdk.provision;

import io.github.benchplugin.engine.config.BadInputException;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * bench.provision and its companions, checked, as plain values: the provisioning code needs no Maven type.
 *
 * @param enabled       bench.provision: download a JDK that toolchains and discovery cannot find
 * @param vendor        bench.provisionVendor, the Disco API's distribution name ({@code temurin})
 * @param apiBase       bench.provisionUrl, the Disco API v3 base ({@code https://api.foojay.io/disco/v3.0})
 * @param offline       Maven runs offline ({@code -o}): nothing is downloaded
 * @param proxy         Maven's active proxy, or null
 * @param jdksDirectory where JDKs are installed, {@code ~/.m2/jdks}
 */
public record ProvisionSettings(boolean enabled, String vendor, URI apiBase, boolean offline, ProxyConfig proxy,
                                Path jdksDirectory) {

    public static final String DEFAULT_VENDOR = "temurin";
    public static final String DEFAULT_URL = "https://api.foojay.io/disco/v3.0";

    private static final Pattern VENDOR = Pattern.compile("[a-z][a-z0-9_]{0,40}");

    /** Provisioning off; the other values are never read. */
    public static ProvisionSettings disabled() {
        return new ProvisionSettings(false, DEFAULT_VENDOR, URI.create(DEFAULT_URL), false, null, null);
    }

    /**
     * Checks the user's values.
     *
     * @param userHome the home whose {@code .m2/jdks} receives the JDKs (the same one discovery reads)
     * @throws BadInputException naming the bad value and what is allowed
     */
    public static ProvisionSettings of(boolean enabled, String vendor, String url, boolean offline, ProxyConfig proxy,
                                       Path userHome) {
        if (!enabled) {
            return disabled();
        }
        String v = vendor == null || vendor.isBlank() ? DEFAULT_VENDOR : vendor.trim().toLowerCase(Locale.ROOT);
        if (!VENDOR.matcher(v).matches()) {
            throw new BadInputException("bench.provisionVendor '" + vendor + "' is not a Disco API distribution name;"
                    + " use a name such as temurin (default), zulu, corretto, liberica, microsoft, sap_machine");
        }
        String u = url == null || url.isBlank() ? DEFAULT_URL : url.trim();
        URI api;
        try {
            api = new URI(u);
        } catch (URISyntaxException e) {
            throw new BadInputException("bench.provisionUrl '" + url + "' is not a URL; use the Disco API v3 base, "
                    + DEFAULT_URL + " by default, or a mirror's https address");
        }
        try {
            UrlPolicy.check(api, "bench.provisionUrl");
        } catch (ProvisionException e) {
            throw new BadInputException(e.getMessage());
        }
        return new ProvisionSettings(true, v, api, offline, proxy, userHome.resolve(".m2").resolve("jdks"));
    }
}
