package io.github.benchplugin.engine.hosts;

import io.github.benchplugin.host.HostEvents;
import io.github.benchplugin.host.HostMain;
import io.github.benchplugin.host.HostPlan;
import io.github.benchplugin.host.duet.DuetChannel;
import io.github.benchplugin.host.duet.DuetProfiler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bench.duet's two hosts of a paired cell (bench-host's HostMain.run, with the environment a pinned host gets)
 * and the engine's real barrier, while another JMH run holds JMH's machine-wide lock: neither side's cell
 * starts until the lock is free, and both say they wait. The cells themselves select no benchmark, so they
 * fail at once: what is tested is when they start.
 */
@Timeout(60)
class DuetHostsLockTest {

    @TempDir
    Path tmp;

    private final String sharedTmp = System.getProperty("java.io.tmpdir");

    @AfterEach
    void restoreTmp() {
        System.setProperty("java.io.tmpdir", sharedTmp);
    }

    /** One host's events, each with when it arrived. */
    private static final class Events implements HostEvents.Sink {
        final List<String> lines = new CopyOnWriteArrayList<>();
        final Map<String, Long> at = new java.util.concurrent.ConcurrentHashMap<>();

        @Override
        public void event(String line) {
            lines.add(line);
            HostEvents.Event event = HostEvents.parse(line);
            String kind = event.waiting ? "waiting" : event.started ? "started" : event.notice ? "notice" : "ended";
            at.putIfAbsent(kind, System.nanoTime());
        }
    }

    @Test
    void bothSidesStartOnlyOnceAnotherRunReleasesJmhsLock() throws Exception {
        // JMH's lock lives in java.io.tmpdir; the hosts keep JMH's Runner in their plan's folder, this one too.
        System.setProperty("java.io.tmpdir", tmp.toString());
        try (DuetBarrier barrier = DuetBarrier.open(Duration.ofSeconds(30))) {
            Events first = new Events();
            Events later = new Events();
            long released;
            try (FileChannel other = FileChannel.open(tmp.resolve("jmh.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock byHand = other.lock()) {
                CompletableFuture<Void> side0 = host(barrier, 0, first);
                CompletableFuture<Void> side1 = host(barrier, 1, later);
                Thread.sleep(2_500);
                assertEquals(List.of(), started(first, later), "no side starts while another run holds the lock");
                assertTrue(first.at.containsKey("waiting"), "the first side says it waits: " + first.lines);
                assertTrue(later.at.containsKey("waiting"), "and so does the later one: " + later.lines);
                released = System.nanoTime();
                byHand.release();
                side0.get(30, TimeUnit.SECONDS);
                side1.get(30, TimeUnit.SECONDS);
            }
            assertTrue(first.at.get("started") >= released, first.lines::toString);
            assertTrue(later.at.get("started") >= released, "the later side started with its first: " + later.lines);
            assertTrue(later.lines.get(later.lines.size() - 1).startsWith(HostEvents.PREFIX + "failed "),
                    "then ran its cell (which selects no benchmark): " + later.lines);
            assertTrue(barrier.describe().contains("1 paired cell(s) waited together"), barrier.describe());
        }
    }

    /** A pinned host of {@code side} running one paired cell, as the engine starts it, in a thread of its own. */
    private CompletableFuture<Void> host(DuetBarrier barrier, int side, Events events) throws Exception {
        Path plan = tmp.resolve("plan-" + side + ".properties");
        HostPlan.write(List.of(new HostPlan.Cell("cell-" + side, List.of("^org\\.acme\\.NoSuchBench\\.none$",
                "-f", "1", "-prof", DuetProfiler.class.getName() + ":group=r1-cell-0;party=" + side
                        + ";parties=2;timeout=60000", "-rf", "json", "-rff", tmp.resolve("cell-" + side + ".json").toString(),
                "-o", tmp.resolve("cell-" + side + ".log").toString()), Map.of(), List.of())), plan);
        Map<String, String> environment = new HashMap<>(barrier.environment());
        environment.put(DuetChannel.PARTY_VARIABLE, Integer.toString(side));
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                HostMain.run(plan.toString(), events, environment);
                done.complete(null);
            } catch (Throwable e) {
                done.completeExceptionally(e);
            }
        }, "host-side-" + side);
        t.setDaemon(true);
        t.start();
        return done;
    }

    private static List<String> started(Events... hosts) {
        return java.util.Arrays.stream(hosts).flatMap(h -> h.lines.stream())
                .filter(line -> HostEvents.parse(line).started).toList();
    }
}
