package io.github.benchplugin.engine;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.OptionalLong;

/**
 * What the first touch of a fresh page of memory costs on this machine, in nanoseconds: the time to
 * allocate a zeroed direct buffer (fresh pages from the kernel, each faulted in and cleared), over its
 * 4 KiB pages, the faster of two tries. A few hundred nanoseconds is usual; a virtual machine whose
 * host backs guest memory lazily was seen here at 10-14 microseconds, and there a benchmark that
 * allocates measures its JVM's heap being faulted in as it grows: ConcatBench.builder took 372 +- 156
 * ns per call, and 67 +- 3.5 with the heap touched at start (-Xms1g -Xmx1g -XX:+AlwaysPreTouch).
 * Costs about 2 x 16 MiB of zeroing: milliseconds on a usual machine, under 0.2 s on that one.
 */
final class FreshMemoryProbe {

    private static final int BYTES = 16 << 20;
    private static final int PAGE = 4096;
    private static final int TRIES = 2;

    private FreshMemoryProbe() {
    }

    /** Measured once per Maven JVM: a machine fact, the same for every module of a reactor. */
    private static OptionalLong measured;

    /** Nanoseconds per fresh page; empty when the measured JVMs pre-touch their heap (then it does not matter) or the buffer cannot be had. */
    static OptionalLong nanosPerPage(List<String> measuredJvmArgs) {
        if (measuredJvmArgs.contains("-XX:+AlwaysPreTouch")) {
            return OptionalLong.empty();
        }
        synchronized (FreshMemoryProbe.class) {
            if (measured == null) {
                measured = measure();
            }
            return measured;
        }
    }

    private static OptionalLong measure() {
        long fastest = Long.MAX_VALUE;
        try {
            for (int i = 0; i < TRIES; i++) {
                long start = System.nanoTime();
                ByteBuffer buffer = ByteBuffer.allocateDirect(BYTES);
                long elapsed = System.nanoTime() - start;
                buffer.put(BYTES - 1, (byte) 1); // used, so that the allocation is not dropped
                fastest = Math.min(fastest, elapsed);
            }
        } catch (OutOfMemoryError e) {
            return OptionalLong.empty(); // direct memory capped below 16 MiB: nothing to say
        }
        return OptionalLong.of(fastest / (BYTES / PAGE));
    }
}
