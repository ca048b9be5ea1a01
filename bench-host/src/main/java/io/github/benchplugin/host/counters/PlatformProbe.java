package io.github.benchplugin.host.counters;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;

/**
 * The measured JVM's own counters, read through its platform MXBeans at an iteration boundary
 * (never while the iteration runs).
 *
 * <p>Costs nothing during the iteration: blocked and waited counts are kept by every HotSpot
 * thread whether or not thread contention monitoring is on (that switch adds the blocked and
 * waited <em>times</em>, a clock read at every contended entry and wait: not wanted, so it stays
 * off). {@code getThreadInfo} without stack traces needs no safepoint.
 */
public final class PlatformProbe implements JvmProbe {

    private final List<GarbageCollectorMXBean> collectors;
    private final List<CollectorRole> roles = new ArrayList<CollectorRole>();
    private final ThreadMXBean threads;

    public PlatformProbe() {
        collectors = ManagementFactory.getGarbageCollectorMXBeans();
        for (GarbageCollectorMXBean bean : collectors) {
            roles.add(CollectorRole.of(bean.getName(), bean.getMemoryPoolNames()));
        }
        threads = ManagementFactory.getThreadMXBean();
    }

    @Override
    public Snapshot take(String workerPrefix) {
        List<CollectorReading> readings = new ArrayList<CollectorReading>();
        for (int i = 0; i < collectors.size(); i++) {
            GarbageCollectorMXBean bean = collectors.get(i);
            readings.add(new CollectorReading(bean.getName(), roles.get(i), bean.getCollectionCount(),
                    bean.getCollectionTime()));
        }
        Map<Long, long[]> workers = new HashMap<Long, long[]>();
        // Platform threads only: a virtual thread (jmh.executor=VIRTUAL) is not listed, so none is found then.
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds(), 0)) {
            if (info != null && info.getThreadName().startsWith(workerPrefix)) {
                workers.put(info.getThreadId(), new long[] {info.getBlockedCount(), info.getWaitedCount()});
            }
        }
        return new Snapshot(readings, workers, ForkJoinPool.commonPool().getStealCount());
    }
}
