package io.github.benchplugin.jdk.provision;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiscoJsonTest {

    private static final URI API = URI.create("https://api.example.org/disco/v3.0");
    private static final URI SOURCE = URI.create("https://api.example.org/disco/v3.0/packages?version=21");

    /** The shape of a real /packages answer, fields we do not read included. */
    private static final String PACKAGES = """
            {"result":[
              {"id":"aaa","archive_type":"tar.gz","distribution":"temurin","major_version":21,
               "java_version":"21.0.6+7","distribution_version":"21.0.6","jdk_version":21,
               "latest_build_available":true,"release_status":"ga","term_of_support":"lts",
               "operating_system":"linux","lib_c_type":"glibc","architecture":"x64","fpu":"unknown",
               "package_type":"jdk","javafx_bundled":false,"directly_downloadable":true,
               "filename":"OpenJDK21U-jdk_x64_linux_hotspot_21.0.6_7.tar.gz",
               "links":{"pkg_info_uri":"https://api.example.org/disco/v3.0/ids/aaa",
                        "pkg_download_redirect":"https://api.example.org/disco/v3.0/ids/aaa/redirect"},
               "free_use_in_production":true,"tck_tested":"unknown","size":206000000,"feature":[]},
              {"id":"bbb","archive_type":"tar.gz","distribution":"temurin","java_version":"21.0.10+7",
               "release_status":"ga","package_type":"jdk","filename":"b.tar.gz","size":1},
              {"id":"ccc","java_version":"21.0.11-ea+1","release_status":"ea","package_type":"jdk",
               "archive_type":"tar.gz","filename":"c.tar.gz"},
              {"distribution":"broken entry without id"}
            ],"message":"3 package(s) found"}
            """;

    @Test
    void readsPackagesAndTheirInfoLinks() {
        List<DiscoPackage> packages = DiscoJson.packages(PACKAGES, SOURCE, API);
        assertEquals(3, packages.size());
        DiscoPackage first = packages.get(0);
        assertEquals("aaa", first.id());
        assertEquals("temurin", first.distribution());
        assertEquals("21.0.6+7", first.javaVersion());
        assertEquals("ga", first.releaseStatus());
        assertEquals("OpenJDK21U-jdk_x64_linux_hotspot_21.0.6_7.tar.gz", first.filename());
        assertEquals(206000000L, first.size());
        assertEquals("glibc", first.libCType());
        assertEquals(URI.create("https://api.example.org/disco/v3.0/ids/aaa"), first.infoUri());
        // Without links, the info address is built from the API base.
        assertEquals(URI.create("https://api.example.org/disco/v3.0/ids/bbb"), packages.get(1).infoUri());
    }

    @Test
    void prefersGeneralAvailabilityThenTheNewestVersion() {
        List<DiscoPackage> packages = DiscoJson.packages(PACKAGES, SOURCE, API);
        DiscoPackage best = packages.stream().max(DiscoPackage.PREFERRED).orElseThrow();
        assertEquals("21.0.10+7", best.javaVersion()); // 21.0.10 > 21.0.6 numerically, and GA beats the newer EA
    }

    @Test
    void readsTheDownloadAddressAndChecksum() {
        String ids = """
                {"result":[{"filename":"OpenJDK21U.tar.gz",
                  "direct_download_uri":"https://github.com/adoptium/temurin21-binaries/releases/download/x/OpenJDK21U.tar.gz",
                  "download_site_uri":"","signature_uri":"","checksum_uri":"",
                  "checksum":"B6A13E91A10011D05B3DAA53339BEF97B8A949AEA00BF671AF0FEECD979A24B9","checksum_type":"sha256"}],
                 "message":""}
                """;
        DiscoDownload d = DiscoJson.download(ids, URI.create("https://api.example.org/disco/v3.0/ids/aaa"));
        assertEquals("OpenJDK21U.tar.gz", d.filename());
        assertEquals("github.com", d.uri().getHost());
        assertEquals("b6a13e91a10011d05b3daa53339bef97b8a949aea00bf671af0feecd979a24b9", d.sha256());
    }

    @Test
    void refusesAPackageWithoutASha256() {
        String md5 = """
                {"result":[{"filename":"x.tar.gz","direct_download_uri":"https://cdn.example.org/x.tar.gz",
                  "checksum":"d41d8cd98f00b204e9800998ecf8427e","checksum_type":"md5"}]}
                """;
        ProvisionException e = assertThrows(ProvisionException.class, () -> DiscoJson.download(md5, SOURCE));
        assertTrue(e.getMessage().contains("publishes no SHA-256 for x.tar.gz"), e.getMessage());
        String none = """
                {"result":[{"filename":"x.tar.gz","direct_download_uri":"https://cdn.example.org/x.tar.gz",
                  "checksum":"","checksum_type":""}]}
                """;
        assertThrows(ProvisionException.class, () -> DiscoJson.download(none, SOURCE));
    }

    @Test
    void explainsAnAnswerThatIsNotTheDiscoApi() {
        ProvisionException html = assertThrows(ProvisionException.class,
                () -> DiscoJson.packages("<html>proxy login</html>", SOURCE, API));
        assertTrue(html.getMessage().contains("did not answer with JSON"), html.getMessage());
        ProvisionException other = assertThrows(ProvisionException.class,
                () -> DiscoJson.packages("{\"items\":[]}", SOURCE, API));
        assertTrue(other.getMessage().contains("without a \"result\" list"), other.getMessage());
        ProvisionException noUri = assertThrows(ProvisionException.class,
                () -> DiscoJson.download("{\"result\":[{\"filename\":\"x\",\"direct_download_uri\":\"\"}]}", SOURCE));
        assertTrue(noUri.getMessage().contains("no direct download address"), noUri.getMessage());
    }
}
