package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.host.duet.DuetChannel;
import io.github.benchplugin.host.duet.DuetProfiler;
import io.github.benchplugin.host.duet.PairedStart;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.duet's barrier over its real loopback socket, with forks played by plain sockets speaking the protocol,
 * and hosts by bench-host's own end of it (PairedStart) at the start of a paired cell.
 */
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

    /** A host of one side of a paired cell, as bench-host's HostMain meets the barrier before the cell starts. */
    private static PairedStart host(DuetBarrier barrier, String token, String group, int party) {
        return PairedStart.of(List.of("-f", "2", "-prof", DuetProfiler.class.getName() + ":group=" + group + ";party="
                        + party + ";parties=2;timeout=60000"), barrier.environment().get(DuetChannel.ADDRESS_VARIABLE),
                token);
    }

    private static PairedStart host(DuetBarrier barrier, String group, int party) {
        return host(barrier, barrier.environment().get(DuetChannel.TOKEN_VARIABLE), group, party);
    }

    /** A later side's host waiting for its first side, in a thread of its own. */
    private static final class LaterSide {
        final AtomicInteger saidWaiting = new AtomicInteger();
        final CompletableFuture<Boolean> released = new CompletableFuture<>();
        volatile long releasedAt;

        LaterSide(PairedStart host, long maxWaitMillis) {
            Thread t = new Thread(() -> {
                boolean go = host.awaitFirstSide(maxWaitMillis, saidWaiting::incrementAndGet);
                releasedAt = System.nanoTime();
                released.complete(go);
            }, "later-side");
            t.setDaemon(true);
            t.start();
        }

        boolean waitsStill(int millis) throws InterruptedException {
            Thread.sleep(millis);
            return !released.isDone();
        }

        boolean go() throws Exception {
            return released.get(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void aLaterSideStartsOnlyOnceItsFirstSideHoldsJmhsLock() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            PairedStart.Taking first = host(barrier, "r1-cell-0", 0).taking();
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 30_000);
            assertTrue(later.waitsStill(500), "the first side has not taken JMH's lock yet");
            first.waitingForAnotherRun(); // a JMH run by hand holds /tmp/jmh.lock
            assertTrue(later.waitsStill(500), "it waits with its first side");
            assertEquals(1, later.saidWaiting.get(), "and says so once");
            long locked = System.nanoTime();
            first.held();
            assertTrue(later.go(), "released by the barrier");
            assertTrue(later.releasedAt >= locked, "only once the first side held the lock");
            assertEquals(1, later.saidWaiting.get());
            assertTrue(barrier.describe().endsWith("; 1 paired cell(s) waited together for another JMH run's lock"),
                    barrier.describe());
        }
    }

    @Test
    void aFirstSideThatGoesAwayWithoutTheLockReleasesTheLaterSideAtOnce() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            PairedStart.Taking first = host(barrier, "r1-cell-0", 0).taking();
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 30_000);
            first.waitingForAnotherRun();
            assertTrue(later.waitsStill(300));
            long gone = System.nanoTime();
            first.close(); // its host died while it waited for JMH's lock
            assertTrue(later.go());
            assertTrue(later.releasedAt - gone < TimeUnit.SECONDS.toNanos(2), "at once");
            assertEquals(1, later.saidWaiting.get(), "it had said that it waited");
        }
    }

    @Test
    void aLaterSideThatComesAfterTheLockWasTakenStartsAtOnce() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            host(barrier, "r1-cell-0", 0).taking().held();
            long asked = System.nanoTime();
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 30_000);
            assertTrue(later.go());
            assertTrue(later.releasedAt - asked < TimeUnit.SECONDS.toNanos(2));
            assertEquals(0, later.saidWaiting.get(), "nothing to say: nobody waited for another run");
            assertTrue(barrier.describe().endsWith("0 barrier timeout(s)"), barrier.describe());
        }
    }

    @Test
    void theEngineReleasesALaterSideWhoseFirstSideNeverCame() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 30_000);
            host(barrier, "r1-cell-1", 0).taking().held();
            assertTrue(later.waitsStill(500), "another cell's lock is not this one's");
            barrier.firstSideEnded("r1-cell-0"); // its first side's batch ended before this cell
            assertTrue(later.go());
            assertEquals(0, later.saidWaiting.get());
        }
    }

    @Test
    void hostsWithoutTheTokenNeitherReleaseNorAreHeld() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 30_000);
            host(barrier, "not-the-token", "r1-cell-0", 0).taking().held();
            assertTrue(later.waitsStill(500), "a stranger's word releases nobody");
            LaterSide stranger = new LaterSide(host(barrier, "not-the-token", "r1-cell-0", 1), 30_000);
            assertFalse(stranger.go(), "dropped at once: it goes on as without the barrier");
            host(barrier, "r1-cell-0", 0).taking().held();
            assertTrue(later.go());
        }
    }

    @Test
    void aLaterSideWaitsNoLongerThanItsLimit() throws Exception {
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            long start = System.nanoTime();
            LaterSide later = new LaterSide(host(barrier, "r1-cell-0", 1), 400);
            assertFalse(later.go(), "gave up: the cell starts without its first side");
            assertTrue(later.releasedAt - start >= TimeUnit.MILLISECONDS.toNanos(350), "waited for its limit");
        }
    }

    @Test
    void aCellThatIsNotPairedWaitsForNothing() {
        PairedStart alone = PairedStart.of(List.of("-f", "2"), "127.0.0.1:1", "secret");
        assertFalse(alone.paired());
        assertFalse(alone.awaitFirstSide(30_000, () -> { throw new AssertionError("nothing to say"); }));
        alone.taking().held(); // nobody to tell
        PairedStart noBarrier = PairedStart.of(List.of("-prof", DuetProfiler.class.getName()
                + ":group=r1-cell-0;party=1;parties=2"), null, null);
        assertFalse(noBarrier.paired(), "a host without the barrier in its environment measures as before");
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
