package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;

/**
 * Garbage that dies at once: young collections only, never an old one. A small heap, so that its
 * young generation fills many times in each iteration (a 6 GB default heap took one per iteration).
 */
@BenchmarkMode(Mode.AverageTime)
@Fork(jvmArgsAppend = "-Xmx64m")
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ShortLivedBench {

    @Benchmark
    public byte[] allocate() {
        return new byte[256];
    }
}
