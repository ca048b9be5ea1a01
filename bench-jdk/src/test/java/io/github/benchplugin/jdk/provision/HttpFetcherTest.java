package io.github.benchplugin.jdk.provision;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HttpFetcherTest {

    @TempDir
    Path dir;

    private HttpServer server;
    private String base;
    private final List<String> log = new ArrayList<>();

    @BeforeEach
    void serve() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        base = "http://127.0.0.1:" + server.getAddress().getPort();
        server.createContext("/stall", x -> {
            x.sendResponseHeaders(200, 1000);
            OutputStream out = x.getResponseBody();
            out.write(new byte[10]);
            out.flush();
            try {
                Thread.sleep(5000); // then the test is over; the client has long given up
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            x.close();
        });
        server.createContext("/away", x -> {
            x.getResponseHeaders().set("Location", "http://mirror.example.org/jdk.tar.gz");
            x.sendResponseHeaders(302, -1);
            x.close();
        });
        server.createContext("/gone", x -> {
            x.sendResponseHeaders(404, -1);
            x.close();
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private DownloadProgress progress() {
        return new DownloadProgress("x", log::add, System::nanoTime);
    }

    @Test
    void aDownloadThatStopsSendingIsCutOff() {
        HttpFetcher fetcher = new HttpFetcher(null, Duration.ofMillis(600));
        long start = System.nanoTime();
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> fetcher.download(URI.create(base + "/stall"), dir.resolve("f"), 1 << 20, progress()));
        assertTrue(e.getMessage().startsWith("the download from " + base + "/stall stalled: no data for 1 s"),
                e.getMessage());
        assertTrue(System.nanoTime() - start < 4_000_000_000L, "cut off long before the server gives up");
    }

    @Test
    void aRedirectToPlainHttpElsewhereIsNotFollowed() {
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> new HttpFetcher(null).text(URI.create(base + "/away")));
        assertEquals("the redirect target 'http://mirror.example.org/jdk.tar.gz' uses plain http to a host other"
                + " than this machine; use https (plain http is allowed only to localhost / 127.0.0.1 / [::1])",
                e.getMessage());
    }

    @Test
    void anHttpErrorNamesStatusAndAddress() {
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> new HttpFetcher(null).text(URI.create(base + "/gone")));
        assertTrue(e.getMessage().startsWith("HTTP 404 from " + base + "/gone; check bench.provisionUrl"),
                e.getMessage());
    }

    @Test
    void aDownloadOverTheCapIsRefused() {
        ProvisionException e = assertThrows(ProvisionException.class,
                () -> new HttpFetcher(null).download(URI.create(base + "/stall"), dir.resolve("f"), 100, progress()));
        assertTrue(e.getMessage().contains("is larger than the 100 B a JDK archive may have"), e.getMessage());
    }
}
