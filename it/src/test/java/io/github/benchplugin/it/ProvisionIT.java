package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipParameters;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.Deflater;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.provision end to end: a fake Disco API on loopback serves a real JDK (this machine's Temurin 25,
 * repacked as a tar.gz), and Maven runs with its own user.home and without the machine's system JDK
 * folders, so JDK 25 is missing until the plugin provisions it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProvisionIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOP = "jdk-25.0.3+9";

    private static HttpServer server;
    private static String base;
    private static Path jdkArchive;
    private static String jdkSha;
    private static byte[] evilArchive;
    private static final List<String> requests = Collections.synchronizedList(new ArrayList<>());

    @BeforeAll
    static void serveAFakeDiscoApi() throws Exception {
        Path work = Files.createDirectories(Path.of(System.getProperty("bench.work")).resolve("provision-archive"));
        jdkArchive = work.resolve("temurin-25.tar.gz");
        if (!Files.isRegularFile(jdkArchive)) { // packing 300 MB takes a while: once per target/ folder
            Path partial = work.resolve("temurin-25.tar.gz.part");
            pack(MavenRun.JDK_25, TOP, partial);
            Files.move(partial, jdkArchive);
        }
        jdkSha = sha256(jdkArchive);
        evilArchive = evil();

        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        base = "http://127.0.0.1:" + server.getAddress().getPort();
        server.createContext("/", ProvisionIT::answer);
        server.start();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    /** Each scenario is a path prefix: /good, /badsum (a wrong published SHA-256), /evil (a '../' entry). */
    private static void answer(HttpExchange x) throws IOException {
        String path = x.getRequestURI().getPath();
        String query = x.getRequestURI().getRawQuery();
        requests.add(path + (query == null ? "" : "?" + query));
        String[] parts = path.split("/");
        String scenario = parts.length > 1 ? parts[1] : "";
        if (path.endsWith("/disco/v3.0/packages")) {
            boolean known = query != null && query.contains("version=25&") && query.contains("distribution=temurin")
                    && query.contains("package_type=jdk") && query.contains("operating_system=linux");
            String pkg = "{\"id\":\"t25\",\"distribution\":\"temurin\",\"java_version\":\"25.0.3+9\","
                    + "\"release_status\":\"ga\",\"archive_type\":\"tar.gz\",\"package_type\":\"jdk\","
                    + "\"filename\":\"OpenJDK25U-jdk_x64_linux_hotspot_25.0.3_9.tar.gz\",\"size\":" + Files.size(jdkArchive)
                    + ",\"links\":{\"pkg_info_uri\":\"" + base + "/" + scenario + "/disco/v3.0/ids/t25\"}}";
            reply(x, "{\"result\":[" + (known ? pkg : "") + "],\"message\":\"\"}");
        } else if (path.endsWith("/disco/v3.0/ids/t25")) {
            String sha = scenario.equals("badsum") ? "ab".repeat(32) : scenario.equals("evil") ? sha256(evilArchive) : jdkSha;
            String file = scenario.equals("evil") ? "evil.tar.gz" : "jdk.tar.gz";
            reply(x, "{\"result\":[{\"filename\":\"OpenJDK25U-jdk_x64_linux_hotspot_25.0.3_9.tar.gz\","
                    + "\"direct_download_uri\":\"" + base + "/cdn/" + file + "\",\"checksum\":\"" + sha
                    + "\",\"checksum_type\":\"sha256\"}],\"message\":\"\"}");
        } else if (path.equals("/cdn/jdk.tar.gz")) {
            x.sendResponseHeaders(200, Files.size(jdkArchive));
            try (OutputStream out = x.getResponseBody(); InputStream in = Files.newInputStream(jdkArchive)) {
                in.transferTo(out);
            }
        } else if (path.equals("/cdn/evil.tar.gz")) {
            x.sendResponseHeaders(200, evilArchive.length);
            try (OutputStream out = x.getResponseBody()) {
                out.write(evilArchive);
            }
        } else {
            x.sendResponseHeaders(404, -1);
            x.close();
        }
    }

    private static void reply(HttpExchange x, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().set("Content-Type", "application/json");
        x.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** A Maven run on its own user.home, seeing JDK 17 (Maven's JAVA_HOME) but none of /usr/lib/jvm. */
    private static MavenRun.Result run(String copy, Path home, String scenario, String... extra) throws Exception {
        MavenRun project = MavenRun.project("matrix", copy).withJavaHome(MavenRun.JDK_17)
                .withEnvironment("MAVEN_OPTS", "-Duser.home=" + home + " -Dbench.discovery.systemDirectories=");
        Pattern javaHomes = Pattern.compile("JAVA[A-Z0-9_]*_HOME|JAVA_HOME_\\d+_\\w+");
        System.getenv().keySet().stream().filter(n -> !n.equals("JAVA_HOME") && javaHomes.matcher(n).matches())
                .forEach(n -> project.withEnvironment(n, null));
        List<String> args = new ArrayList<>(List.of("bench:run", "-Dbench.jdks=17,25", "-Dbench.provision=true",
                "-Dbench.provisionUrl=" + base + "/" + scenario + "/disco/v3.0", "-Dbench.job=dry",
                "-Dbench.include=MathBench"));
        args.addAll(List.of(extra));
        lastProject = project;
        return project.run(args.toArray(String[]::new));
    }

    private static MavenRun lastProject;

    private static Path home(String name) throws IOException {
        Path home = Path.of(System.getProperty("bench.work")).resolve("provision-homes").resolve(name);
        MavenRun.deleteRecursively(home);
        return Files.createDirectories(home);
    }

    private static List<Path> folders(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(dir)) {
            return children.filter(Files::isDirectory).toList();
        }
    }

    private static Path sharedHome;
    private static String note;

    @Test
    @Order(1)
    void provisionsTheMissingJdkVerifiesItAndRunsOnIt() throws Exception {
        sharedHome = home("good");
        MavenRun.Result result = run("provision-good", sharedHome, "good");
        assertEquals(0, result.exitCode(), result::toString);
        String out = result.output();
        assertTrue(out.contains("bench.provision: no JDK 25 is installed; installing temurin 25.0.3+9 from " + base
                + "/cdn/jdk.tar.gz"), out);
        assertTrue(out.contains("Downloading OpenJDK25U-jdk_x64_linux_hotspot_25.0.3_9.tar.gz ("), out);
        assertTrue(out.contains("SHA-256 verified: " + jdkSha), out);

        Path installed = sharedHome.resolve(".m2/jdks/temurin-25.0.3+9");
        assertTrue(Files.isExecutable(installed.resolve("bin/java")), "a working JDK under ~/.m2/jdks");
        assertEquals(List.of(installed), folders(sharedHome.resolve(".m2/jdks")), "no temporary folder left");

        note = "provisioned from " + base + "/cdn/jdk.tar.gz, sha256 " + jdkSha;
        JsonNode root = JSON.readTree(lastProject.benchDir().resolve("results.json").toFile());
        JsonNode runtime25 = root.get("runtimes").get(1);
        assertEquals("25", runtime25.get("id").asText());
        assertEquals("25.0.3", runtime25.get("javaVersion").asText());
        assertEquals(installed.toRealPath().toString(), runtime25.get("javaHome").asText());
        assertTrue(runtime25.get("isolated").asBoolean());
        assertEquals(note, runtime25.get("note").asText());
        JsonNode cell = root.get("rows").get(0).get("cells").get("25");
        assertEquals("ok", cell.get("status").asText(), cell::toString);
        String markdown = Files.readString(lastProject.benchDir().resolve("results.md"));
        assertTrue(markdown.contains(note), markdown);
    }

    @Test
    @Order(2)
    void aSecondRunOfflineUsesTheProvisionedJdkAndFetchesNothing() throws Exception {
        requests.clear();
        MavenRun.Result result = run("provision-offline", sharedHome, "good", "-o");
        assertEquals(0, result.exitCode(), result::toString);
        assertEquals(List.of(), requests, "nothing fetched when offline and installed");
        JsonNode root = JSON.readTree(lastProject.benchDir().resolve("results.json").toFile());
        JsonNode runtime25 = root.get("runtimes").get(1);
        assertEquals(sharedHome.resolve(".m2/jdks/temurin-25.0.3+9").toRealPath().toString(),
                runtime25.get("javaHome").asText());
        assertEquals(note, runtime25.get("note").asText(), "the origin is still known");
        assertEquals("ok", root.get("rows").get(0).get("cells").get("25").get("status").asText());
    }

    @Test
    @Order(3)
    void offlineWithoutTheJdkSaysWhatWouldBeFetched() throws Exception {
        requests.clear();
        Path home = home("offline-missing");
        MavenRun.Result result = run("provision-offline-missing", home, "good", "-o");
        assertNotEquals(0, result.exitCode(), result::toString);
        assertTrue(result.errorLines().stream().anyMatch(l -> l.contains("Maven is offline (-o), so bench.jdks entry"
                + " '25' was not downloaded. bench.provision would fetch the newest temurin JDK 25 for linux x64,"
                + " tar.gz (" + base + "/good/disco/v3.0/packages?version=25&")), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        assertEquals(List.of(), requests);
    }

    @Test
    @Order(4)
    void aWrongChecksumIsRefusedAndNothingIsUnpacked() throws Exception {
        Path home = home("badsum");
        MavenRun.Result result = run("provision-badsum", home, "badsum");
        assertNotEquals(0, result.exitCode(), result::toString);
        assertTrue(result.errorLines().stream().anyMatch(l -> l.contains("checksum mismatch for "
                + "OpenJDK25U-jdk_x64_linux_hotspot_25.0.3_9.tar.gz") && l.contains("its SHA-256 is " + jdkSha
                + " but the Disco API publishes " + "ab".repeat(32))), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        assertEquals(List.of(), folders(home.resolve(".m2/jdks")), "nothing unpacked, the download deleted");
    }

    @Test
    @Order(5)
    void anArchiveWithADotDotEntryIsRefused() throws Exception {
        Path home = home("evil");
        MavenRun.Result result = run("provision-evil", home, "evil");
        assertNotEquals(0, result.exitCode(), result::toString);
        assertTrue(result.errorLines().stream().anyMatch(l -> l.contains("the archive's entry '" + TOP
                + "/../../../escaped' climbs out with '..'; refused as hostile")), result::toString);
        assertFalse(result.hasStackTrace(), result::toString);
        assertEquals(List.of(), folders(home.resolve(".m2/jdks")));
        try (Stream<Path> all = Files.walk(home)) {
            assertTrue(all.noneMatch(p -> p.getFileName().toString().equals("escaped")), "nothing written outside");
        }
    }

    // ---- archives ----

    /**
     * The whole JDK, modes and links kept, compressed fast (level 1): a real, working JDK, shaped like a
     * vendor's archive (one top folder, no link leading outside it).
     */
    private static void pack(Path jdk, String top, Path target) throws IOException {
        GzipParameters fast = new GzipParameters();
        fast.setCompressionLevel(Deflater.BEST_SPEED);
        try (OutputStream file = Files.newOutputStream(target);
             TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(file, fast));
             Stream<Path> paths = Files.walk(jdk)) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
            for (Path p : (Iterable<Path>) paths.sorted()::iterator) {
                String name = top + (p.equals(jdk) ? "" : "/" + jdk.relativize(p));
                TarArchiveEntry entry;
                boolean regular = false;
                // Debian's package links lib/security/cacerts to /etc; a vendor's archive holds the file itself.
                boolean linkInside = Files.isSymbolicLink(p)
                        && p.getParent().resolve(Files.readSymbolicLink(p)).normalize().startsWith(jdk);
                if (linkInside) {
                    entry = new TarArchiveEntry(name, TarArchiveEntry.LF_SYMLINK);
                    entry.setLinkName(Files.readSymbolicLink(p).toString());
                } else if (Files.isDirectory(p)) {
                    entry = new TarArchiveEntry(name + "/");
                    entry.setMode(040000 | mode(p));
                } else {
                    entry = new TarArchiveEntry(name);
                    entry.setSize(Files.size(p));
                    entry.setMode(0100000 | mode(p));
                    regular = true;
                }
                tar.putArchiveEntry(entry);
                if (regular) {
                    Files.copy(p, tar);
                }
                tar.closeArchiveEntry();
            }
        }
    }

    private static int mode(Path p) throws IOException {
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
        int mode = 0;
        for (PosixFilePermission perm : perms) {
            mode |= 1 << (8 - perm.ordinal()); // OWNER_READ is ordinal 0 = bit 8 ... OTHERS_EXECUTE = bit 0
        }
        return mode;
    }

    /** A small JDK-looking archive with one entry that climbs out of the target folder. */
    private static byte[] evil() throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(bytes))) {
            for (String name : List.of(TOP + "/release", TOP + "/../../../escaped")) {
                byte[] data = "JAVA_VERSION=\"25.0.3\"\n".getBytes(StandardCharsets.UTF_8);
                TarArchiveEntry e = new TarArchiveEntry(name, true);
                e.setSize(data.length);
                e.setMode(0100644);
                tar.putArchiveEntry(e);
                tar.write(data);
                tar.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static String sha256(Path file) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
