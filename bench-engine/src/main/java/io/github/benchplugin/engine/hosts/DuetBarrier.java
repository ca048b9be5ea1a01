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
 * The hosts meet here too, once per paired cell, before it starts: JMH's machine-wide lock is the first
 * side's host's to take (bench-host's PairedStart), and a later side's host waits here until the first side
 * holds it for that rendezvous, has given up on it, or is gone (its connection closed before it said so, or
 * the engine saw its cell end, {@link #firstSideEnded}); so another JMH run holding the lock delays every
 * side alike instead of leaving the later sides' forks waiting at the barrier in vain.
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
    /** group -> JMH's lock for that rendezvous, as the first side's host reports it. */
    private final Map<String, FirstSideLock> locks = new HashMap<>();
    private final AtomicLong together = new AtomicLong();
    private final AtomicLong timedOut = new AtomicLong();
    /** Rendezvous whose first side waited for another JMH run's lock (its later sides waited with it). */
    private final AtomicLong lockWaits = new AtomicLong();
    /**
     * The longest a later side's host is held here: the host's own limit is a little shorter (bench-host's
     * HostMain), so this only ends the wait of a host that went away.
     */
    private static final long LOCK_WAIT_MILLIS = Duration.ofMinutes(40).toMillis();

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
        return together.get() + " iteration start(s) aligned, " + timedOut.get() + " barrier timeout(s)"
                + (lockWaits.get() == 0 ? "" : "; " + lockWaits.get()
                + " paired cell(s) waited together for another JMH run's lock");
    }

    /**
     * The engine saw the first side's cell of {@code group} end (measured, failed, or its batch gone): a later
     * side that still waits for it to hold JMH's lock goes on.
     */
    public synchronized void firstSideEnded(String group) {
        lock(group).released = true;
        notifyAll();
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
            boolean first = hello.party == 0;
            if (hello.word.equals(DuetChannel.LOCK) && !first || hello.word.equals(DuetChannel.AWAIT_LOCK) && first) {
                return; // the first side takes JMH's lock, the later ones wait for it: nothing else is asked
            }
            if (hello.word.equals(DuetChannel.LOCK)) {
                socket.setSoTimeout(0); // JMH's lock may be waited for up to half an hour
                takingLock(hello.group, in);
                return;
            }
            if (hello.word.equals(DuetChannel.AWAIT_LOCK)) {
                awaitLock(hello.group, socket.getOutputStream());
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

    /**
     * The first side's host while it takes JMH's lock for {@code group}: {@code waiting} while another run holds
     * it, {@code locked} once it holds it (or goes on without); a connection that ends first releases the
     * later sides as well (the host died, or could not say more).
     */
    private void takingLock(String group, BufferedReader in) throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                synchronized (this) {
                    FirstSideLock lock = lock(group);
                    if (line.equals(DuetChannel.WAITING) && !lock.held) {
                        lock.held = true;
                        lockWaits.incrementAndGet();
                    } else if (line.equals(DuetChannel.LOCKED)) {
                        lock.released = true;
                    }
                    notifyAll();
                    if (lock.released) {
                        return;
                    }
                }
            }
        } finally {
            synchronized (this) {
                lock(group).released = true;
                notifyAll();
            }
        }
    }

    /**
     * A later side's host before its cell of {@code group} starts: {@code go} once the first side holds JMH's lock
     * for it, has given up on it or is gone; {@code held} first while the first side waits for another run.
     */
    private void awaitLock(String group, OutputStream out) throws IOException, InterruptedException {
        boolean told = false;
        long deadline = System.currentTimeMillis() + LOCK_WAIT_MILLIS;
        while (true) {
            boolean tell;
            boolean go;
            synchronized (this) {
                FirstSideLock lock = lock(group);
                long left = deadline - System.currentTimeMillis();
                if (!lock.released && !(lock.held && !told) && left > 0 && !server.isClosed()) {
                    wait(left);
                    continue;
                }
                go = lock.released || left <= 0 || server.isClosed();
                tell = lock.held && !told;
            }
            if (tell) {
                told = true;
                out.write((DuetChannel.HELD + "\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            if (go) {
                out.write(DuetChannel.GO);
                out.flush();
                return;
            }
        }
    }

    private FirstSideLock lock(String group) {
        return locks.computeIfAbsent(group, g -> new FirstSideLock());
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

    /** JMH's lock for one rendezvous, as its first side's host has said so far. */
    private static final class FirstSideLock {
        /** The first side waits for another JMH run's lock. */
        boolean held;
        /** The first side holds it, has given up on it, or is gone: the later sides start. */
        boolean released;
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
