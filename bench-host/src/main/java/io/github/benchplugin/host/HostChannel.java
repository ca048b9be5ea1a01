package io.github.benchplugin.host;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The host's private link to the plugin: a loopback socket the plugin listens on. Everything the
 * plugin learns from the host (ready, started, ok, failed, waiting, notices) travels here, and the
 * plans of a serving host come in on it. The host's standard output and error carry only what the
 * JVM, JMH, its forks and the benchmark print, and nothing printed there is ever read as an event:
 * a benchmark that prints a partial line, a line that looks like an event, or megabytes of binary
 * cannot start, end, fail or delay a cell.
 * <p>
 * The handshake comes on standard input, one line: {@code <port> <token>}. The host connects to the
 * port and sends the token first, so that the plugin talks only to the process it started. Then
 * standard input is left empty: a benchmark measured in the host's own JVM that reads System.in
 * finds nothing (as in one of JMH's forks).
 * <p>
 * When the plugin is gone (its end of the socket closes while a plan runs), nobody would read what
 * this host measures: the host halts at once, and JMH's forks, whose own link to this host then
 * breaks, end with it. Between plans the end of the link is the plugin's way to say "no more
 * plans".
 */
public final class HostChannel implements HostEvents.Sink {

    /** Exit status of a host that halted because its plugin went away. */
    static final int PLUGIN_GONE = 3;
    private static final String END = "\u0000end";

    private final Socket socket;
    private final Writer events;
    private final BlockingQueue<String> plans = new LinkedBlockingQueue<String>();
    private volatile boolean running;

    private HostChannel(Socket socket) throws IOException {
        this.socket = socket;
        this.events = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(new Runnable() {
            @Override
            public void run() {
                readPlans();
            }
        }, "bench-host-channel");
        reader.setDaemon(true);
        reader.start();
    }

    /** Reads the handshake from {@code stdin}, connects, and sends the token. */
    public static HostChannel connect(InputStream stdin) throws IOException {
        String handshake = firstLine(stdin);
        String[] parts = handshake == null ? new String[0] : handshake.trim().split(" ");
        if (parts.length != 2) {
            throw new IOException("no channel handshake on standard input (expected '<port> <token>', got "
                    + (handshake == null ? "nothing" : "'" + handshake + "'") + ")");
        }
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(parts[0]));
        socket.setTcpNoDelay(true); // an event is one small line: it goes now, not with the next one
        HostChannel channel = new HostChannel(socket);
        channel.send(parts[1]);
        System.setIn(new ByteArrayInputStream(new byte[0]));
        return channel;
    }

    /**
     * One line, read byte by byte: a buffered reader would take bytes beyond it, and nothing else
     * may read them later.
     */
    private static String firstLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            line.write(b);
        }
        return b == -1 && line.size() == 0 ? null : new String(line.toByteArray(), StandardCharsets.UTF_8);
    }

    /**
     * Sends an event. What the benchmark may still have in System.out's buffer (a partial line) is
     * flushed first, so that it reaches the plugin before the event that ends its cell.
     */
    @Override
    public void event(String line) {
        try {
            System.out.flush();
            System.err.flush();
        } catch (RuntimeException e) {
            // a stream the benchmark set with System.setOut may throw: its output is its own affair
        }
        send(line);
    }

    private synchronized void send(String line) {
        try {
            events.write(line);
            events.write('\n');
            events.flush();
        } catch (IOException e) {
            pluginGone();
        }
    }

    /** The next plan file of a serving host, or null when the plugin has no more. */
    public String nextPlan() throws InterruptedException {
        String plan = plans.take();
        return plan.equals(END) ? null : plan;
    }

    /** Whether a plan is running: the end of the link then means the plugin is gone, not done. */
    public void running(boolean value) {
        running = value;
    }

    private void readPlans() {
        try {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null) {
                if (!line.trim().isEmpty()) {
                    plans.add(line.trim());
                }
            }
        } catch (IOException e) {
            // the same as the end of the link
        }
        if (running) {
            pluginGone();
        }
        plans.add(END);
    }

    private static void pluginGone() {
        Runtime.getRuntime().halt(PLUGIN_GONE);
    }
}
