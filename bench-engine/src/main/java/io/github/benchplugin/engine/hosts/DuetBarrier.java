package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.host.duet.DuetChannel;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * bench.duet's barrier, the engine's end: every measured fork of a paired cell connects here (bench-host's
 * DuetProfiler, from inside the fork) and, before each of its iterations, says it has arrived and waits
 * for the word to go. Fork k of every column of a cell forms one rendezvous (the k-th fork that
 * connects for that cell from each column); an iteration starts when every side of it has arrived at
 * that iteration, or has ended (a fork that died or finished releases the others: its connection
 * closes), or after {@code timeout} (a side that hangs), after which that rendezvous waits no more.
 * <p>
 * A loopback socket with a random token, like the hosts' own channel ({@link HostLink}): the address
 * and the token reach the forks through the environment of their host ({@link #environment}), never
 * a command line; a connection without the token is dropped.
 */
public final class DuetBarrier implements Closeable {

    private static final SecureRandom RANDOM = new SecureRandom();
    /** How long a fork gets to say who it is once connected. */
    private static final int HELLO_MILLIS = 10_000;

    private final ServerSocket server;
    private final String token;
    private final long timeoutMillis;
    private final Thread acceptor;
    /** group -> how many forks each party has connected for it so far. */
    private final Map<String, int[]> connected = new HashMap<>();
    /** "group#k" -> the rendezvous of the k-th forks. */
    private final Map<String, Rendezvous> rendezvous = new HashMap<>();
    private final AtomicLong together = new AtomicLong();
    private final AtomicLong timedOut = new AtomicLong();

    private DuetBarrier(ServerSocket server, String token, Duration timeout) {
        this.server = server;
        this.token = token;
        this.timeoutMillis = timeout.toMillis();
        this.acceptor = new Thread(this::acceptAll, "bench-duet-barrier");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Listens on a free loopback port until closed. */
    public static DuetBarrier open(Duration timeout) throws IOException {
        byte[] secret = new byte[16];
        RANDOM.nextBytes(secret);
        ServerSocket server = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
        return new DuetBarrier(server, HexFormat.of().formatHex(secret), timeout);
    }

    /** What a host (and through it every fork it starts) gets in its environment to find the barrier. */
    public Map<String, String> environment() {
        return Map.of(DuetChannel.ADDRESS_VARIABLE, "127.0.0.1:" + server.getLocalPort(),
                DuetChannel.TOKEN_VARIABLE, token);
    }

    /** Iterations that started with every side there, and those a side waited for in vain (timeout). */
    public String describe() {
        return together.get() + " iteration start(s) aligned, " + timedOut.get() + " barrier timeout(s)";
    }

    public long timeouts() {
        return timedOut.get();
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                Thread fork = new Thread(() -> serve(socket), "bench-duet-fork");
                fork.setDaemon(true);
                fork.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket socket) {
        Side side = null;
        try (socket) {
            socket.setSoTimeout(HELLO_MILLIS);
            socket.setTcpNoDelay(true);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            DuetChannel.Hello hello = DuetChannel.Hello.parse(in.readLine());
            if (hello == null || !MessageDigest.isEqual(hello.token.getBytes(StandardCharsets.US_ASCII),
                    token.getBytes(StandardCharsets.US_ASCII))) {
                return;
            }
            side = join(hello);
            socket.setSoTimeout(0); // a fork measures as long as its iteration lasts
            OutputStream out = socket.getOutputStream();
            String line;
            while ((line = in.readLine()) != null) {
                int iteration = DuetChannel.arrival(line);
                if (iteration < 0) {
                    return;
                }
                side.await(iteration);
                out.write(DuetChannel.GO);
                out.flush();
            }
        } catch (SocketException e) {
            // the fork ended: its side is done
        } catch (IOException | RuntimeException e) {
            // a broken fork: its side is done, the others go on
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (side != null) {
                side.done();
            }
        }
    }

    private synchronized Side join(DuetChannel.Hello hello) {
        int[] counts = connected.computeIfAbsent(hello.group, g -> new int[hello.parties]);
        if (hello.party < 0 || hello.party >= counts.length) {
            throw new IllegalArgumentException("party " + hello.party + " of " + counts.length);
        }
        int k = counts[hello.party]++;
        Rendezvous r = rendezvous.computeIfAbsent(hello.group + "#" + k, key -> new Rendezvous(counts.length));
        return new Side(r, hello.party);
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException ignored) {
            // closing is all that was asked
        }
        synchronized (this) {
            rendezvous.values().forEach(r -> r.broken = true);
            notifyAll();
        }
    }

    /** The k-th forks of one cell on every column. */
    private static final class Rendezvous {
        final int[] reached;
        final boolean[] done;
        /** A side waited in vain once: the rest of this fork pair runs without the barrier. */
        boolean broken;

        Rendezvous(int parties) {
            reached = new int[parties];
            java.util.Arrays.fill(reached, -1);
            done = new boolean[parties];
        }

        boolean released(int party, int iteration) {
            if (broken) {
                return true;
            }
            for (int q = 0; q < reached.length; q++) {
                if (q != party && !done[q] && reached[q] < iteration) {
                    return false;
                }
            }
            return true;
        }
    }

    /** One fork's place in its rendezvous. */
    private final class Side {
        private final Rendezvous r;
        private final int party;

        Side(Rendezvous r, int party) {
            this.r = r;
            this.party = party;
        }

        void await(int iteration) throws InterruptedException {
            synchronized (DuetBarrier.this) {
                r.reached[party] = Math.max(r.reached[party], iteration);
                DuetBarrier.this.notifyAll();
                long deadline = System.currentTimeMillis() + timeoutMillis;
                boolean wasBroken = r.broken;
                while (!r.released(party, iteration)) {
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0) {
                        r.broken = true;
                        timedOut.incrementAndGet();
                        DuetBarrier.this.notifyAll();
                        return;
                    }
                    DuetBarrier.this.wait(left);
                }
                if (!wasBroken && !r.broken && party == 0) {
                    together.incrementAndGet();
                }
            }
        }

        void done() {
            synchronized (DuetBarrier.this) {
                r.done[party] = true;
                DuetBarrier.this.notifyAll();
            }
        }
    }
}
