package io.github.benchplugin.host.counters;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.lang.management.ManagementFactory;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * This JVM's own MXBeans: a worker that blocked on a monitor once and then parked is found by its
 * name with that entry and that wait, without thread contention monitoring switched on.
 */
@Timeout(60)
class PlatformProbeTest {

    private static final String PREFIX = "org.acme.LockBench.contended-jmh-worker-";

    @Test
    void aWorkersBlockedEntryAndParkAreCounted() throws Exception {
        Object monitor = new Object();
        CountDownLatch done = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            synchronized (monitor) {
                monitor.notifyAll();
            }
            try {
                done.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, PREFIX + "1");
        worker.setDaemon(true);
        PlatformProbe probe = new PlatformProbe();
        Snapshot before;
        synchronized (monitor) {
            before = probe.take(PREFIX);
            worker.start();
            awaitState(worker, Thread.State.BLOCKED);
        }
        awaitState(worker, Thread.State.WAITING);
        Snapshot after = probe.take(PREFIX);
        done.countDown();
        worker.join();

        assertTrue(before.workers.isEmpty(), "the worker did not exist yet");
        long[] counts = after.workers.get(worker.getId());
        assertTrue(counts[0] >= 1, "blocked entries: " + counts[0]);
        assertTrue(counts[1] >= 1, "waits (the latch parks): " + counts[1]);
        assertFalse(ManagementFactory.getThreadMXBean().isThreadContentionMonitoringEnabled(), "left off");
        assertFalse(after.collectors.isEmpty(), "this JVM's collectors are read");
        assertTrue(after.poolSteals >= 0, "the common pool's steal count");
        assertEquals(0, probe.take("org.acme.Other.bench-jmh-worker-").workers.size(), "another benchmark's workers");
    }

    private static void awaitState(Thread thread, Thread.State state) {
        while (thread.getState() != state) {
            Thread.onSpinWait();
        }
    }
}
