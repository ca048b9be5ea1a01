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

/** Reads its input from the class path in @Setup, in the measured fork: a missing resource fails the cell. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class WordsBench {

    private String[] words;

    @Setup
    public void load() throws IOException {
        try (InputStream in = WordsBench.class.getResourceAsStream("words.txt")) {
            if (in == null) {
                throw new IllegalStateException("org/acme/words.txt is not on the class path");
            }
            words = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
        }
        if (words.length != 4) {
            throw new IllegalStateException("expected 4 words, read " + words.length);
        }
    }

    @Benchmark
    public int totalLength() {
        int n = 0;
        for (String w : words) {
            n += w.length();
        }
        return n;
    }

    @Benchmark
    public String join() {
        return String.join(",", words);
    }
}
