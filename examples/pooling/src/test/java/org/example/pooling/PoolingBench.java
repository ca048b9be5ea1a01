package org.example.pooling;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * A fresh 100 KB buffer per operation against one reused buffer: the allocation column shows
 * ~100 KB/op against ~0 B/op, and the time column what zeroing and collecting them costs.
 * (Lives in src/test/java: benchmarks may be in either source tree.)
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PoolingBench {

    private static final int SIZE = 100 * 1024;

    private final byte[] pooled = new byte[SIZE];

    @Benchmark
    public int fresh() {
        byte[] buffer = new byte[SIZE];
        return fill(buffer);
    }

    @Benchmark
    public int reused() {
        return fill(pooled);
    }

    private static int fill(byte[] buffer) {
        // Touch a stride of the buffer so the work is the same in both methods and not dead code.
        int sum = 0;
        for (int i = 0; i < buffer.length; i += 4096) {
            buffer[i] = (byte) i;
            sum += buffer[i];
        }
        return sum;
    }
}
