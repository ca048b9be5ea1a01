package io.github.benchplugin.engine;

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

/** The pool with real processes: a shell script stands in for a serving host. */
class HostPoolTest {

    private final AtomicInteger starts = new AtomicInteger();

    /** A stand-in for a serving host: the shell script, its output read by the pool. */
    private HostPool.Starter host(String script) {
        return () -> {
            starts.incrementAndGet();
            return new ProcessBuilder("sh", "-c", script).redirectErrorStream(true).start();
        };
    }

    @Test
    void aPrestartedHostIsReadyWhenItSaysSoAndServesTheFirstBatchWithoutAnotherStart() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper)) {
            HostPool.Starter starter = host("read plan; echo '" + HostLines.ready() + "'; cat > /dev/null");
            CompletableFuture<Void> ready = pool.prestart("25", starter);
            HostPool.LiveHost host = pool.host("25", starter);
            assertFalse(ready.isDone(), "not ready before it says so");
            host.serve(Path.of("plan.properties"), new HostWatch(new RecordingLog(), cell -> Duration.ofMinutes(1)));
            ready.get(30, TimeUnit.SECONDS);
            assertSame(host, pool.host("25", starter));
            assertEquals(1, starts.get(), "one JVM for the runtime");
        }
    }

    @Test
    void aHostThatDiesBeforeItIsReadyEndsTheWait() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper)) {
            pool.prestart("17", host("echo 'Error: could not create the Java Virtual Machine'; exit 1"))
                    .get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aHostThatCannotStartIsLeftToItsFirstBatch() throws Exception {
        try (ProcessReaper reaper = new ProcessReaper(); HostPool pool = new HostPool(reaper)) {
            CompletableFuture<Void> ready = pool.prestart("17", () -> {
                throw new IOException("Cannot run program \"/jdk/bin/java\"");
            });
            assertTrue(ready.isDone());
            HostPool.LiveHost later = pool.host("17", host("cat > /dev/null"));
            assertTrue(later.process().isAlive(), "the batch starts it again");
        }
    }
}
