package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.host.duet.DuetChannel;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bench.duet's barrier over its real loopback socket, with forks played by plain sockets speaking the protocol. */
class DuetBarrierTest {

    /** One fork's end of the protocol, as bench-host's DuetProfiler speaks it. */
    private static final class Fork implements AutoCloseable {
        private final Socket socket;
        private final BufferedReader in;
        private final OutputStream out;

        Fork(DuetBarrier barrier, String token, String group, int party) throws IOException {
            String[] address = barrier.environment().get(DuetChannel.ADDRESS_VARIABLE).split(":");
            socket = new Socket(address[0], Integer.parseInt(address[1]));
            socket.setSoTimeout(5_000);
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out = socket.getOutputStream();
            send(new DuetChannel.Hello(token, group, party, 2).line());
        }

        Fork(DuetBarrier barrier, String group, int party) throws IOException {
            this(barrier, barrier.environment().get(DuetChannel.TOKEN_VARIABLE), group, party);
        }

        void arrive(int iteration) throws IOException {
            send(DuetChannel.arrive(iteration));
        }

        /** The barrier's answer, waiting at most {@code millis}. */
        String answer(int millis) throws IOException {
            socket.setSoTimeout(millis);
            return in.readLine();
        }

        private void send(String line) throws IOException {
            out.write(line.getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    @Test
    void anIterationStartsWhenBothSidesHaveArrived() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30));
             Fork a = new Fork(barrier, "r1-cell-0", 0); Fork b = new Fork(barrier, "r1-cell-0", 1)) {
            a.arrive(0);
            assertThrows(SocketTimeoutException.class, () -> a.answer(300), "A must wait for B");
            b.arrive(0);
            assertEquals("go", a.answer(5_000));
            assertEquals("go", b.answer(5_000));
            b.arrive(1);
            a.arrive(1);
            assertEquals("go", a.answer(5_000));
            assertEquals("go", b.answer(5_000));
            assertTrue(barrier.describe().startsWith("2 iteration start(s) aligned, 0 barrier timeout(s)"),
                    barrier.describe());
        }
    }

    @Test
    void aSideThatEndsReleasesTheOther() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30));
             Fork a = new Fork(barrier, "r1-cell-0", 0)) {
            Fork b = new Fork(barrier, "r1-cell-0", 1);
            a.arrive(0);
            b.arrive(0);
            assertEquals("go", a.answer(5_000));
            b.close(); // its fork died or finished
            a.arrive(1);
            assertEquals("go", a.answer(5_000), "no wait for a side that is gone");
            assertEquals(0, barrier.timeouts());
        }
    }

    @Test
    void aSideThatNeverComesIsWaitedForOnceUpToTheTimeout() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofMillis(400)); Fork a = new Fork(barrier, "r1-cell-0", 0)) {
            long start = System.nanoTime();
            a.arrive(0);
            assertEquals("go", a.answer(5_000));
            assertTrue(System.nanoTime() - start >= 350_000_000L, "waited for the timeout");
            long next = System.nanoTime();
            a.arrive(1);
            assertEquals("go", a.answer(5_000));
            assertTrue(System.nanoTime() - next < 300_000_000L, "the rest of the fork pair runs without the barrier");
            assertEquals(1, barrier.timeouts());
        }
    }

    @Test
    void theKthForksOfACellMeetAndOtherCellsDoNotMix() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            // Fork 1 of each side, then fork 2 of each: fork 2 of A meets fork 2 of B, not fork 1.
            try (Fork a1 = new Fork(barrier, "r1-cell-0", 0); Fork b1 = new Fork(barrier, "r1-cell-0", 1)) {
                a1.arrive(0);
                b1.arrive(0);
                assertEquals("go", a1.answer(5_000));
                assertEquals("go", b1.answer(5_000));
            }
            try (Fork a2 = new Fork(barrier, "r1-cell-0", 0); Fork other = new Fork(barrier, "r1-cell-1", 1)) {
                a2.arrive(0);
                other.arrive(0);
                assertThrows(SocketTimeoutException.class, () -> a2.answer(300), "another cell's fork is no partner");
                try (Fork b2 = new Fork(barrier, "r1-cell-0", 1)) {
                    b2.arrive(0);
                    assertEquals("go", a2.answer(5_000));
                    assertEquals("go", b2.answer(5_000));
                }
            }
        }
    }

    @Test
    void aConnectionWithoutTheTokenIsDropped() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30));
             Fork stranger = new Fork(barrier, "not-the-token", "r1-cell-0", 0)) {
            stranger.arrive(0);
            assertNull(stranger.answer(5_000), "closed without an answer");
        }
    }

    @Test
    void theForksFindTheBarrierInTheEnvironmentOnly() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(1))) {
            Map<String, String> environment = barrier.environment();
            assertTrue(environment.get(DuetChannel.ADDRESS_VARIABLE).startsWith("127.0.0.1:"), environment.toString());
            assertEquals(32, environment.get(DuetChannel.TOKEN_VARIABLE).length());
        }
    }
}
