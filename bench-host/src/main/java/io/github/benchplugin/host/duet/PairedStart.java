package io.github.benchplugin.host.duet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * bench.duet at the start of a paired cell, the hosts' end of the barrier ({@link DuetChannel}). JMH's
 * machine-wide lock is taken for the pair by the first side's host alone: a later side that took it too would
 * wait for its own partner. So when another JMH run on the machine holds the lock, the later sides must wait
 * too, or their forks would sit at the barrier until its timeout and the pair would then run unaligned, with
 * their cells' time limits running meanwhile. The first side's host therefore tells the barrier when it holds
 * the lock for the cell ({@link #taking}), and a later side's host waits for that before its cell starts
 * ({@link #awaitFirstSide}). Nothing here can stop a cell: without a barrier in the environment, on any
 * error, or after the longest wait, the host goes on as without it.
 */
public final class PairedStart {

    /** Not a paired cell, or no barrier to tell: nothing to wait for, nobody to tell. */
    private static final PairedStart NONE = new PairedStart(null, null, null, 0, 0);
    private static final int CONNECT_MILLIS = 10000;

    private final String address;
    private final String token;
    private final String group;
    private final int party;
    private final int parties;

    private PairedStart(String address, String token, String group, int party, int parties) {
        this.address = address;
        this.token = token;
        this.group = group;
        this.party = party;
        this.parties = parties;
    }

    /**
     * A cell's pairing, from its JMH arguments (the barrier's profiler option, {@link DuetProfiler}) and where
     * the host's environment says the barrier is.
     *
     * @param address the barrier's host:port ({@link DuetChannel#ADDRESS_VARIABLE}), or null without one
     * @param token   the barrier's token ({@link DuetChannel#TOKEN_VARIABLE})
     */
    public static PairedStart of(List<String> jmhArgs, String address, String token) {
        DuetProfiler cell = DuetProfiler.ofCell(jmhArgs);
        if (cell == null || address == null || token == null || address.lastIndexOf(':') < 0) {
            return NONE;
        }
        return new PairedStart(address, token, cell.group, cell.party, cell.parties);
    }

    /** Whether the cell is paired and the barrier can be told. */
    public boolean paired() {
        return group != null;
    }

    /**
     * The first side, before it takes JMH's lock for the cell: the barrier learns that this host is at the
     * cell, and while the returned connection stays open without {@link Taking#held}, the later sides wait.
     * If this host dies meanwhile, the connection closes and releases them.
     */
    public Taking taking() {
        if (!paired()) {
            return new Taking(null);
        }
        try {
            Socket socket = connect();
            send(socket, new DuetChannel.Hello(DuetChannel.LOCK, token, group, party, parties).line());
            return new Taking(socket);
        } catch (IOException | RuntimeException e) {
            return new Taking(null); // the later sides' hosts then go on when the engine sees this cell end
        }
    }

    /**
     * A later side, before its cell starts: waits until the first side holds JMH's lock for the cell, has
     * given up on it, or is gone, at most {@code maxWaitMillis}. {@code waiting} runs once when the first
     * side says that another JMH run holds the lock.
     *
     * @return whether the barrier let it go; false when there was no barrier to ask, it could not be
     * reached, or the wait ran out
     */
    public boolean awaitFirstSide(long maxWaitMillis, Runnable waiting) {
        if (!paired()) {
            return false;
        }
        long deadline = System.currentTimeMillis() + maxWaitMillis;
        try (Socket socket = connect()) {
            send(socket, new DuetChannel.Hello(DuetChannel.AWAIT_LOCK, token, group, party, parties).line());
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            boolean told = false;
            while (true) {
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    return false;
                }
                socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
                String line = in.readLine();
                if (line == null) {
                    return false; // the engine is gone
                }
                if (line.equals(DuetChannel.HELD) && !told) {
                    told = true;
                    waiting.run();
                } else if (line.equals("go")) {
                    return true;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false; // unreachable, broken, or the wait ran out (a read's timeout): as without the barrier
        }
    }

    private Socket connect() throws IOException {
        int colon = address.lastIndexOf(':');
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(address.substring(0, colon),
                    Integer.parseInt(address.substring(colon + 1))), CONNECT_MILLIS);
            socket.setTcpNoDelay(true);
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    private static void send(Socket socket, String line) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(line.getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** The first side's connection while it takes JMH's lock for a cell; does nothing when there is none. */
    public static final class Taking implements AutoCloseable {
        private Socket socket;

        Taking(Socket socket) {
            this.socket = socket;
        }

        /** Another JMH run holds the lock: the later sides' hosts say that they wait, as this one does. */
        public void waitingForAnotherRun() {
            say(DuetChannel.WAITING);
        }

        /** This host holds the lock for the cell, or goes on without it: the later sides may start. */
        public void held() {
            say(DuetChannel.LOCKED);
            close();
        }

        private void say(String word) {
            if (socket == null) {
                return;
            }
            try {
                send(socket, word + "\n");
            } catch (IOException e) {
                close(); // the barrier is gone: nobody waits for this word
            }
        }

        /** Closing without {@link #held} releases the later sides too: the barrier sees this side gone. */
        @Override
        public void close() {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // gone already
                }
                socket = null;
            }
        }
    }
}
