package org.acme;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** Its input is a test resource, read in @Setup in the measured fork. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBench {

    private String sample;

    @Setup
    public void load() throws IOException {
        try (InputStream in = CodecBench.class.getResourceAsStream("sample.txt")) {
            if (in == null) {
                throw new IllegalStateException("org/acme/sample.txt is not on the class path");
            }
            sample = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
    }

    @Benchmark
    public String reverse() {
        return Codec.reverse(sample);
    }
}
