package io.github.benchplugin.host.gc;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bytes allocated per operation, and the collections and their time, for the JMH releases whose own
 * GC profiler waits half a second after every iteration (1.18 to 1.35: it lets the collectors'
 * notifications for its churn figures arrive, and cannot be told not to). Under bench.warmup=auto's
 * 100 ms iterations that wait made each fork six times longer (jackson-benchmarks on JMH 1.27: 17-22 s
 * a fork instead of 3.5 s). Other releases keep JMH's own {@code -prof gc}.
 *
 * <p>The same figures under the same names as JMH's profiler, read the same way: gc.alloc.rate and
 * gc.alloc.rate.norm from every live thread's allocated bytes (HotSpot's ThreadMXBean; a thread that
 * started during the iteration counts whole, one that ended is lost, as in JMH), gc.count and gc.time
 * from the collector beans. Not the churn figures, which are what needs the wait. On a JVM without
 * per-thread allocation counters it reports no allocation, as JMH does. Only JMH 1.16's profiler API
 * is used, so that every supported JMH loads it; it runs in the measured JVM, bench-host being on its
 * class path.
 */
public class AllocationProfiler implements InternalProfiler {

    private static final double BYTES_PER_MB = 1024.0 * 1024.0;

    private final com.sun.management.ThreadMXBean threads = allocationCounters();
    private long beforeNanos;
    private Map<Long, Long> beforeBytes = Collections.emptyMap();
    private long beforeCount;
    private long beforeMillis;

    @Override
    public String getDescription() {
        return "bench-maven-plugin: bytes allocated per operation and collections, without JMH 1.18-1.35's"
                + " half-second wait after each iteration";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        long[] collections = collections();
        beforeCount = collections[0];
        beforeMillis = collections[1];
        beforeBytes = allocatedBytes();
        beforeNanos = System.nanoTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        long afterNanos = System.nanoTime();
        Map<Long, Long> afterBytes = allocatedBytes();
        long[] collections = collections();
        List<Result> results = new ArrayList<Result>();
        if (threads != null) {
            long allocated = allocatedBetween(beforeBytes, afterBytes);
            double seconds = (afterNanos - beforeNanos) / 1e9;
            long ops = result.getMetadata().getAllOps();
            results.add(new ScalarResult("gc.alloc.rate", seconds > 0 ? allocated / BYTES_PER_MB / seconds : Double.NaN,
                    "MB/sec", AggregationPolicy.AVG));
            results.add(new ScalarResult("gc.alloc.rate.norm", ops > 0 ? (double) allocated / ops : Double.NaN,
                    "B/op", AggregationPolicy.AVG));
        }
        results.add(new ScalarResult("gc.count", collections[0] - beforeCount, "counts", AggregationPolicy.SUM));
        if (collections[0] != beforeCount || collections[1] != beforeMillis) {
            // As JMH: the time only for iterations that collected.
            results.add(new ScalarResult("gc.time", collections[1] - beforeMillis, "ms", AggregationPolicy.SUM));
        }
        return results;
    }

    /**
     * Bytes allocated between two readings, thread by thread: a thread seen only in {@code after}
     * started in between and counts whole; one seen only in {@code before} ended, and its bytes since
     * the first reading cannot be known.
     */
    static long allocatedBetween(Map<Long, Long> before, Map<Long, Long> after) {
        long sum = 0;
        for (Map.Entry<Long, Long> thread : after.entrySet()) {
            Long earlier = before.get(thread.getKey());
            sum += thread.getValue() - (earlier == null ? 0 : earlier);
        }
        return sum;
    }

    /** Allocated bytes by thread id, of the threads alive now; empty without the counters. */
    private Map<Long, Long> allocatedBytes() {
        if (threads == null) {
            return Collections.emptyMap();
        }
        long[] ids = threads.getAllThreadIds();
        long[] bytes = threads.getThreadAllocatedBytes(ids);
        Map<Long, Long> byThread = new HashMap<Long, Long>(ids.length * 2);
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] >= 0) { // -1: the thread ended between the two calls
                byThread.put(ids[i], bytes[i]);
            }
        }
        return byThread;
    }

    /** Collections so far and their accumulated time in ms, over every collector. */
    private static long[] collections() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, collector.getCollectionCount());
            millis += Math.max(0, collector.getCollectionTime());
        }
        return new long[] {count, millis};
    }

    /** HotSpot's per-thread allocation counters, or null on a JVM without them. */
    private static com.sun.management.ThreadMXBean allocationCounters() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        if (!(bean instanceof com.sun.management.ThreadMXBean)) {
            return null;
        }
        com.sun.management.ThreadMXBean counters = (com.sun.management.ThreadMXBean) bean;
        try {
            if (!counters.isThreadAllocatedMemorySupported()) {
                return null;
            }
            if (!counters.isThreadAllocatedMemoryEnabled()) {
                counters.setThreadAllocatedMemoryEnabled(true);
            }
            return counters;
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }
}
