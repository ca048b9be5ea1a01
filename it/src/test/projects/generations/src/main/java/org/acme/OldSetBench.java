package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

/**
 * A set that keeps growing into the old generation, 1 KB per operation, until it holds three
 * quarters of a small heap; then it is dropped and grows again. Its survivors fill the old
 * generation, so old (full) collections come every few hundred milliseconds on G1, Parallel and Serial.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(jvmArgsAppend = "-Xmx64m")
public class OldSetBench {

    private final ArrayDeque<byte[]> kept = new ArrayDeque<>();
    private final long limit = Runtime.getRuntime().maxMemory() * 3 / 4;
    private long bytes;

    @Benchmark
    public int grow() {
        kept.add(new byte[1024]);
        bytes += 1040;
        if (bytes > limit) {
            kept.clear();
            bytes = 0;
        }
        return kept.size();
    }
}
