package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.engine.run.RecordingLog;
import io.github.benchplugin.host.HostLines;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pool with real processes: a bash script stands in for a serving host. It reads the channel's
 * handshake from its standard input and speaks on the channel through bash's /dev/tcp, as
 * bench-host's HostChannel does in Java.
 */
class HostPoolTest {

    /** Connects to the plugin's link and sends the token: the channel is then file descriptor 3. */
    private static final String CONNECT = "read -r port token; exec 3<>/dev/tcp/127.0.0.1/$port; echo $token >&3; ";
    private static final String READY = "echo '" + HostLines.ready() + "' >&3; ";

    private final AtomicInteger starts = new AtomicInteger();

    /** A stand-in for a serving host: the bash script, its output drained by the pool. */
    private HostPool.Starter host(String script) {
        return () -> {
            starts.incrementAndGet();
            return new ProcessBuilder("bash", "-c", script).redirectErrorStream(true).start();
        };
    }

    @Test
    void aPrestartedHostIsReadyWhenItSaysSoAndServesTheFirstBatchWithoutAnotherStart() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper, new RecordingLog())) {
            HostPool.Starter starter = host(CONNECT + "read -r plan <&3; " + READY + "cat <&3 > /dev/null");
            CompletableFuture<Void> ready = pool.prestart("25", starter);
            HostPool.LiveHost host = pool.host("25", starter);
            assertFalse(ready.isDone(), "not ready before it says so");
            host.serve(Path.of("plan.properties"), new HostWatch(new RecordingLog(), cell -> Duration.ofMinutes(1),
                    new PrintedOutput(Path.of("target"))));
            ready.get(30, TimeUnit.SECONDS);
            assertSame(host, pool.host("25", starter));
            assertEquals(1, starts.get(), "one JVM for the runtime");
        }
    }

    @Test
    void aHostThatDiesBeforeItIsReadyEndsTheWait() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper, new RecordingLog())) {
            pool.prestart("17", host("echo 'Error: could not create the Java Virtual Machine'; exit 1"))
                    .get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aHostThatCannotStartIsLeftToItsFirstBatch() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper, new RecordingLog())) {
            CompletableFuture<Void> ready = pool.prestart("17", () -> {
                throw new IOException("Cannot run program \"/jdk/bin/java\"");
            });
            assertTrue(ready.isDone());
            HostPool.LiveHost later = pool.host("17", host(CONNECT + "cat <&3 > /dev/null"));
            assertTrue(later.process().isAlive(), "the batch starts it again");
        }
    }

    @Test
    void whatAHostPrintsIsNeverItsEventEvenWhenItReadsLikeOne() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper, new RecordingLog())) {
            // A partial line, then the ready line itself, on standard output and error; the real one an instant later.
            CompletableFuture<Void> ready = pool.prestart("25", host(CONNECT
                    + "printf '[JMH Process ID: 2488]'; echo '" + HostLines.ready() + "'; echo '" + HostLines.ready()
                    + "' >&2; sleep 1; " + READY + "cat <&3 > /dev/null"));

            Thread.sleep(500);
            assertFalse(ready.isDone(), "the printed ready line is output, not the host's word");
            ready.get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void onlyTheConnectionThatShowsTheTokenSpeaksForTheHost() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper, new RecordingLog())) {
            CompletableFuture<Void> ready = pool.prestart("25", host("read -r port token; "
                    + "exec 4<>/dev/tcp/127.0.0.1/$port; echo not-the-token >&4; echo '" + HostLines.ready() + "' >&4; "
                    + "sleep 1; exec 3<>/dev/tcp/127.0.0.1/$port; echo $token >&3; " + READY + "cat <&3 > /dev/null"));

            Thread.sleep(500);
            assertFalse(ready.isDone(), "an impostor's ready is not the host's");
            ready.get(30, TimeUnit.SECONDS);
        }
    }
}
