package io.github.benchplugin.engine.hosts;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The plugin's end of a host's private channel (bench-host's {@code HostChannel}): a socket on the
 * loopback interface, opened before the host starts, that only the host knows how to use. The
 * host's events come in on it and a serving host's plans go out on it; the host's standard output
 * and error are its output and nothing else ({@link HostOutput}).
 * <p>
 * The port and a random token go to the host as the first line of its standard input, which no
 * benchmark can read before the host has taken it and which JMH's forks never see. A connection
 * that does not open with the token is dropped, so another process on the machine cannot stand in
 * for the host either.
 */
final class HostLink implements Closeable {

    /** How long the host gets to send its token once connected: a line, sent at once. */
    private static final Duration TOKEN_WAIT = Duration.ofSeconds(10);
    /** How often the wait for the host's connection looks whether the host is still alive. */
    private static final int ACCEPT_POLL_MILLIS = 250;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final ServerSocket server;
    private final String token;
    private Socket socket;
    private Writer plans;
    private final List<String> pending = new ArrayList<>();

    private HostLink(ServerSocket server, String token) {
        this.server = server;
        this.token = token;
    }

    /** Listens on a free loopback port, before the host starts. */
    static HostLink open() throws IOException {
        byte[] secret = new byte[16];
        RANDOM.nextBytes(secret);
        ServerSocket server = new ServerSocket(0, 4, InetAddress.getLoopbackAddress());
        server.setSoTimeout(ACCEPT_POLL_MILLIS);
        return new HostLink(server, HexFormat.of().formatHex(secret));
    }

    /** Writes the handshake as the first line of the host's standard input, then ends that input. */
    void handshake(OutputStream hostStdin) throws IOException {
        try (hostStdin) {
            hostStdin.write((server.getLocalPort() + " " + token + "\n").getBytes(StandardCharsets.US_ASCII));
        }
    }

    /**
     * Waits until the host has connected and sent the token; the host's events can then be read.
     *
     * @return the events, or null when the host ended before it connected
     */
    BufferedReader accept(Process host) throws IOException {
        while (true) {
            Socket candidate;
            try {
                candidate = server.accept();
            } catch (SocketTimeoutException e) {
                if (!host.isAlive()) {
                    return null;
                }
                continue;
            }
            candidate.setSoTimeout((int) TOKEN_WAIT.toMillis());
            BufferedReader in = new BufferedReader(new InputStreamReader(candidate.getInputStream(), StandardCharsets.UTF_8));
            String first;
            try {
                first = in.readLine();
            } catch (SocketTimeoutException e) {
                first = null;
            }
            if (token.equals(first)) {
                candidate.setSoTimeout(0);
                synchronized (this) {
                    socket = candidate;
                    plans = new OutputStreamWriter(candidate.getOutputStream(), StandardCharsets.UTF_8);
                    for (String plan : pending) {
                        write(plan);
                    }
                    pending.clear();
                }
                server.close(); // one host per link: nobody else gets in
                return in;
            }
            candidate.close();
        }
    }

    /** Sends a serving host its next plan; one asked for before the host connected goes when it does. */
    synchronized void sendPlan(String planFile) throws IOException {
        if (plans == null) {
            pending.add(planFile);
        } else {
            write(planFile);
        }
    }

    private void write(String planFile) throws IOException {
        plans.write(planFile + "\n");
        plans.flush();
    }

    /** Ends the link: a serving host between plans exits; one in a plan halts (nobody would read it). */
    @Override
    public synchronized void close() {
        try {
            server.close();
            if (socket != null) {
                socket.close();
            }
        } catch (IOException ignored) {
            // closing is all that was asked
        }
    }
}
