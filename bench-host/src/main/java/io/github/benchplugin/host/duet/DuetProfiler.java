package io.github.benchplugin.host.duet;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * bench.duet's barrier inside a measured fork: added by the plugin to each paired cell ({@code -prof}
 * with this class's name and {@code group=r1-cell-0;party=0;parties=2;timeout=60000}), it holds each
 * iteration (warm-up included) until the same iteration of the fork beside it, on the other CPU set,
 * is ready too. JMH calls {@link #beforeIteration} before the iteration's timing starts, so the wait
 * is not measured. The fork connects on its first iteration (JMH also makes the profiler in the host,
 * to check it, and that instance must not connect). Nothing here can stop a fork: without the
 * environment's address, on any error, or after waiting longer than the timeout plus a margin, the
 * fork goes on alone, as without bench.duet.
 */
public class DuetProfiler implements InternalProfiler {

    /** Beyond the barrier's own timeout: the engine answers within it, so this only catches a lost engine. */
    private static final int MARGIN_MILLIS = 15000;

    /** The rendezvous, this fork's side and how many sides meet there: what the host's {@link PairedStart} names too. */
    final String group;
    final int party;
    final int parties;
    private final int timeoutMillis;
    private Socket socket;
    private BufferedReader in;
    private OutputStream out;
    private boolean alone;
    private int iteration;

    /** JMH's constructor for a profiler given with options. */
    public DuetProfiler(String options) {
        String group = null;
        int party = -1;
        int parties = 0;
        int timeout = 60000;
        for (String part : (options == null ? "" : options).split(";")) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String name = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            try {
                if (name.equals("group")) {
                    group = value;
                } else if (name.equals("party")) {
                    party = Integer.parseInt(value);
                } else if (name.equals("parties")) {
                    parties = Integer.parseInt(value);
                } else if (name.equals("timeout")) {
                    timeout = Integer.parseInt(value);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("DuetProfiler: '" + part + "' is not a number");
            }
        }
        if (group == null || group.isEmpty() || group.contains(" ") || party < 0 || parties < 2 || party >= parties) {
            throw new IllegalArgumentException("DuetProfiler takes group=<name>;party=<n>;parties=<n>[;timeout=<ms>],"
                    + " not '" + options + "'");
        }
        this.group = group;
        this.party = party;
        this.parties = parties;
        this.timeoutMillis = timeout;
    }

    /**
     * The barrier's options a cell's JMH arguments give this profiler ({@code -prof <this class>:<options>}),
     * or null when the cell is not paired.
     */
    static DuetProfiler ofCell(List<String> jmhArgs) {
        String prefix = DuetProfiler.class.getName() + ":";
        for (int i = 0; i + 1 < jmhArgs.size(); i++) {
            if (jmhArgs.get(i).equals("-prof") && jmhArgs.get(i + 1).startsWith(prefix)) {
                return new DuetProfiler(jmhArgs.get(i + 1).substring(prefix.length()));
            }
        }
        return null;
    }

    @Override
    public String getDescription() {
        return "bench-maven-plugin: starts each iteration together with the fork beside it (bench.duet)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        int n = iteration++;
        if (alone) {
            return;
        }
        try {
            if (socket == null) {
                connect();
            }
            out.write(DuetChannel.arrive(n).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            if (!"go".equals(in.readLine())) {
                goAlone();
            }
        } catch (IOException e) {
            goAlone();
        } catch (RuntimeException e) {
            goAlone();
        }
    }

    private void connect() throws IOException {
        String address = System.getenv(DuetChannel.ADDRESS_VARIABLE);
        String token = System.getenv(DuetChannel.TOKEN_VARIABLE);
        if (address == null || token == null || address.lastIndexOf(':') < 0) {
            throw new IOException("no barrier in the environment");
        }
        int colon = address.lastIndexOf(':');
        Socket s = new Socket();
        s.connect(new InetSocketAddress(address.substring(0, colon), Integer.parseInt(address.substring(colon + 1))),
                10000);
        s.setTcpNoDelay(true);
        s.setSoTimeout(timeoutMillis + MARGIN_MILLIS);
        socket = s;
        in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        out = s.getOutputStream();
        out.write(new DuetChannel.Hello(token, group, party, parties).line().getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** The rest of the fork runs without the barrier; the engine sees its side end. */
    private void goAlone() {
        alone = true;
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // gone already
            }
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        return Collections.<Result>emptyList();
    }
}
