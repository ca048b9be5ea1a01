package org.acme;

import org.openjdk.jmh.annotations.*;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TextBench {
    @Param({"8", "64"})
    int len;

    String text;

    @Setup
    public void setup() {
        text = "aBcDeFgH".repeat(len / 8);
    }

    @Benchmark
    public String upper() {
        return text.toUpperCase(Locale.ROOT);
    }

    @Benchmark
    public String lower() {
        return text.toLowerCase(Locale.ROOT);
    }
}
