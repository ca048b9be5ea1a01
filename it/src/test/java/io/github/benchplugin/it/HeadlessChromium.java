package io.github.benchplugin.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's chromium, headless, driven through the DevTools protocol over the JDK's own
 * WebSocket client: open a page, run JavaScript in it, record every network request it makes,
 * take a screenshot. Only the browser process this class started is ever stopped.
 */
final class HeadlessChromium implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://\\S+)");
    private static final long TIMEOUT_SECONDS = 30;

    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private volatile CompletableFuture<Void> loaded = new CompletableFuture<>();

    private HeadlessChromium(Process process, WebSocket socket) {
        this.process = process;
        this.socket = socket;
    }

    /** The browser binary, or null when none is installed (scripts/test.sh installs Debian's chromium). */
    static Path binary() {
        for (String candidate : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return Path.of(candidate);
            }
        }
        return null;
    }

    static HeadlessChromium start(Path profileDir) throws IOException, InterruptedException {
        Path binary = binary();
        if (binary == null) {
            throw new IllegalStateException("chromium is not installed: apt-get install chromium (scripts/test.sh, the README's test command, does it)");
        }
        Files.createDirectories(profileDir);
        Process process = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-extensions", "--disable-background-networking", "--disable-sync",
                "--remote-debugging-port=0", "--user-data-dir=" + profileDir, "--window-size=1280,1600", "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            String browserUrl = readDevToolsUrl(process);
            URI browser = URI.create(browserUrl);
            HttpClient http = HttpClient.newHttpClient();
            String list = http.send(HttpRequest.newBuilder(URI.create("http://" + browser.getAuthority() + "/json/list"))
                    .build(), HttpResponse.BodyHandlers.ofString()).body();
            String pageUrl = null;
            for (JsonNode target : JSON.readTree(list)) {
                if ("page".equals(target.path("type").asText())) {
                    pageUrl = target.get("webSocketDebuggerUrl").asText();
                    break;
                }
            }
            if (pageUrl == null) {
                throw new IllegalStateException("chromium has no page target: " + list);
            }
            HeadlessChromium[] self = new HeadlessChromium[1];
            WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(pageUrl), new WebSocket.Listener() {
                private final StringBuilder message = new StringBuilder();

                @Override
                public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                    message.append(data);
                    if (last) {
                        self[0].receive(message.toString());
                        message.setLength(0);
                    }
                    webSocket.request(1);
                    return null;
                }
            }).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            self[0] = new HeadlessChromium(process, socket);
            self[0].call("Network.enable", JSON.createObjectNode());
            self[0].call("Page.enable", JSON.createObjectNode());
            return self[0];
        } catch (Exception e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new IOException("could not drive chromium: " + e, e);
        }
    }

    private static String readDevToolsUrl(Process process) throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = err.readLine(); line != null; line = err.readLine()) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                // Keep draining stderr so the browser never blocks on a full pipe.
                Thread drain = new Thread(() -> {
                    try {
                        err.transferTo(java.io.Writer.nullWriter());
                    } catch (IOException ignored) {
                        // the browser closed its stderr
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return m.group(1);
            }
            seen.append(line).append('\n');
        }
        throw new IOException("chromium exited before listening:\n" + seen);
    }

    private void receive(String text) {
        try {
            JsonNode message = JSON.readTree(text);
            if (message.has("id")) {
                CompletableFuture<JsonNode> reply = pending.remove(message.get("id").asInt());
                if (reply != null) {
                    reply.complete(message);
                }
                return;
            }
            String method = message.path("method").asText();
            if (method.equals("Network.requestWillBeSent")) {
                requests.add(message.path("params").path("request").path("url").asText());
            } else if (method.equals("Page.loadEventFired")) {
                loaded.complete(null);
            }
        } catch (IOException e) {
            throw new IllegalStateException("unreadable DevTools message: " + text, e);
        }
    }

    private JsonNode call(String method, ObjectNode params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> reply = new CompletableFuture<>();
        pending.put(id, reply);
        ObjectNode message = JSON.createObjectNode().put("id", id).put("method", method);
        message.set("params", params);
        socket.sendText(JSON.writeValueAsString(message), true).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        JsonNode answer = reply.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        if (answer.has("error")) {
            throw new IllegalStateException(method + ": " + answer.get("error"));
        }
        return answer.get("result");
    }

    /** Opens a page and waits for its load event (scripts have run); returns the milliseconds it took. */
    long open(String url) throws Exception {
        requests.clear();
        loaded = new CompletableFuture<>();
        long start = System.nanoTime();
        call("Page.navigate", JSON.createObjectNode().put("url", url));
        loaded.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    /** Every URL the page asked for since it was opened, the page itself included. */
    List<String> requests() {
        return new ArrayList<>(requests);
    }

    /** Runs a JavaScript expression in the page and returns its value as JSON. */
    JsonNode evaluate(String expression) throws Exception {
        JsonNode result = call("Runtime.evaluate", JSON.createObjectNode().put("expression", expression)
                .put("returnByValue", true).put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException(expression + " threw " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    void screenshot(Path file) throws Exception {
        JsonNode shot = call("Page.captureScreenshot", JSON.createObjectNode().put("format", "png"));
        Files.createDirectories(file.getParent());
        Files.write(file, Base64.getDecoder().decode(shot.get("data").asText()));
    }

    @Override
    public void close() {
        socket.abort();
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
