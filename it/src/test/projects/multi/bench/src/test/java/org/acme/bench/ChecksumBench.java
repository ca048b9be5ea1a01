package org.acme.bench;

import org.acme.lib.Checksum;
import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ChecksumBench {
    byte[] data = new byte[256];

    @Benchmark
    public long checksum() {
        return Checksum.of(data);
    }
}
