package io.github.benchplugin.jdk.provision;

import com.sun.net.httpserver.HttpServer;
import io.github.benchplugin.jdk.home.JdkInstallation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The whole provisioning path against a fake Disco API on loopback, with a fake (non-running) JDK. */
class JdkProvisionerTest {

    @TempDir
    Path home;

    private HttpServer server;
    private URI api;
    private byte[] archive;
    private String publishedSha;
    private final List<String> log = new ArrayList<>();
    private final List<String> requests = new ArrayList<>();

    @BeforeEach
    void serve() throws Exception {
        archive = TestArchives.fakeJdk("jdk-21.0.6+7", "21.0.6");
        publishedSha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(archive));
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        api = URI.create(base + "/disco/v3.0");
        server.createContext("/disco/v3.0/packages", x -> {
            requests.add(x.getRequestURI().toString());
            boolean known = x.getRequestURI().getQuery().contains("version=21&");
            reply(x, 200, known ? "{\"result\":[{\"id\":\"p1\",\"distribution\":\"temurin\",\"java_version\":\"21.0.6+7\","
                    + "\"release_status\":\"ga\",\"archive_type\":\"tar.gz\",\"package_type\":\"jdk\",\"filename\":"
                    + "\"jdk21.tar.gz\",\"links\":{\"pkg_info_uri\":\"" + base + "/disco/v3.0/ids/p1\"}}]}"
                    : "{\"result\":[],\"message\":\"\"}");
        });
        server.createContext("/disco/v3.0/ids/p1", x -> reply(x, 200, "{\"result\":[{\"filename\":\"jdk21.tar.gz\","
                + "\"direct_download_uri\":\"" + base + "/cdn/jdk21.tar.gz\",\"checksum\":\"" + publishedSha
                + "\",\"checksum_type\":\"sha256\"}]}"));
        server.createContext("/cdn/jdk21.tar.gz", x -> {
            requests.add(x.getRequestURI().toString());
            x.sendResponseHeaders(200, archive.length);
            try (OutputStream out = x.getResponseBody()) {
                out.write(archive);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private static void reply(com.sun.net.httpserver.HttpExchange x, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        x.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(bytes);
        }
    }

    private JdkProvisioner provisioner(boolean offline) {
        ProvisionSettings settings = ProvisionSettings.of(true, "temurin", api.toString(), offline, null, home);
        return new JdkProvisioner(settings, new Platform("linux", "x64", "tar.gz"), log::add);
    }

    private Path jdks() {
        return home.resolve(".m2/jdks");
    }

    private List<String> installedFolders() throws IOException {
        try (Stream<Path> children = Files.list(jdks())) {
            return children.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void installsTheVerifiedJdkUnderM2JdksAndRecordsWhereItCameFrom() throws IOException {
        JdkInstallation jdk = provisioner(false).provide(21, "21");
        Path installed = jdks().resolve("temurin-21.0.6+7").toRealPath();
        assertEquals(installed, jdk.javaHome());
        assertEquals("21.0.6", jdk.javaVersion());
        String note = "provisioned from " + api.resolve("/cdn/jdk21.tar.gz") + ", sha256 " + publishedSha;
        assertEquals(note, jdk.source());
        assertEquals(note, Provenance.of(installed).orElseThrow());
        assertEquals(List.of("temurin-21.0.6+7"), installedFolders(), "no temporary folder is left behind");
        assertTrue(requests.get(0).contains("version=21&distribution=temurin&architecture=x64&archive_type=tar.gz"
                + "&package_type=jdk&operating_system=linux&latest=available"), requests.toString());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("Downloading jdk21.tar.gz")), log.toString());
        assertTrue(log.stream().anyMatch(l -> l.contains("SHA-256 verified: " + publishedSha)), log.toString());

        // A second build (the lock let it wait) takes what is there and downloads nothing.
        requests.clear();
        JdkInstallation again = provisioner(false).provide(21, "21");
        assertEquals(installed, again.javaHome());
        assertEquals(List.of(), requests);
    }

    @Test
    void twoBuildsAtOnceDownloadOnceAndShareTheJdk() throws Exception {
        var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var first = pool.submit(() -> provisioner(false).provide(21, "21"));
            var second = pool.submit(() -> provisioner(false).provide(21, "21"));
            assertEquals(first.get().javaHome(), second.get().javaHome());
        } finally {
            pool.shutdown();
        }
        assertEquals(1, requests.stream().filter(r -> r.startsWith("/cdn/")).count(), requests.toString());
        assertEquals(List.of("temurin-21.0.6+7"), installedFolders());
    }

    @Test
    void aWrongChecksumIsRefusedAndNothingIsUnpacked() throws IOException {
        publishedSha = "0".repeat(64);
        ProvisionException e = assertThrows(ProvisionException.class, () -> provisioner(false).provide(21, "21"));
        assertTrue(e.getMessage().startsWith("checksum mismatch for jdk21.tar.gz"), e.getMessage());
        assertTrue(e.getMessage().contains("the download was deleted and nothing was unpacked"), e.getMessage());
        assertEquals(List.of(), installedFolders());
    }

    @Test
    void aVersionTheApiDoesNotKnowIsOneClearError() {
        ProvisionException e = assertThrows(ProvisionException.class, () -> provisioner(false).provide(99, "99"));
        assertTrue(e.getMessage().startsWith("the Disco API at " + api + " knows no temurin JDK 99 for linux x64,"
                + " tar.gz"), e.getMessage());
    }

    @Test
    void offlineDownloadsNothingAndSaysWhatItWouldFetch() {
        ProvisionException e = assertThrows(ProvisionException.class, () -> provisioner(true).provide(21, "21"));
        assertTrue(e.getMessage().startsWith("Maven is offline (-o), so bench.jdks entry '21' was not downloaded."
                + " bench.provision would fetch the newest temurin JDK 21 for linux x64, tar.gz (" + api
                + "/packages?version=21&"), e.getMessage());
        assertEquals(List.of(), requests);
    }

    @Test
    void anArchiveHoldingAnotherVersionIsNotInstalled() throws Exception {
        archive = TestArchives.fakeJdk("jdk-17", "17.0.15");
        publishedSha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(archive));
        ProvisionException e = assertThrows(ProvisionException.class, () -> provisioner(false).provide(21, "21"));
        assertTrue(e.getMessage().contains("holds Java 17.0.15, not a JDK 21"), e.getMessage());
        assertEquals(List.of(), installedFolders());
    }

    @Test
    void anUnreachableApiNamesTheAddress() throws IOException {
        server.stop(0);
        ProvisionException e = assertThrows(ProvisionException.class, () -> provisioner(false).provide(21, "21"));
        assertTrue(e.getMessage().startsWith("cannot fetch " + api + "/packages?"), e.getMessage());
    }

    @Test
    void badSettingsAreRefusedUpFront() {
        var vendor = assertThrows(io.github.benchplugin.engine.config.BadInputException.class,
                () -> ProvisionSettings.of(true, "Temurin JDK!", null, false, null, home));
        assertTrue(vendor.getMessage().startsWith("bench.provisionVendor 'Temurin JDK!' is not"), vendor.getMessage());
        var url = assertThrows(io.github.benchplugin.engine.config.BadInputException.class,
                () -> ProvisionSettings.of(true, null, "http://mirror.example.org/disco", false, null, home));
        assertTrue(url.getMessage().contains("uses plain http"), url.getMessage());
    }
}
